import { quotePhrase } from '@/server/language/correction/builtin/clauses';
import type { Draft } from '@/server/language/correction/builtin/draft';
import {
  PREVERBAL_ADVERBS,
  determiner,
  determinerFor,
  nounAfter,
  numberLength,
  SUBJECT_PRONOUNS,
  subjectBefore,
} from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import {
  conjugate,
  isInfinitive,
  presentForms,
  type Person,
  type VerbForm,
} from '@/server/language/correction/builtin/verbs';
import { tensedForms } from '@/server/language/correction/builtin/conjugation';
import type { RuleContext } from './rule';
import { ruleWords } from './rule-words';
import { spanishLexicon } from '@/server/language/spanish';
import { knownAccentVariants } from '@/server/language/correction/builtin/mechanisms/accents';
import { isMonthOrDay } from '@/server/language/correction/builtin/mechanisms/lowercase';

/**
 * Gustar and the verbs built like it (encantar, interesar, molestar, importar, fascinar, doler): the person who
 * likes is an indirect object ("me", "a él le") and the verb agrees with what is liked ("me gustan los perros").
 */

const LIKE_VERBS = ruleWords('gustar-rules', 'LIKE_VERBS');
/**
 * Verbs that agree with what follows only after an indirect-object clitic ("me faltan dos libros", "nos quedan tres
 * días"); with a subject they have other, correct uses ("yo falto a clase", "ella se queda"), so the rules that
 * move the person to "me"/"a él le" leave them alone.
 */
const CLITIC_ONLY_VERBS = ruleWords('gustar-rules', 'CLITIC_ONLY_VERBS');
const CLITIC_OF: readonly string[] = ['me', 'te', 'le', 'nos', 'os', 'les'];
const ADVERBS_AFTER = ruleWords('gustar-rules', 'ADVERBS_AFTER');
/** "Me gusta los domingos ir al cine": a time phrase, not what is liked. */
const TIME_NOUNS = ruleWords('gustar-rules', 'TIME_NOUNS');
const ACCENTED = /[áéíóú]/;

/** The third-person forms of those verbs (the present-tense table of verbs.ts does not hold them). */
const CLITIC_ONLY_FORMS: Record<string, VerbForm> = {
  falta: { lemma: 'faltar', person: 2 },
  faltan: { lemma: 'faltar', person: 5 },
  queda: { lemma: 'quedar', person: 2 },
  quedan: { lemma: 'quedar', person: 5 },
};

function thirdPerson(lemma: string, person: Person): string {
  return CLITIC_ONLY_VERBS.has(lemma) ? lemma.replace(/ar$/, person === 5 ? 'an' : 'a') : conjugate(lemma, person);
}

function likeVerb(draft: Draft, index: number, lemmas: ReadonlySet<string> = LIKE_VERBS): VerbForm | undefined {
  const written = draft.lower(index);
  const cliticOnly = CLITIC_ONLY_FORMS[written];
  if (cliticOnly) return lemmas.has(cliticOnly.lemma) ? cliticOnly : undefined;
  return presentForms(written).find(
    (form) => lemmas.has(form.lemma) && (!ACCENTED.test(written) || conjugate(form.lemma, form.person) === written),
  );
}

/**
 * A gustar-type verb in the third person of any tense ("le gustaba", "les encantó", "le guste"), for the rules that
 * add what is missing around the verb and leave the verb as written.
 */
function likeVerbAnyTense(draft: Draft, index: number): VerbForm | undefined {
  const present = likeVerb(draft, index);
  if (present) return present;
  const form = tensedForms(draft.lower(index), true).find(
    (candidate) => LIKE_VERBS.has(candidate.lemma) && (candidate.person === 2 || candidate.person === 5),
  );
  return form && { lemma: form.lemma, person: form.person };
}

const AGREEING_VERBS = new Set([...LIKE_VERBS, ...CLITIC_ONLY_VERBS]);

interface Liked {
  plural: boolean;
  infinitive: boolean;
  /** "y" or "e" joins something else to it ("el café y el té"). */
  coordinated: boolean;
  /** One past its last word. */
  end: number;
  phrase: string;
}

/** A noun without a determiner ("me gustan perros"). */
function bareNoun(draft: Draft, lexicon: Lexicon, index: number) {
  const noun = draft.isName(index) ? undefined : lexicon.noun(draft.lower(index));
  return noun ? { index, ...noun } : undefined;
}

/** Words that count a plural noun ("dos libros", "muchas cosas"): how many words they take, or 0. */
const QUANTIFIERS = ruleWords('gustar-rules', 'QUANTIFIERS');
function countBefore(draft: Draft, index: number): number {
  if (QUANTIFIERS.has(draft.folded(index))) return 1;
  const digits = numberLength(draft, index);
  // "un" and "una" are one, and singular.
  return digits > 0 && !['un', 'una', 'uno'].includes(draft.folded(index)) ? digits : 0;
}

/** What is liked, right after the verb (past one adverb such as "mucho"); undefined when it is unclear. */
function likedAfter(draft: Draft, lexicon: Lexicon, verb: number): Liked | undefined {
  let start = verb + 1;
  if (start < draft.length && !draft.breakBefore(start) && ADVERBS_AFTER.has(draft.folded(start))) start++;
  if (start >= draft.length || draft.breakBefore(start)) return undefined;
  // "todas las islas": "todos"/"todas" before a determiner belongs to the noun phrase, which is plural
  const all = ['todos', 'todas'].includes(draft.folded(start)) && determiner(draft.lower(start + 1)) !== undefined;
  const first = start;
  if (all) start++;
  let end: number;
  let plural: boolean;
  const infinitive = isInfinitive(draft.text(start));
  if (infinitive) {
    end = start + 1;
    plural = false;
  } else {
    const det = determiner(draft.lower(start));
    const counted = det ? 0 : countBefore(draft, start);
    const noun = det
      ? nounAfter(draft, lexicon, start)
      : counted > 0
        ? bareNoun(draft, lexicon, start + counted)
        : bareNoun(draft, lexicon, start);
    if (counted > 0 && noun && !noun.plural) return undefined;
    // A counted time ("nos quedan tres días") is what is left, not when.
    if (!noun || (TIME_NOUNS.has(draft.folded(noun.index)) && counted === 0)) return undefined;
    end = noun.index + 1;
    plural = (det?.plural ?? false) || noun.plural;
  }
  let coordinated = false;
  for (let index = end; index < draft.length && !draft.breakBefore(index); index++) {
    const folded = draft.folded(index);
    if (folded === 'y' || folded === 'e') coordinated = true;
    // "me gusta los domingos ir al cine": the infinitive is what is liked.
    if (!infinitive && isInfinitive(draft.text(index))) return undefined;
  }
  if (all && !plural) return undefined;
  const words: string[] = [];
  for (let index = first; index < end; index++) words.push(draft.lower(index));
  return { plural, infinitive, coordinated, end, phrase: words.join(' ') };
}

function wordsBetween(draft: Draft, from: number, to: number): string[] {
  const words: string[] = [];
  for (let index = from; index < to; index++) words.push(draft.text(index));
  return words;
}

/** Persons who may stand before "y yo" as the first half of a subject: "tú y yo", "ella y yo". */
const PARTNER_PRONOUNS = ruleWords('gustar-rules', 'PARTNER_PRONOUNS');
/** Words that open a sentence before "y yo" without being a person: "Pues y yo voy", "Claro y yo también". */
const OPENING_WORDS = ruleWords('gustar-rules', 'OPENING_WORDS');

/**
 * Where "… y yo" opening the clause starts: a name, a pronoun, or a determiner and a noun ("mi hermano y yo");
 * -1 when the words before "y" are anything else (then "y" may join two clauses: "ella cocina y yo limpio").
 */
function compoundStart(draft: Draft, lexicon: Lexicon, and: number): number {
  const first = and - 1;
  if (first < 0 || draft.breakBefore(and)) return -1;
  const opens = (index: number) => index === 0 || draft.breakBefore(index);
  // A capital opening the sentence may be a name ("Ana y yo") or a word ("Bueno y yo…"): only an unknown word counts.
  const unknownWord =
    /^\p{Lu}/u.test(draft.text(first)) &&
    !OPENING_WORDS.has(draft.folded(first)) &&
    !PREVERBAL_ADVERBS.has(draft.folded(first)) &&
    !lexicon.adjective(draft.lower(first)) &&
    !lexicon.noun(draft.lower(first)) &&
    presentForms(draft.lower(first)).length === 0;
  if (opens(first) && (draft.isName(first) || unknownWord || PARTNER_PRONOUNS.has(draft.folded(first)))) return first;
  const det = first - 1;
  if (det >= 0 && opens(det) && determiner(draft.lower(det)) && lexicon.noun(draft.lower(first))) return det;
  return -1;
}

/**
 * The subject pronoun before a verb, also after "y" or "pero" opening a second clause ("me llamo Ana y yo gusta
 * leer"), but not in a subject of two ("mi hermano y yo", whose verb is plural and whose "a" form differs).
 */
function pronounSubject(draft: Draft, lexicon: Lexicon, verb: number) {
  const subject = subjectBefore(draft, verb);
  if (subject) return subject;
  let index = verb - 1;
  while (index > 0 && draft.folded(index) === 'no' && !draft.breakBefore(index + 1)) index--;
  const pronoun = SUBJECT_PRONOUNS.get(draft.lower(index));
  if (!pronoun || index < 1 || draft.breakBefore(index) || draft.breakBefore(index + 1)) return undefined;
  const joiner = draft.folded(index - 1);
  if (joiner !== 'pero' && (!['y', 'e'].includes(joiner) || compoundStart(draft, lexicon, index - 1) >= 0))
    return undefined;
  return { index, pronoun };
}

/** "yo gusto el café" → "me gusta el café"; "ella gusta los perros" → "a ella le gustan los perros". */
function personAsSubject(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 1; verb < draft.length; verb++) {
    const form = likeVerb(draft, verb);
    const subject = form && pronounSubject(draft, lexicon, verb);
    if (!form || !subject) continue;
    const between = wordsBetween(draft, subject.index + 1, verb);
    if (between.some((word) => word.toLowerCase() !== 'no')) continue;
    const liked = likedAfter(draft, lexicon, verb);
    if (!liked) continue;
    const person = subject.pronoun.person;
    const verbForm = conjugate(form.lemma, liked.plural ? 5 : 2);
    const pronoun = draft.lower(subject.index);
    const core = [...between.map((word) => word.toLowerCase()), CLITIC_OF[person]!, verbForm];
    const words = person === 2 || person === 5 ? ['a', pronoun, ...core] : core;
    const phrase = `${words.join(' ')} ${liked.phrase}`;
    draft.replace(
      subject.index,
      verb + 1,
      words,
      `With ${form.lemma}, the thing liked is the subject and the person is '${CLITIC_OF[person]}': '${phrase}'.`,
    );
  }
}

function clauseHasA(draft: Draft, from: number): boolean {
  for (let index = from; index < draft.length && !draft.breakBefore(index); index++)
    if (draft.folded(index) === 'a') return true;
  return false;
}

/** "yo me gusta" → "me gusta"; "él le gusta" → "a él le gusta". */
function pronounWithClitic(draft: Draft): void {
  for (let verb = 2; verb < draft.length; verb++) {
    const form = likeVerb(draft, verb);
    if (!form || (form.person !== 2 && form.person !== 5)) continue;
    const subject = subjectBefore(draft, verb);
    if (!subject) continue;
    const between = wordsBetween(draft, subject.index + 1, verb).map((word) => word.toLowerCase());
    const clitic = between[between.length - 1];
    const person = subject.pronoun.person;
    if (clitic !== CLITIC_OF[person] || between.slice(0, -1).some((word) => word !== 'no')) continue;
    const rest = wordsBetween(draft, subject.index + 1, verb + 1);
    const pronoun = draft.lower(subject.index);
    if (person === 2 || person === 5) {
      // "él le gusta a ella" (she likes him) is correct: there the pronoun is the subject.
      if (clauseHasA(draft, verb + 1)) continue;
      draft.replace(
        subject.index,
        verb + 1,
        ['a', pronoun, ...rest],
        `With ${form.lemma}, the person takes 'a': '${['a', pronoun, ...rest].join(' ').toLowerCase()}'.`,
      );
    } else {
      draft.replace(
        subject.index,
        verb + 1,
        rest,
        `With ${form.lemma}, '${pronoun}' is not the subject: say '${rest.join(' ').toLowerCase()}' (or 'a ${person === 0 ? 'mí' : person === 1 ? 'ti' : pronoun} ${rest.join(' ').toLowerCase()}').`,
      );
    }
  }
}

/** "me gusta los perros" → "me gustan"; "me gustan el café" → "me gusta". */
function verbNumber(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 1; verb < draft.length; verb++) {
    const form = likeVerb(draft, verb, AGREEING_VERBS);
    if (!form || (form.person !== 2 && form.person !== 5) || draft.breakBefore(verb)) continue;
    if (!CLITIC_OF.includes(draft.lower(verb - 1))) continue;
    const liked = likedAfter(draft, lexicon, verb);
    if (!liked) continue;
    const wanted: Person = liked.plural ? 5 : 2;
    if (form.person === wanted || (!liked.plural && !liked.infinitive && liked.coordinated)) continue;
    const expected = thirdPerson(form.lemma, wanted);
    const words = [draft.text(verb - 1), expected, ...wordsBetween(draft, verb + 1, liked.end)];
    const phrase = words.join(' ').toLowerCase();
    const why = liked.infinitive
      ? `After ${form.lemma}, a verb counts as singular: '${phrase}'.`
      : `'${liked.phrase}' is ${liked.plural ? 'plural' : 'singular'}, so the verb is '${expected}': '${phrase}'.`;
    draft.replace(verb - 1, liked.end, words, why);
  }
}

/**
 * A name: capitalised inside the sentence, or opening it as a word the lexicon knows only as a name or not at all
 * ("Jungkook le gusta…"; "Ella", "Mañana" are words).
 */
function nameAt(draft: Draft, index: number): boolean {
  if (draft.isName(index)) return true;
  if (!draft.capitalised(index) || index !== 0) return false;
  const lexicon = spanishLexicon();
  // "Tambien" is "también" without its accent, not a name
  if (knownAccentVariants(draft.text(index)).length > 0) return false;
  return [draft.text(index), draft.lower(index)].every((word) =>
    lexicon.readingsOf(word).every((reading) => reading.pos === 'proper-noun'),
  );
}

/**
 * "Mi hermano le gusta el fútbol" → "A mi hermano le gusta": a person opening the clause before "le"/"les" and a
 * gustar-type verb is who likes, so it takes "a" ("el niño" → "al niño"). The clitic must match the person's number.
 */
function personWithoutA(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 2; verb < draft.length; verb++) {
    const form = likeVerbAnyTense(draft, verb);
    if (!form || (form.person !== 2 && form.person !== 5)) continue;
    const clitic = verb - 1;
    // "Mi hermano no me gusta el fútbol": 'me' or 'te' for the third person is the learner's slip too.
    if (draft.breakBefore(verb) || !['le', 'les', 'me', 'te'].includes(draft.lower(clitic))) continue;
    const slippedClitic = draft.lower(clitic) === 'me' || draft.lower(clitic) === 'te';
    // The word after the person: the clitic, or "no" before it.
    let afterPerson = clitic;
    if (draft.folded(clitic - 1) === 'no' && !draft.breakBefore(clitic)) afterPerson--;
    const start = afterPerson - 1;
    if (start < 0 || draft.breakBefore(afterPerson)) continue;
    let first: number;
    let plural: boolean;
    // a name opening the sentence only before "le"/"les": "Tambien me gusta" is no one's name
    if (nameAt(draft, start) && (draft.isName(start) || !slippedClitic)) {
      // "Blake Lively le gusta…": the whole name
      first = start;
      // (never past a lone "a", which a name may already have: "que a Ana le…")
      while (first > 0 && !draft.breakBefore(first) && nameAt(draft, first - 1) && draft.folded(first - 1) !== 'a')
        first--;
      plural = false;
      if (first > 0 && !draft.breakBefore(first) && draft.folded(first - 1) === 'y') continue;
    } else {
      const noun = lexicon.noun(draft.lower(start));
      first = start - 1;
      if (!noun?.entry.person || first < 0 || draft.breakBefore(start)) continue;
      const det = determiner(draft.lower(first));
      if (!det || det.kind === 'contraction') continue;
      plural = noun.plural;
    }
    if (!slippedClitic && plural !== (draft.lower(clitic) === 'les')) continue;
    // "Juan le gusta María" could be either way round; only a thing or an activity liked leaves one reading.
    const liked = likedAfter(draft, lexicon, verb);
    if (!liked || (!liked.infinitive && likedIsPerson(draft, lexicon, verb))) continue;
    // The clause must open with it ("A mi hermano…" is already right; "que mi hermano le…" opens a clause too).
    const before = first > 0 && !draft.breakBefore(first) ? draft.folded(first - 1) : '';
    if (before !== '' && before !== 'que' && before !== 'y' && before !== 'pero') continue;
    const words: string[] = [];
    for (let index = first; index <= verb; index++) {
      if (index === clitic && slippedClitic) words.push(plural ? 'les' : 'le');
      else words.push(index === first && !nameAt(draft, index) ? draft.lower(index) : draft.text(index));
    }
    const lead = draft.lower(first) === 'el' ? ['al', ...words.slice(1)] : ['a', ...words];
    const phrase = quotePhrase(lead);
    const pronoun = slippedClitic ? ` and the pronoun '${plural ? 'les' : 'le'}'` : '';
    const why = `With ${form.lemma}, the person who likes takes 'a'${pronoun}: '${phrase}'.`;
    // the first word replaced lends its case to the new "a": inside a sentence, start from the word before the name
    // ("que a Ana le gusta", not "que A Ana")
    if (before === '') draft.replace(first, verb + 1, lead, why);
    else draft.replace(first - 1, verb + 1, [draft.text(first - 1), ...lead], why);
  }
}

/**
 * "Mi padre gusta el golf" → "a mi padre le gusta el golf": a person opening the clause right before a gustar-type
 * verb, with no pronoun, is who likes; the verb agrees with what is liked. Only a thing or an activity liked.
 */
function personNounAsSubject(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 1; verb < draft.length; verb++) {
    const form = likeVerb(draft, verb);
    if (!form || draft.breakBefore(verb)) continue;
    let first: number;
    let plural: boolean;
    if (draft.isName(verb - 1)) {
      first = verb - 1;
      plural = false;
    } else {
      const noun = lexicon.noun(draft.lower(verb - 1));
      first = verb - 2;
      if (!noun?.entry.person || first < 0 || draft.breakBefore(verb - 1)) continue;
      const det = determiner(draft.lower(first));
      if (!det || det.kind === 'contraction') continue;
      plural = noun.plural;
    }
    // The clause opens with the person ("y mi padre gusta…" too); "a mi padre gusta" is missingClitic's.
    const before = first > 0 && !draft.breakBefore(first) ? draft.folded(first - 1) : '';
    if (before !== '' && before !== 'y' && before !== 'pero') continue;
    const liked = likedAfter(draft, lexicon, verb);
    if (!liked || (!liked.infinitive && likedIsPerson(draft, lexicon, verb))) continue;
    const verbForm = conjugate(form.lemma, liked.plural && !liked.infinitive ? 5 : 2);
    const person: string[] = [];
    for (let index = first; index < verb; index++)
      person.push(index === first && !draft.isName(index) ? draft.lower(index) : draft.text(index));
    const lead = draft.lower(first) === 'el' ? ['al', ...person.slice(1)] : ['a', ...person];
    const words = [...lead, plural ? 'les' : 'le', verbForm];
    draft.replace(
      first,
      verb + 1,
      words,
      `With ${form.lemma}, the thing liked is the subject and the person takes 'a' and '${plural ? 'les' : 'le'}': '${quotePhrase(words)} ${liked.phrase}'.`,
    );
  }
}

/** Whether a person (a name or a person noun) follows the verb in its clause. */
function likedIsPerson(draft: Draft, lexicon: Lexicon, verb: number): boolean {
  for (let index = verb + 1; index < draft.length && !draft.breakBefore(index); index++)
    if (draft.isName(index) || lexicon.noun(draft.lower(index))?.entry.person) return true;
  return false;
}

const CLITIC_AFTER_A: Record<string, string> = {
  mi: 'me',
  ti: 'te',
  el: 'le',
  ella: 'le',
  usted: 'le',
  nosotros: 'nos',
  nosotras: 'nos',
  vosotros: 'os',
  vosotras: 'os',
  ellos: 'les',
  ellas: 'les',
  ustedes: 'les',
};

/** "A mi padre gusta el vino" → "a mi padre le gusta": the clitic is needed even with "a …". */
function missingClitic(draft: Draft, lexicon: Lexicon): void {
  for (let a = 0; a < draft.length - 2; a++) {
    if (draft.folded(a) !== 'a' || !(a === 0 || draft.breakBefore(a)) || draft.breakAfter(a)) continue;
    let verb: number;
    let clitic: string | undefined;
    const pronoun = CLITIC_AFTER_A[draft.folded(a + 1)];
    // "a mi padre" (mi + noun) is not "a mí".
    if (pronoun && !(draft.lower(a + 1) === 'mi' && lexicon.noun(draft.lower(a + 2)))) {
      verb = a + 2;
      clitic = pronoun;
    } else if (draft.isName(a + 1)) {
      verb = a + 2;
      clitic = 'le';
    } else {
      const det = determiner(draft.lower(a + 1));
      const noun = det ? nounAfter(draft, lexicon, a + 1) : undefined;
      if (!noun?.entry.person) continue;
      verb = noun.index + 1;
      clitic = noun.plural ? 'les' : 'le';
    }
    if (verb >= draft.length || draft.breakBefore(verb)) continue;
    const form = likeVerbAnyTense(draft, verb);
    if (!form || (form.person !== 2 && form.person !== 5)) continue;
    const words = [clitic, draft.text(verb)];
    draft.replace(
      verb,
      verb + 1,
      words,
      `With ${form.lemma}, the pronoun stays even after 'a …': '${words.join(' ')}'.`,
    );
  }
}

/**
 * "Me gusta café" → "me gusta el café": the thing liked is the subject, which in Spanish takes its article. Only a
 * single noun ("me gusta café y té" is left), and not faltar or quedar ("me falta tiempo" is right).
 */
function articleOfTheLiked(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 1; verb < draft.length - 1; verb++) {
    const form = likeVerb(draft, verb);
    if (!form || draft.breakBefore(verb) || !CLITIC_OF.includes(draft.lower(verb - 1))) continue;
    let at = verb + 1;
    if (ADVERBS_AFTER.has(draft.folded(at)) && !draft.breakAfter(at)) at++;
    if (draft.breakBefore(at) || determiner(draft.lower(at)) || isInfinitive(draft.text(at))) continue;
    const noun = bareNoun(draft, lexicon, at);
    // a month takes no article ("me gusta abril")
    if (!noun || TIME_NOUNS.has(draft.folded(at)) || noun.entry.invariable || isMonthOrDay(draft.text(at))) continue;
    const next = draft.breakAfter(at) ? '' : draft.folded(at + 1);
    if (next === 'y' || next === 'e' || next === 'o' || lexicon.noun(draft.lower(at + 1))) continue;
    const article = determinerFor(determiner('el')!, noun.entry.gender, noun.plural, noun.entry.takesEl);
    const words = [article, draft.text(at)];
    draft.replace(at, at + 1, words, `With ${form.lemma}, the thing liked takes its article: '${words.join(' ')}'.`);
  }
}

export function gustarRules({ draft, lexicon }: RuleContext): void {
  articleOfTheLiked(draft, lexicon);
  missingClitic(draft, lexicon);
  personAsSubject(draft, lexicon);
  pronounWithClitic(draft);
  personWithoutA(draft, lexicon);
  personNounAsSubject(draft, lexicon);
  verbNumber(draft, lexicon);
}
