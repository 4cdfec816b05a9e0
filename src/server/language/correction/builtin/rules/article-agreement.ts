import { foldAccents } from '@/domain/spanish-text';
import { analyze, spanishLexicon } from '@/server/language/spanish';
import { tensedForms } from '@/server/language/correction/builtin/conjugation';
import { clauseAt } from '@/server/language/correction/builtin/clauses';
import type { Draft } from '@/server/language/correction/builtin/draft';
import {
  certainlyNoun,
  verbOfTuAfter,
  isNumberWord,
  determiner,
  determinerFits,
  determinerFor,
  nounAfter,
  quantifier,
  type Determiner,
} from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon, NounForm } from '@/server/language/correction/builtin/lexicon';
import { presentForms } from '@/server/language/correction/builtin/verbs';
import type { RuleContext } from './rule';
import { ruleWords } from './rule-words';

/**
 * Determiner–noun agreement in gender and number ("la problema" → "el problema", "los libro" → "los libros"), and
 * the contractions al and del. The noun's gender comes from the lexicon; when only one of the two words is plural,
 * the learner meant plural, so the other one follows it.
 */

/** Nouns counted as an amount, not in units: after "mucho"/"poco" they stay singular ("mucha gente"). */
const MASS_NOUNS = ruleWords('article-agreement', 'MASS_NOUNS');

/**
 * Nouns said only in the plural, which keep it after 'ningunos/ningunas' ("no tengo ningunas ganas"); every other
 * noun takes 'ningún/ninguna' and the singular ("no tomo ninguna medicina", never "ningunas medicinas").
 */
const PLURAL_ONLY_NOUNS = new Set(['gafas', 'tijeras', 'vacaciones', 'ganas', 'gracias', 'afueras', 'alrededores']);

const isNone = (det: Determiner) => det.kind === 'quantifier' && det.family[0] === 'ningún';

function explain(
  det: Determiner,
  written: string,
  fixedDet: string,
  noun: NounForm,
  nounText: string,
  plural: boolean,
): string {
  const { entry } = noun;
  const phrase = `${fixedDet} ${nounText}`.toLowerCase();
  if (isNone(det) && !plural && (det.plural || noun.plural))
    return `'Ningún' and 'ninguna' go with a singular noun: '${phrase}'.`;
  const fixedIsMasculine = det.family.indexOf(fixedDet) % 2 === 0;
  const genderWrong = det.gender !== undefined && (det.gender === 'm') !== fixedIsMasculine;
  const numberWrong = det.plural !== plural || (!entry.invariable && noun.plural !== plural);
  const gender = entry.gender === 'm' ? 'masculine' : 'feminine';
  // the number the phrase ends in: the noun's plural, the quantifier's plural, or a mass noun's singular
  const number = !plural
    ? `'${entry.singular}' is counted as a mass, so it stays singular`
    : noun.plural
      ? `'${nounText.toLowerCase()}' is plural`
      : `'${written}' is plural, so the noun is too`;
  if (genderWrong && numberWrong && !plural)
    return `'${entry.singular}' is ${gender} and counted as a mass, so singular: '${phrase}'.`;
  if (genderWrong && numberWrong) return `'${entry.singular}' is ${gender}, and ${number}: '${phrase}'.`;
  if (numberWrong) return `${number}: '${phrase}'.`;
  if (entry.takesEl && !plural && fixedIsMasculine)
    return `'${entry.singular}' is feminine, but takes '${fixedDet.split(' ').pop()}' in the singular: '${phrase}'.`;
  if (det.kind === 'contraction')
    return `'${entry.singular}' is ${gender}: '${phrase}' ('${written}' is only for masculine nouns).`;
  return `'${entry.singular}' is ${gender}: '${phrase}'.`;
}

const PREPOSITION_NOUNS = ruleWords('article-agreement', 'PREPOSITION_NOUNS');

/** "gracias a", "frente al": the noun makes a preposition with "a", and "mucho" before it is an adverb. */
function prepositionAfter(draft: Draft, noun: number): boolean {
  const next = noun + 1 < draft.length && !draft.breakBefore(noun + 1) ? draft.folded(noun + 1) : '';
  return PREPOSITION_NOUNS.has(draft.folded(noun)) && (next === 'a' || next === 'al');
}

function alsoAnAdverb(word: string): boolean {
  return spanishLexicon()
    .readingsOf(word)
    .some((reading) => reading.pos === 'adverb');
}

function agree(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length - 1; index++) {
    const written = draft.lower(index);
    const det = determiner(written) ?? quantifier(written);
    if (!det || draft.isName(index)) continue;
    // "Un poco" is 'a bit' and agrees with nothing: "llegué un poco tarde", "un poco de pan".
    if (written === 'poco' && index > 0 && draft.folded(index - 1) === 'un' && !draft.breakBefore(index)) continue;
    // "noventa y un pesos": the number ends in "un", which counts the plural
    if (
      ['un', 'una'].includes(written) &&
      index > 1 &&
      draft.folded(index - 1) === 'y' &&
      isNumberWord(draft.folded(index - 2))
    )
      continue;
    const noun = nounAfter(draft, lexicon, index);
    if (!noun) continue;
    if (det.kind === 'quantifier' && prepositionAfter(draft, noun.index)) continue;
    // "demasiado tarde", "mucho antes": a quantifier before a word that is also an adverb is itself an adverb
    if (det.kind === 'quantifier' && alsoAnAdverb(draft.lower(noun.index))) continue;
    // "la beso" (I kiss her), "los cuento" (I tell them): el/la/los/las may be a pronoun before a verb.
    if (noun.entry.alsoVerb && det.kind === 'article' && !certainlyNoun(draft, index, noun.index)) continue;
    // "tu cocinas muy bien" is the verb of "tú" (homographs.ts accents it); "tus cocinas" would teach a noun
    if (verbOfTuAfter(draft, index, noun)) continue;
    // With a quantifier a plural wins as with an article ("muchos casa" → "muchas casas"), except before a mass
    // noun, which stays singular ("pocos gente" → "poca gente").
    // 'Ningún' takes the singular, whatever the learner wrote ("ningunos problemas" → "ningún problema").
    // A possessive takes the number of the thing owned, not of the owners; learners who write "sus madre", "mis
    // familia" mean one ("su madre", "mi familia"), so there the noun's number wins.
    const owned = det.kind === 'possessive' || det.kind === 'possessiveGendered';
    const plural = isNone(det)
      ? PLURAL_ONLY_NOUNS.has(foldAccents(noun.entry.plural))
      : noun.entry.invariable
        ? det.plural
        : (det.kind === 'quantifier' && MASS_NOUNS.has(foldAccents(noun.entry.singular))) || owned
          ? noun.plural
          : det.plural || noun.plural;
    if (
      determinerFits(det, written, noun.entry.gender, plural, noun.entry.takesEl) &&
      (noun.entry.invariable || noun.plural === plural)
    )
      continue;
    const fixedDet = determinerFor(det, noun.entry.gender, plural, noun.entry.takesEl);
    const nounText =
      noun.plural === plural || noun.entry.invariable
        ? draft.text(noun.index)
        : plural
          ? noun.entry.plural
          : noun.entry.singular;
    const words = [...fixedDet.split(' '), nounText];
    const explanation = explain(det, written, fixedDet, noun, nounText, plural);
    draft.replace(index, noun.index + 1, words, explanation);
    index += words.length - 1;
  }
}

/** "a el parque" → "al parque", "de el libro" → "del libro"; "de él" (of him) is left alone. */
function contract(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length - 2; index++) {
    const preposition = draft.lower(index);
    if ((preposition !== 'a' && preposition !== 'de') || draft.text(index + 1) !== 'el' || draft.breakAfter(index))
      continue;
    const noun = nounAfter(draft, lexicon, index + 1);
    // "a el Zócalo", "de el Prado": a place named by a common noun after a lower-case "el" takes the contraction
    // too; an article that is part of the name is written with its capital ("a El Salvador") and never reaches here,
    // and a person's name ("de el Pedro") wants no article at all, which is not this rule's to say
    const name =
      !noun &&
      !draft.breakAfter(index + 1) &&
      /^\p{Lu}\p{Ll}/u.test(draft.text(index + 2)) &&
      (analyze(draft.lower(index + 2)).tokens[0]?.readings.some((reading) => reading.pos === 'noun') ?? false);
    if (!name && (!noun || noun.plural || (noun.entry.gender === 'f' && !noun.entry.takesEl))) continue;
    const nounAt = noun ? noun.index : index + 2;
    const contracted = preposition === 'a' ? 'al' : 'del';
    const nounText = draft.text(nounAt);
    draft.replace(
      index,
      nounAt + 1,
      [contracted, nounText],
      `'${preposition}' + 'el' contracts to '${contracted}': '${contracted} ${nounText}'.`,
    );
  }
}

/** Body parts, which take the article where English says "my": "me duele la cabeza", "me lavo las manos". */
const BODY_PARTS = ruleWords('article-agreement', 'BODY_PARTS');
const BODY_VERBS = ruleWords('article-agreement', 'BODY_VERBS');
const POSSESSIVE_AFTER_CLITIC: Record<string, string> = {
  me: 'mi',
  te: 'tu',
  se: 'su',
  le: 'su',
  nos: 'nuestro',
  les: 'su',
};

/** "Me duele mi cabeza" → "me duele la cabeza"; "me lavo mis manos" → "me lavo las manos". */
function bodyParts(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 1; verb < draft.length - 2; verb++) {
    const clitic = draft.lower(verb - 1);
    if (!(clitic in POSSESSIVE_AFTER_CLITIC) || draft.breakBefore(verb)) continue;
    const lower = draft.lower(verb);
    const lemmas = new Set([
      ...tensedForms(lower).map((form) => form.lemma),
      ...presentForms(lower).map((form) => form.lemma),
    ]);
    if (![...lemmas].some((lemma) => BODY_VERBS.has(lemma))) continue;
    if (draft.breakAfter(verb)) continue;
    // The first body part, then each one joined to it: "me duele mi cabeza y también mi estómago".
    let possessive = verb + 1;
    for (;;) {
      const end = bodyPartWithArticle(draft, lexicon, possessive);
      if (end === undefined) break;
      possessive = end;
      while (possessive < draft.length && !draft.breakBefore(possessive) && JOINING.has(draft.lower(possessive))) {
        possessive++;
      }
      if (possessive === end || possessive >= draft.length || draft.breakBefore(possessive)) break;
    }
  }
}

/** The clitic and possessives of the person a yo, tú or nosotros form speaks for. */
const OWN_BY_PERSON: Partial<Record<number, { clitic: string; possessives: readonly string[] }>> = {
  0: { clitic: 'me', possessives: ['mi', 'mis'] },
  1: { clitic: 'te', possessives: ['tu', 'tus'] },
  3: { clitic: 'nos', possessives: ['nuestro', 'nuestra', 'nuestros', 'nuestras'] },
};

/**
 * "Yo cepillo mis dientes" → "me cepillo los dientes": a verb done to your own body takes its pronoun, and the body
 * part the article. Only where the possessive is the verb's own person ("cepillo sus dientes" may be a child's).
 */
function ownBodyPart(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 0; verb < draft.length - 2; verb++) {
    if (
      draft.breakAfter(verb) ||
      (verb > 0 && !draft.breakBefore(verb) && draft.lower(verb - 1) in POSSESSIVE_AFTER_CLITIC)
    )
      continue;
    // any tense: "rompí mi brazo" as "lavo mis manos"; "rompimos" is present or past, but one person
    const exact = tensedForms(draft.lower(verb), true);
    const forms = (exact.length > 0 ? exact : tensedForms(draft.lower(verb))).filter(
      (form) => BODY_VERBS.has(form.lemma) && form.lemma !== 'doler',
    );
    if (new Set(forms.map(({ lemma, person }) => `${lemma} ${person}`)).size !== 1) continue;
    const own = OWN_BY_PERSON[forms[0]!.person];
    if (!own || !own.possessives.includes(draft.lower(verb + 1))) continue;
    const noun = nounAfter(draft, lexicon, verb + 1);
    if (!noun || !BODY_PARTS.has(foldAccents(noun.entry.singular))) continue;
    const article = determinerFor(determiner('el')!, noun.entry.gender, noun.plural, noun.entry.takesEl);
    const written = draft.text(verb);
    const capitalised = /^\p{Lu}/u.test(written) && (verb === 0 || draft.breakBefore(verb));
    const clitic = capitalised ? own.clitic[0]!.toUpperCase() + own.clitic.slice(1) : own.clitic;
    draft.replace(
      verb,
      verb + 2,
      [clitic, capitalised ? written.toLowerCase() : written, article],
      `Done to your own body, the verb takes its pronoun and the body part the article: '${own.clitic} ${draft.lower(verb)} ${article} ${draft.lower(noun.index)}'.`,
    );
  }
}

/** What stands between a verb and the infinitive it leads to: "voy a", "tengo que". */
const BEFORE_INFINITIVE = new Set(['a', 'que', 'de']);

/**
 * "Quiero cortar mi pelo" → "quiero cortarme el pelo": an infinitive done to the body of the person of the verb before
 * it takes that person's pronoun, and the body part the article ("voy a lavar mis manos" → "lavarme las manos").
 */
function ownBodyPartInfinitive(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 1; verb < draft.length - 2; verb++) {
    const infinitive = draft.lower(verb);
    if (draft.breakBefore(verb) || draft.breakAfter(verb) || !/(?:ar|er|ir)$/u.test(infinitive)) continue;
    if (!BODY_VERBS.has(infinitive) || infinitive === 'doler') continue;
    const lead = BEFORE_INFINITIVE.has(draft.lower(verb - 1)) && !draft.breakBefore(verb - 1) ? verb - 2 : verb - 1;
    if (lead < 0) continue;
    const persons = new Set(tensedForms(draft.lower(lead)).map((form) => form.person));
    const [person] = persons;
    const own = persons.size === 1 ? OWN_BY_PERSON[person!] : undefined;
    if (!own || !own.possessives.includes(draft.lower(verb + 1))) continue;
    const noun = nounAfter(draft, lexicon, verb + 1);
    if (!noun || !BODY_PARTS.has(foldAccents(noun.entry.singular))) continue;
    const article = determinerFor(determiner('el')!, noun.entry.gender, noun.plural, noun.entry.takesEl);
    const joined = `${draft.text(verb)}${own.clitic}`;
    draft.replace(
      verb,
      verb + 2,
      [joined, article],
      `Done to your own body, the verb takes its pronoun and the body part the article: '${joined} ${article} ${draft.lower(noun.index)}'.`,
    );
  }
}

/** Words that join a second body part to the first. */
const JOINING = new Set(['y', 'e', 'o', 'ni', 'también', 'tambien']);

/** A possessive before a body part at `possessive`, made the article; answers the index after the noun. */
function bodyPartWithArticle(draft: Draft, lexicon: Lexicon, possessive: number): number | undefined {
  const det = determiner(draft.lower(possessive));
  if (!det || (det.kind !== 'possessive' && det.kind !== 'possessiveGendered')) return undefined;
  const noun = nounAfter(draft, lexicon, possessive);
  if (!noun || !BODY_PARTS.has(foldAccents(noun.entry.singular))) return undefined;
  const article = determinerFor(determiner('el')!, noun.entry.gender, noun.plural, noun.entry.takesEl);
  draft.replace(
    possessive,
    possessive + 1,
    [article],
    `With a body part, the pronoun already says whose it is: '${article} ${draft.lower(noun.index)}'.`,
  );
  return noun.index + 1;
}

/** After the bare profession: the clause's end, a place, a field, a time ("soy profesor de historia en Lima"). */
const AFTER_PROFESSION = new Set(['en', 'de', 'y', 'e', 'desde', 'aqui', 'alli', 'pero', 'ahora', 'tambien']);

/**
 * "Soy un ingeniero" → "soy ingeniero", "trabajo como una enfermera" → "como enfermera": saying what someone does,
 * Spanish leaves out the article. It stays with a description ("es un médico muy bueno", "un buen médico") and
 * before a relative clause ("es una profesora que …"): those say which one, not what they do.
 */
function professionArticle(draft: Draft, lexicon: Lexicon): void {
  for (let index = 1; index < draft.length - 1; index++) {
    const article = draft.lower(index);
    if ((article !== 'un' && article !== 'una') || draft.breakBefore(index) || draft.breakAfter(index)) continue;
    const before = draft.folded(index - 1);
    // "Trabajo como", "experiencia como": as what; "habla como un ingeniero" (like one) keeps it.
    const asWork =
      before === 'como' &&
      index >= 2 &&
      !draft.breakBefore(index - 1) &&
      (draft.folded(index - 2) === 'experiencia' ||
        tensedForms(draft.lower(index - 2)).some((form) => form.lemma === 'trabajar'));
    const isSer = tensedForms(draft.lower(index - 1)).some((form) => form.lemma === 'ser');
    if (!isSer && !asWork && !wantsToBe(draft, index - 1)) continue;
    const noun = index + 1;
    if (!saysWhatSomeoneDoes(draft, lexicon, noun)) continue;
    draft.replace(
      index,
      noun + 1,
      [draft.text(noun)],
      `Saying what someone does, a profession takes no article: '${draft.lower(index - 1)} ${draft.lower(noun)}'.`,
    );
  }
}
const RELATIVES = new Set(['que', 'quien', 'donde']);

/** Verbs of a wanted or planned self before "ser": "quiero ser (un) médico", "me gustaría ser", "voy a ser". */
const WANTING_TO_BE = ruleWords('article-agreement', 'WANTING_TO_BE');

/**
 * "Quiero ser un ingeniero" → "ser ingeniero": the infinitive after a verb of wanting says what someone wants to do
 * for a living. Not after "puede ser un policía" (it may be one: who someone is).
 */
function wantsToBe(draft: Draft, ser: number): boolean {
  if (draft.folded(ser) !== 'ser' || ser < 1 || draft.breakBefore(ser)) return false;
  const lemmasAt = (at: number) =>
    at >= 0 && !draft.breakAfter(at)
      ? (analyze(draft.lower(at)).tokens[0]?.readings ?? [])
          .filter((reading) => reading.pos === 'verb')
          .map((reading) => reading.lemma)
      : [];
  const wants = (at: number) =>
    lemmasAt(at).some((lemma) => WANTING_TO_BE.has(lemma)) || WANTING_TO_BE.has(draft.folded(at));
  // "voy a ser", "quiero llegar a ser"
  if (draft.folded(ser - 1) === 'a') return lemmasAt(ser - 2).includes('ir') || wants(ser - 2);
  return wants(ser - 1);
}

/**
 * Whether the noun at `noun` is a profession said bare, as what someone does: the clause ends after it or goes on
 * with a place, a field or a time, not with a description or a relative clause (see professionArticle).
 */
export function saysWhatSomeoneDoes(draft: Draft, lexicon: Lexicon, noun: number): boolean {
  if (!lexicon.isProfession(draft.folded(noun))) return false;
  return endsBare(draft, lexicon, noun);
}

function isNoun(draft: Draft, lexicon: Lexicon, index: number): boolean {
  if (lexicon.isProfession(draft.folded(index)) || lexicon.noun(draft.lower(index))) return true;
  return analyze(draft.lower(index)).tokens[0]?.readings.some((reading) => reading.pos === 'noun') ?? false;
}

/** Whether the words after a profession (or a noun coordinated with one) leave it bare: see saysWhatSomeoneDoes. */
function endsBare(draft: Draft, lexicon: Lexicon, noun: number): boolean {
  const { end } = clauseAt(draft, noun);
  const next = noun + 1 < end ? draft.folded(noun + 1) : '';
  // "es una actriz de las películas de…", "un estudiante en la universidad de…": a phrase with its own determiner
  // says which one, and the article is right
  // ("trabajo como ingeniero en una empresa" stays bare: working as one)
  const which =
    draft.folded(noun - 2) !== 'como' &&
    ['de', 'en', 'desde'].includes(next) &&
    noun + 2 < end &&
    determiner(draft.lower(noun + 2)) !== undefined;
  // "una cantante y compositora llamada…", "una actriz y cantante estadounidense": the second profession's words
  // after it decide for both
  // ("Soy profesora y pienso que…": a word that may be a verb there opens a clause, no second noun)
  if (['y', 'e'].includes(next) && noun + 2 < end && coordinatedNoun(draft, lexicon, noun + 2))
    return endsBare(draft, lexicon, noun + 2);
  return (next === '' || AFTER_PROFESSION.has(next)) && !which && !relativeOf(draft, noun, end);
}

/** A noun joined to a profession by "y": another profession, or a noun that cannot be a verb of a clause of its own. */
function coordinatedNoun(draft: Draft, lexicon: Lexicon, index: number): boolean {
  return lexicon.isProfession(draft.folded(index)) || (isNoun(draft, lexicon, index) && !mayBeFinite(draft, index));
}

/** Whether the word may be a finite verb; a capitalised word inside the sentence is a name ("de Quito", no "quitar"). */
function mayBeFinite(draft: Draft, index: number, only = false): boolean {
  if (index > 0 && /^\p{Lu}/u.test(draft.text(index))) return false;
  const readings = analyze(draft.lower(index)).tokens[0]?.readings ?? [];
  const finite = (reading: (typeof readings)[number]) => reading.pos === 'verb' && reading.person !== undefined;
  return only ? readings.length > 0 && readings.every(finite) : readings.some(finite);
}

/**
 * Whether a relative clause describes the noun ("un profesor de inglés que vive aquí"): a "que" of a verb after it
 * ("Soy profesor y tengo que hablar mucho", "y creo que…") opens that verb's complement, not a description.
 */
function relativeOf(draft: Draft, noun: number, end: number): boolean {
  for (let index = noun + 1; index < end; index++) {
    if (RELATIVES.has(draft.folded(index))) return true;
    // a verb, or a word that may be one right after "y" ("y pienso que"), opens a clause of its own
    const afterJoiner = ['y', 'e', 'pero'].includes(draft.folded(index - 1));
    if (mayBeFinite(draft, index, !afterJoiner)) return false;
  }
  return false;
}

/**
 * "Uno kilo" → "un kilo", "uno manzana" → "una manzana": before a noun 'uno' drops its -o, and agrees with a feminine
 * one. A plural or an adjective after it is something else ("uno de ellos", "uno grande").
 */
function oneBeforeNoun(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length - 1; index++) {
    if (draft.folded(index) !== 'uno' || draft.breakAfter(index)) continue;
    const noun = lexicon.noun(draft.lower(index + 1));
    if (!noun || noun.plural || lexicon.adjective(draft.lower(index + 1)) || draft.isName(index + 1)) continue;
    // "Uno espera", "uno cena tarde": 'uno' is also 'one' as a subject, before a noun that is also a verb.
    if (noun.entry.alsoVerb) continue;
    const one = noun.entry.gender === 'f' && !noun.entry.takesEl ? 'una' : 'un';
    draft.replace(
      index,
      index + 2,
      [one, draft.text(index + 1)],
      one === 'una'
        ? `'${draft.lower(index + 1)}' is feminine: 'una ${draft.lower(index + 1)}'.`
        : `Before a masculine noun, 'uno' drops its -o: 'un ${draft.lower(index + 1)}'.`,
    );
  }
}

/** "Los fines de semanas" → "los fines de semana": the weekend keeps 'semana' singular, however many there are. */
function weekend(draft: Draft): void {
  for (let index = 0; index < draft.length - 2; index++) {
    if (!['fin', 'fines'].includes(draft.folded(index)) || draft.folded(index + 1) !== 'de') continue;
    if (draft.folded(index + 2) !== 'semanas' || draft.breakAfter(index) || draft.breakAfter(index + 1)) continue;
    draft.replace(
      index + 2,
      index + 3,
      ['semana'],
      `'Fin de semana' keeps 'semana' singular: '${draft.lower(index)} de semana'.`,
    );
  }
}

/** "todo" in set phrases where it is no quantifier of the noun phrase after it: "sobre todo la música". */
const TODO_IDIOM_BEFORE = new Set(['del', 'sobre', 'ante', 'de']);
const ALL_FORMS = ['todo', 'toda', 'todos', 'todas'] as const;

/**
 * "todo los días" → "todos los días": 'todo' before a determiner takes its gender and number (from the noun when
 * the determiner shows no gender: "toda mi familia").
 */
function allOfTheNoun(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length - 1; index++) {
    const written = draft.folded(index);
    if (!(ALL_FORMS as readonly string[]).includes(written) || draft.breakAfter(index)) continue;
    if (index > 0 && !draft.breakBefore(index) && TODO_IDIOM_BEFORE.has(draft.folded(index - 1))) continue;
    const det = determiner(draft.lower(index + 1));
    if (!det || !['article', 'possessive', 'possessiveGendered', 'demonstrative'].includes(det.kind)) continue;
    // a noun the determiner agrees with: "todos la sorprendimos" has a pronoun, "todos el amigos" a wrong article
    const noun = nounAfter(draft, lexicon, index + 1);
    const { entry } = noun ?? {};
    if (!noun || !entry || !determinerFits(det, draft.lower(index + 1), entry.gender, noun.plural, entry.takesEl))
      continue;
    const agreeing = ALL_FORMS[(entry.gender === 'm' ? 0 : 1) + (det.plural ? 2 : 0)]!;
    if (agreeing === written) continue;
    const phrase = `${agreeing} ${draft.lower(index + 1)} ${draft.lower(index + 2)}`;
    draft.replace(index, index + 1, [agreeing], `'Todo' agrees with the noun phrase after it: '${phrase}'.`);
  }
}

export function articleAgreement({ draft, lexicon }: RuleContext): void {
  weekend(draft);
  allOfTheNoun(draft, lexicon);
  oneBeforeNoun(draft, lexicon);
  agree(draft, lexicon);
  contract(draft, lexicon);
  bodyParts(draft, lexicon);
  ownBodyPart(draft, lexicon);
  ownBodyPartInfinitive(draft, lexicon);
  professionArticle(draft, lexicon);
}
