import { foldAccents } from '@/domain/spanish-text';
import type { Draft } from '@/server/language/correction/builtin/draft';
import {
  INTENSIFIERS,
  afterAgreeingAdjectives,
  COORDINATORS,
  isNumberWord,
  determiner,
  determinerFits,
  determinerFor,
  nounAfter,
  subjectBefore,
  verbOfTuAfter,
} from '@/server/language/correction/builtin/grammar-words';
import {
  adjectiveForm,
  type AdjectiveForm,
  type Gender,
  type Lexicon,
} from '@/server/language/correction/builtin/lexicon';
import { tensedForms } from '@/server/language/correction/builtin/conjugation';
import { isInfinitive, presentForms } from '@/server/language/correction/builtin/verbs';
import { isTimeUnit } from '@/server/language/correction/builtin/mechanisms/tense';
import type { RuleContext } from './rule';
import { ruleWords } from './rule-words';
import { sameFormOf } from './verb-calques';

/**
 * Adjective agreement: right after a noun ("la casa blanco" → "la casa blanca") and after ser, estar or parecer
 * with a clear subject ("la sopa está frío" → "fría", "ellas son alto" → "altas"). Invariable adjectives (grande,
 * feliz, azul) only ever change number.
 */

const COPULAS = ruleWords('adjective-agreement', 'COPULAS');

/**
 * The copula as the sets above list it: accents folded, except the subjunctive 'esté', 'estén', which only their
 * accent tells from the demonstrative 'este' ("que la casa esté limpia", "este libro").
 */
function copulaKey(draft: Draft, index: number): string {
  const lower = draft.lower(index);
  return lower === 'esté' || lower === 'estén' ? lower : draft.folded(index);
}

/** A determiner and noun that are an adverb ("cada vez"): no adjective after them is theirs. */
// folded, as `draft.folded` gives the words compared with it ("cada dia")
const ADVERBIAL_DETERMINER_NOUNS = new Set(
  [...ruleWords('adjective-agreement', 'ADVERBIAL_DETERMINER_NOUNS')].map((words) => foldAccents(words)),
);
/** Only a third-person verb can have a noun subject: in "esta semana estoy ocupado" the noun is a time. */
const THIRD_PERSON_COPULAS = ruleWords('adjective-agreement', 'THIRD_PERSON_COPULAS');
const PLURAL_COPULAS = ruleWords('adjective-agreement', 'PLURAL_COPULAS');
/** Also preterites of ir: "fue rápido a casa" (went quickly) is an adverb, so these need the clause to end. */
const ALSO_GOING = new Set(['fue', 'fueron']);

function describe(
  subject: string,
  gender: Gender | undefined,
  plural: boolean,
  adjective: AdjectiveForm,
  expected: string,
): string {
  const genderWrong = gender !== undefined && adjective.gender !== undefined && adjective.gender !== gender;
  const numberWrong = adjective.plural !== plural;
  const genderWord = gender === 'f' ? 'feminine' : 'masculine';
  const what =
    genderWrong && numberWrong
      ? `${genderWord} ${plural ? 'plural' : 'singular'}`
      : genderWrong
        ? genderWord
        : plural
          ? 'plural'
          : 'singular';
  return `'${subject}' is ${what}, so the adjective is '${expected}'.`;
}

/** The adjective at `index`, skipping one intensifier ("muy"); undefined when there is none to check. */
function adjectiveAt(
  draft: Draft,
  lexicon: Lexicon,
  index: number,
): { index: number; form: AdjectiveForm } | undefined {
  if (index >= draft.length || draft.breakBefore(index)) return undefined;
  if (INTENSIFIERS.has(draft.folded(index)) && !draft.breakAfter(index)) index++;
  if (index >= draft.length || draft.isName(index)) return undefined;
  const form = lexicon.adjective(draft.lower(index));
  // "limpio" is also "I clean": "después de la cena limpio la cocina".
  if (!form || presentForms(draft.text(index)).length > 0 || isInfinitive(draft.text(index))) return undefined;
  return { index, form };
}

function fix(
  draft: Draft,
  from: number,
  adjective: { index: number; form: AdjectiveForm },
  gender: Gender | undefined,
  plural: boolean,
  subject: string,
): void {
  const expected = adjectiveForm(adjective.form.entry, gender ?? adjective.form.gender ?? 'm', plural);
  if (foldAccents(expected) === draft.folded(adjective.index)) return;
  const words: string[] = [];
  for (let index = from; index < adjective.index; index++) words.push(draft.text(index));
  draft.replace(
    from,
    adjective.index + 1,
    [...words, expected],
    describe(subject, gender, plural, adjective.form, expected),
  );
}

const LANGUAGE_TAKING_NOUNS = ruleWords('adjective-agreement', 'LANGUAGE_TAKING_NOUNS');

/**
 * "las clases español": after a noun a language is the subject of, a nationality in the masculine singular is the
 * language's name ("de español"), not an adjective to agree; "comida italiano" and "una amiga español" agree.
 */
function languageNameAfter(form: AdjectiveForm, noun: string): boolean {
  return form.entry.nationality && form.gender === 'm' && !form.plural && LANGUAGE_TAKING_NOUNS.has(noun);
}

function afterNouns(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length - 2; index++) {
    const det = determiner(draft.lower(index));
    if (!det || draft.isName(index)) continue;
    const noun = nounAfter(draft, lexicon, index);
    if (!noun) continue;
    // "la beso" may be "I kiss her"; an article that agrees with the word shows it is a noun ("la casa").
    const plural = noun.entry.invariable ? det.plural : noun.plural;
    if (
      noun.entry.alsoVerb &&
      det.kind === 'article' &&
      !determinerFits(det, draft.lower(index), noun.entry.gender, plural, noun.entry.takesEl)
    )
      continue;
    if (verbOfTuAfter(draft, index, noun)) continue;
    // "Los veranos son cada vez más calurosos": "cada vez" is an adverb; the adjective is the subject's
    if (ADVERBIAL_DETERMINER_NOUNS.has(`${draft.folded(index)} ${draft.folded(noun.index)}`)) continue;
    const adjective = adjectiveAt(draft, lexicon, noun.index + 1);
    if (!adjective || adjective.form.entry.predicativeOnly) continue;
    // "las costumbres y la cultura locales": a plural adjective after coordinated nouns describes them all
    if (adjective.form.plural && !plural && index > 0 && COORDINATORS.has(draft.folded(index - 1))) continue;
    if (languageNameAfter(adjective.form, draft.lower(noun.index))) continue;
    // "Una falda rojo claro": a colour with its shade is one invariable colour name.
    if (shadeAt(draft, adjective.index + 1)) continue;
    fix(draft, noun.index, adjective, noun.entry.gender, plural, draft.lower(noun.index));
    coordinated(draft, lexicon, adjective.index, noun.entry.gender, plural, draft.lower(noun.index));
    // "Mi red social favorito" → "favorita": a second adjective straight after the first describes the same noun,
    // except a shade, which describes the colour ("una camisa azul oscuro").
    const second = adjectiveAt(draft, lexicon, adjective.index + 1);
    if (
      second &&
      !second.form.entry.predicativeOnly &&
      !shadeAt(draft, second.index) &&
      !beforeAnotherNoun(draft, lexicon, second.index)
    )
      fix(draft, adjective.index + 1, second, noun.entry.gender, plural, draft.lower(noun.index));
  }
}

/**
 * Words that say how light or strong a colour is, as written after it (accents folded): they describe the colour,
 * not the noun, and neither agrees ("una camisa azul oscuro", "una falda rojo claro").
 */
const SHADES = new Set(
  ['claro', 'oscuro', 'palido', 'intenso'].flatMap((shade) => {
    const stem = shade.slice(0, -1);
    return [shade, `${stem}a`, `${stem}os`, `${stem}as`];
  }),
);
for (const shade of ['marino', 'fuerte', 'electrico', 'chillon', 'brillante', 'pastel']) SHADES.add(shade);

function shadeAt(draft: Draft, index: number): boolean {
  return index < draft.length && !draft.breakBefore(index) && SHADES.has(draft.folded(index));
}

/**
 * Whether a noun or determiner follows the adjective at `index`: then the adjective may belong to it ("es buena
 * persona", "es buena la sopa"). A determiner and a unit of time ("este año", "el lunes") are a time adjunct.
 */
function beforeAnotherNoun(draft: Draft, lexicon: Lexicon, index: number): boolean {
  const after = index + 1;
  if (after >= draft.length || draft.breakBefore(after)) return false;
  if (lexicon.noun(draft.lower(after)) !== undefined) return true;
  if (determiner(draft.lower(after)) === undefined) return false;
  const timeAdjunct = after + 1 < draft.length && !draft.breakBefore(after + 1) && isTimeUnit(draft.folded(after + 1));
  return !timeAdjunct;
}

/**
 * Where the subject starts when a 'de' phrase follows its noun: "La cocina de mi casa es…", "Los libros de Ana
 * son…" (the head is the first noun); undefined for anything else.
 */
function headOfDePhrase(draft: Draft, lexicon: Lexicon, verb: number): number | undefined {
  let at = verb - 1;
  if (at < 0 || draft.breakBefore(verb)) return undefined;
  if (!draft.isName(at) && !lexicon.noun(draft.lower(at))) return undefined;
  if (at > 0 && !draft.breakBefore(at) && determiner(draft.lower(at - 1))) at--;
  const de = at - 1;
  if (de < 2 || draft.breakBefore(at) || draft.breakBefore(de) || draft.folded(de) !== 'de') return undefined;
  const head = de - 2;
  return determiner(draft.lower(head)) && lexicon.noun(draft.lower(de - 1)) ? head : undefined;
}

/** Where the subject starts when adjectives agreeing with its noun come before the verb: "Mi hermano mayor es…". */
function withAdjectivesBefore(draft: Draft, lexicon: Lexicon, verb: number): number | undefined {
  for (const start of [verb - 3, verb - 4]) {
    if (start < 0 || !determiner(draft.lower(start))) continue;
    const noun = nounAfter(draft, lexicon, start);
    if (noun && afterAgreeingAdjectives(draft, lexicon, noun) === verb) return start;
  }
  return undefined;
}

/** Words after which a new clause, with its own subject, starts: "…y la película fue aburrida". */
const CLAUSE_OPENERS = new Set(['y', 'pero', 'porque', 'aunque', 'cuando', 'pues', 'que']);

/** The subject of a copula: a pronoun, or a determiner and noun opening the clause ("La sopa está..."). */
function subjectOf(
  draft: Draft,
  lexicon: Lexicon,
  verb: number,
): { gender: Gender | undefined; plural: boolean; word: string } | undefined {
  const pronoun = subjectBefore(draft, verb);
  if (pronoun)
    return { gender: pronoun.pronoun.gender, plural: pronoun.pronoun.plural, word: draft.lower(pronoun.index) };
  const detIndex = headOfDePhrase(draft, lexicon, verb) ?? withAdjectivesBefore(draft, lexicon, verb) ?? verb - 2;
  const opensClause = detIndex >= 0 && (draft.breakBefore(detIndex) || CLAUSE_OPENERS.has(draft.folded(detIndex - 1)));
  if (detIndex < 0 || !opensClause || draft.breakBefore(verb) || !THIRD_PERSON_COPULAS.has(copulaKey(draft, verb)))
    return undefined;
  const det = determiner(draft.lower(detIndex));
  const noun = det ? nounAfter(draft, lexicon, detIndex) : undefined;
  if (!det || !noun || (noun.index !== verb - 1 && detIndex === verb - 2)) return undefined;
  const plural = noun.entry.invariable ? det.plural : noun.plural;
  // A determiner and noun that still disagree ("los casa") leave the subject unclear.
  if (!determinerFits(det, draft.lower(detIndex), noun.entry.gender, plural, noun.entry.takesEl)) return undefined;
  // "La gente son muy amables": with the verb still disagreeing, the learner's intended number is unclear.
  if (PLURAL_COPULAS.has(copulaKey(draft, verb)) !== plural) return undefined;
  return { gender: noun.entry.gender, plural, word: draft.lower(noun.index) };
}

function afterCopulas(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 1; verb < draft.length - 1; verb++) {
    if (!COPULAS.has(copulaKey(draft, verb))) continue;
    const subject = subjectOf(draft, lexicon, verb);
    const adjective = subject && adjectiveAt(draft, lexicon, verb + 1);
    if (!subject || !adjective) continue;
    // "Él es buena persona": the adjective belongs to the noun after it.
    if (beforeAnotherNoun(draft, lexicon, adjective.index)) continue;
    if (ALSO_GOING.has(draft.folded(verb)) && !draft.breakAfter(adjective.index)) continue;
    fix(draft, verb, adjective, subject.gender, subject.plural, subject.word);
    coordinated(draft, lexicon, adjective.index, subject.gender, subject.plural, subject.word);
  }
}

/** "La mano está fría y sucio" → "sucia": a second adjective joined by "y" agrees with the same word. */
function coordinated(
  draft: Draft,
  lexicon: Lexicon,
  first: number,
  gender: Gender | undefined,
  plural: boolean,
  subject: string,
): void {
  const and = first + 1;
  // "grande pero viejo", "¿grande o pequeña?": both adjectives describe the one subject
  if (and >= draft.length || draft.breakBefore(and) || !['y', 'e', 'pero', 'o', 'u', 'ni'].includes(draft.folded(and)))
    return;
  const adjective = adjectiveAt(draft, lexicon, and + 1);
  if (!adjective || beforeAnotherNoun(draft, lexicon, adjective.index)) return;
  fix(draft, and + 1, adjective, gender, plural, subject);
}

/** Short forms that stand only before a masculine singular noun, with their full forms [m sg, f sg, m pl, f pl]. */
const APOCOPES: Record<string, readonly [string, string, string, string]> = {
  buen: ['buen', 'buena', 'buenos', 'buenas'],
  mal: ['mal', 'mala', 'malos', 'malas'],
  primer: ['primer', 'primera', 'primeros', 'primeras'],
  tercer: ['tercer', 'tercera', 'terceros', 'terceras'],
};

/** The full masculine singular forms, which shorten before a masculine singular noun: "un bueno libro" → "buen". */
const FULL_FORMS: Record<string, string> = { bueno: 'buen', malo: 'mal', primero: 'primer', tercero: 'tercer' };

/** Every form of those adjectives, to its short form: "una buena libro" → "un buen libro" is the same family. */
const FAMILY_OF: Record<string, string> = Object.fromEntries(
  Object.entries(APOCOPES).flatMap(([short, forms]) =>
    [...forms, ...Object.keys(FULL_FORMS).filter((full) => FULL_FORMS[full] === short)].map((form) => [form, short]),
  ),
);

/**
 * "Una buen idea" → "buena idea", "muy buen cocinera" → "buena cocinera": buen, mal, primer and tercer are the
 * forms before a masculine singular noun only. "Mal" is also the adverb ("hablo mal español"), so it is read as
 * the adjective only after a determiner or an intensifier.
 */
function apocopes(draft: Draft, lexicon: Lexicon): void {
  for (let index = 1; index < draft.length - 1; index++) {
    const folded = draft.folded(index);
    const short = FAMILY_OF[folded];
    const family = short ? APOCOPES[short] : undefined;
    if (!family || draft.breakAfter(index) || draft.breakBefore(index)) continue;
    const before = draft.lower(index - 1);
    const afterDeterminer = determiner(before) !== undefined || INTENSIFIERS.has(foldAccents(before));
    // "Mal" is also the adverb ("hablo mal español"); "bueno" opens a sentence ("bueno, vale"): only read as the
    // adjective after a determiner or an intensifier.
    if (folded !== short && !afterDeterminer) continue;
    if (folded === 'mal' && !afterDeterminer) continue;
    const noun = lexicon.noun(draft.lower(index + 1));
    if (!noun || draft.isName(index + 1)) continue;
    const plural = noun.entry.invariable ? false : noun.plural;
    const expected = family[(noun.entry.gender === 'm' ? 0 : 1) + (plural ? 2 : 0)]!;
    // "el primer vez" → "la primera vez", "una buen libro" → "un buen libro": a determiner before the adjective
    // agrees with the noun too.
    const det = determiner(before);
    const fixedDet =
      det && !draft.breakBefore(index) && det.gender !== undefined
        ? determinerFor(det, noun.entry.gender, plural, noun.entry.takesEl)
        : undefined;
    const detWrong = fixedDet !== undefined && fixedDet !== before;
    if (expected === draft.lower(index) && !detWrong) continue;
    const nounText = draft.text(index + 1);
    const gender = noun.entry.gender === 'm' ? 'masculine' : 'feminine';
    const from = detWrong ? index - 1 : index;
    const fixed = from < index ? [fixedDet!, expected, nounText] : [expected, nounText];
    const shown = fixed.join(' ').toLowerCase();
    const explanation =
      expected === draft.lower(index)
        ? `'${noun.entry.singular}' is ${gender}: '${shown}'.`
        : expected === short
          ? `Before a masculine singular noun, '${short}' is the form: '${shown}'.`
          : folded === short
            ? `'${folded}' goes only before a masculine singular noun; '${noun.entry.singular}' is ${gender}${plural ? ' and here plural' : ''}: '${shown}'.`
            : `The adjective agrees with '${noun.entry.singular}', ${gender}${plural ? ' plural' : ' singular'}: '${shown}'.`;
    draft.replace(from, index + 2, fixed, explanation);
  }
}

const SER_FORMS = new Set(['es', 'son', 'era', 'eran', 'fue', 'fueron']);
const PLURAL_SER_FORMS = new Set(['son', 'eran', 'fueron']);
/** Subjects that take the masculine singular: "eso es malo", "todo es bueno". */
const NEUTER_SUBJECTS = new Set(['eso', 'esto', 'aquello', 'ello', 'todo', 'nada', 'algo']);

/**
 * Whom the adjective after ser agrees with: the known subject; the verb alone ("es muy bueno") or a neuter word
 * ("eso") take the masculine; a determiner and a word the lexicon does not know ("la contaminación") give their
 * gender through the determiner. Undefined when the subject is unclear: then nothing is said.
 */
function serSubject(draft: Draft, lexicon: Lexicon, verb: number): { gender: Gender; plural: boolean } | undefined {
  const known = subjectOf(draft, lexicon, verb);
  if (known) return { gender: known.gender ?? 'm', plural: known.plural };
  const plural = PLURAL_SER_FORMS.has(draft.folded(verb));
  // "Eso es…", "correr es…": a neuter word or an infinitive as the subject takes the masculine.
  const infinitiveSubject = isInfinitive(draft.text(verb - 1)) && (verb === 1 || draft.breakBefore(verb - 1));
  if (draft.breakBefore(verb) || NEUTER_SUBJECTS.has(draft.folded(verb - 1)) || infinitiveSubject)
    return { gender: 'm', plural };
  const det = verb >= 2 && draft.breakBefore(verb - 2) ? determiner(draft.lower(verb - 2)) : undefined;
  if (!det?.gender || det.plural !== plural) return undefined;
  return { gender: det.gender, plural };
}
const ADVERB_AS_ADJECTIVE: Record<string, readonly [string, string, string, string]> = {
  bien: ['bueno', 'buena', 'buenos', 'buenas'],
  mal: ['malo', 'mala', 'malos', 'malas'],
};

/** Bien and mal before a noun, as their adjective stands there: "buen jugador", "mala persona". */
const ADVERB_BEFORE_NOUN: Record<string, readonly [string, string, string, string]> = {
  bien: APOCOPES.buen!,
  mal: APOCOPES.mal!,
};

/**
 * "Es muy bien jugador" → "muy buen jugador": after ser and an intensifier, "bien" or "mal" before a noun is the
 * adjective the learner meant. Only a noun naming a person or a thing, never a language ("habla muy bien español").
 * True when it changed the draft.
 */
function beforeNoun(draft: Draft, lexicon: Lexicon, verb: number, at: number): boolean {
  const next = at + 1;
  if (next >= draft.length || draft.breakBefore(next) || draft.isName(next)) return false;
  const noun = lexicon.noun(draft.lower(next));
  if (!noun || noun.entry.alsoVerb || lexicon.adjective(draft.lower(next))) return false;
  const plural = noun.entry.invariable ? PLURAL_SER_FORMS.has(draft.folded(verb)) : noun.plural;
  const expected = ADVERB_BEFORE_NOUN[draft.folded(at)]![(noun.entry.gender === 'f' ? 1 : 0) + (plural ? 2 : 0)]!;
  if (expected === draft.lower(at)) return false;
  const nounText = draft.text(next);
  draft.replace(
    at,
    next + 1,
    [expected, nounText],
    `Before a noun, '${draft.lower(at)}' (how something is done) becomes the adjective: '${expected} ${nounText.toLowerCase()}'.`,
  );
  return true;
}

/**
 * "La comida es muy bien" → "muy buena": bien and mal say how something is done; after ser, what something is
 * takes the adjective. Only at the end of the clause ("es bien sabido" is another construction).
 */
function adverbAfterSer(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 0; verb < draft.length - 1; verb++) {
    if (!SER_FORMS.has(draft.folded(verb)) || draft.breakAfter(verb)) continue;
    // "La entrevista fue muy bien" is ir: it went well.
    if (ALSO_GOING.has(draft.folded(verb))) continue;
    let at = verb + 1;
    if (INTENSIFIERS.has(draft.folded(at)) && !draft.breakAfter(at)) at++;
    const family = ADVERB_AS_ADJECTIVE[draft.folded(at)];
    if (family && at > verb + 1 && beforeNoun(draft, lexicon, verb, at)) continue;
    // The clause ends there, or another joins it: "el café es muy bien pero la tarta…".
    // … or a purpose follows: "correr es muy bien para la salud" → "muy bueno para la salud".
    const ends = draft.breakAfter(at) || CLAUSE_OPENERS.has(draft.folded(at + 1)) || draft.folded(at + 1) === 'para';
    if (!family || !ends) continue;
    const agreement = serSubject(draft, lexicon, verb);
    if (!agreement) continue;
    const expected = family[(agreement.gender === 'f' ? 1 : 0) + (agreement.plural ? 2 : 0)]!;
    const words: string[] = [];
    for (let index = verb; index < at; index++) words.push(draft.text(index));
    // Estar in the ser form's tense and person, for the "está bien" alternative.
    const estarForm = sameFormOf(draft.folded(verb), 'ser', 'estar', ['present', 'preterite', 'imperfect'])?.form;
    const estar = `${estarForm} ${draft.folded(at)}`;
    draft.replace(
      verb,
      at + 1,
      [...words, expected],
      `'${draft.lower(at)}' is an adverb (how something is done); after 'ser' use the adjective: '${[...words, expected].join(' ').toLowerCase()}' (or '${estar}', meaning ${draft.folded(at) === 'bien' ? '"fine"' : '"wrong"'}).`,
    );
  }
}

const COMPARATIVE_ADJECTIVES = new Set(['mayor', 'mayores', 'menor', 'menores', 'mejor', 'mejores', 'peor', 'peores']);

function disagreesWithNounAt(draft: Draft, lexicon: Lexicon, index: number, adjective: AdjectiveForm): boolean {
  const noun = index >= 0 && !draft.breakAfter(index) ? lexicon.noun(draft.lower(index)) : undefined;
  if (!noun) return false;
  const gender = adjective.gender === undefined || adjective.gender === noun.entry.gender;
  return !gender || (!noun.entry.invariable && adjective.plural !== noun.plural);
}

/** Words after which a noun stands without a determiner: a verb, a preposition, "y"/"o". */
const BEFORE_BARE_NOUN = new Set(['de', 'con', 'sin', 'para', 'por', 'en', 'y', 'e', 'o']);

/**
 * A noun without a determiner, then an adjective: "cocino comida italiano" → "italiana", "compro libros
 * interesante" → "interesantes". Only after a verb or a preposition, and only a word that is not also a verb form.
 */
function afterBareNouns(draft: Draft, lexicon: Lexicon): void {
  for (let index = 1; index < draft.length - 1; index++) {
    if (draft.breakBefore(index) || draft.isName(index) || determiner(draft.lower(index - 1))) continue;
    const before = draft.lower(index - 1);
    const afterVerb = tensedForms(before).length > 0 || isInfinitive(before);
    // "tengo dos gatos negro": a number is a determiner the determiner rule does not read.
    if (!afterVerb && !BEFORE_BARE_NOUN.has(foldAccents(before)) && !isNumberWord(foldAccents(before))) continue;
    const noun = lexicon.noun(draft.lower(index));
    if (!noun || noun.entry.alsoVerb || presentForms(draft.text(index)).length > 0) continue;
    // "hablo español perfecto": a word that is also an adjective may itself be describing.
    if (lexicon.adjective(draft.lower(index))) continue;
    const adjective = adjectiveAt(draft, lexicon, index + 1);
    if (!adjective || adjective.index !== index + 1 || adjective.form.entry.predicativeOnly) continue;
    // "Es dos años mayor que yo": a comparative after a measure agrees with the subject, not the measure.
    if (COMPARATIVE_ADJECTIVES.has(draft.folded(adjective.index))) continue;
    // "la sopa de pavo casera": after "de", the adjective may describe the noun before it; only when it agrees with
    // neither is it wrong. After "y", a plural may describe both nouns ("libros y literatura divertidos").
    if (foldAccents(before) === 'de' && !disagreesWithNounAt(draft, lexicon, index - 2, adjective.form)) continue;
    if (['y', 'e', 'o'].includes(foldAccents(before)) && adjective.form.plural) continue;
    const plural = noun.entry.invariable ? adjective.form.plural : noun.plural;
    if (languageNameAfter(adjective.form, draft.lower(index))) continue;
    fix(draft, index, adjective, noun.entry.gender, plural, draft.lower(index));
  }
}

export function adjectiveAgreement({ draft, lexicon }: RuleContext): void {
  afterNouns(draft, lexicon);
  afterBareNouns(draft, lexicon);
  afterCopulas(draft, lexicon);
  apocopes(draft, lexicon);
  adverbAfterSer(draft, lexicon);
}
