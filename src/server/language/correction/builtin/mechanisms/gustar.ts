import { matchCase } from '@/domain/spanish-text';
import { type Analysis, type Reading, sameVerbFormAs, stressedInitialA } from '@/server/language/spanish';
import {
  COORDINATORS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  type SubjectPronoun,
} from '@/server/language/correction/builtin/grammar-words';
import { ruleWords } from '@/server/language/correction/builtin/rules/rule-words';
import type { Edit } from './edit';
import {
  CLITIC_ONLY_VERBS,
  CLITICS,
  determinerOf,
  folded,
  isInfinitive,
  isNameAt,
  isSureNameAt,
  isWordAt,
  LIKE_VERBS,
  type Liked,
  likedAfter,
  likedIsPerson,
  likeVerbAt,
  lower,
  nounFrom,
  opensAt,
  personEndingAt,
  type Tokens,
} from './gustar-phrases';
import { isMonthOrDay } from './lowercase';

/**
 * Gustar and the verbs built like it (a lexical class in `content/corrector/rule-words.json`: encantar, interesar,
 * molestar, importar, fascinar, doler; faltar and quedar after a clitic): the person who likes is an indirect object
 * ("me", "a mi hermano le") and the verb agrees with what is liked, in any tense ("me gustaban los perros"). Each
 * case below proposes its edit on the sentence as written; they touch different words, so they combine.
 */

const AGREEING_VERBS = new Set([...LIKE_VERBS, ...CLITIC_ONLY_VERBS]);

function gustarEdit(tokens: Tokens, first: number, last: number, words: string, why: string, keepCase = true): Edit {
  return {
    start: tokens[first]!.start,
    end: tokens[last]!.end,
    replacement: keepCase ? matchCase(tokens[first]!.text, words) : words,
    category: 'gustar',
    explanation: why,
    source: 'mechanism',
  };
}

/** The verb again in the third person, singular or plural, same tense ("gusta" → "gustan", "gustó" → "gustaron"). */
const thirdPerson = (reading: Reading, written: string, plural: boolean) =>
  sameVerbFormAs(reading, written, { person: 3, number: plural ? 'plural' : 'singular' });

/** The words from `first` to `last`, the first in lower case unless it is a name. */
function personWords(tokens: Tokens, first: number, last: number): string[] {
  return tokens
    .slice(first, last + 1)
    .map((token, offset) => (offset === 0 && !isNameAt(tokens, first) ? lower(token) : token.text));
}

/** "a" before the person, "al" for "el": "a mi hermano", "al niño". */
const withA = (words: readonly string[]) => (words[0] === 'el' ? ['al', ...words.slice(1)] : ['a', ...words]);

const wordsOf = (tokens: Tokens, first: number, last: number) =>
  tokens
    .slice(first, last + 1)
    .map(lower)
    .join(' ');

/** "me gusta los perros" → "me gustan"; "me gustan el café" → "me gusta"; any tense. */
function verbNumber(tokens: Tokens, edits: Edit[]): void {
  tokens.forEach((token, verb) => {
    const reading = likeVerbAt(tokens, verb, AGREEING_VERBS);
    if (!reading || !afterClitic(tokens, verb)) return;
    const liked = likedAfter(tokens, verb);
    if (!liked || (reading.number === 'plural') === liked.plural) return;
    if (!liked.plural && !liked.infinitive && liked.coordinated) return;
    const expected = thirdPerson(reading, token.text, liked.plural);
    if (!expected) return;
    // a bare noun liked takes its article in the same fix: "me gusta lugares" → "me gustan los lugares"
    const at = likedStart(tokens, verb);
    const article = LIKE_VERBS.has(reading.lemma) && at === liked.last ? articleBefore(tokens, at) : undefined;
    const fixed = article
      ? [expected, ...tokens.slice(verb + 1, at).map(lower), article, tokens[at]!.text].join(' ')
      : expected;
    const phrase = `${lower(tokens[verb - 1])} ${article ? fixed : `${expected} ${wordsOf(tokens, verb + 1, liked.last)}`}`;
    const why = liked.infinitive
      ? `After ${reading.lemma}, a verb counts as singular: '${phrase}'.`
      : `'${liked.phrase}' is ${liked.plural ? 'plural' : 'singular'}, so the verb is '${expected}': '${phrase}'.`;
    edits.push(gustarEdit(tokens, verb, article ? at : verb, fixed, why));
  });
}

const TIME_NOUNS = ruleWords('gustar-rules', 'TIME_NOUNS');

/**
 * A noun the learner left without its article, not a verb they conjugated where an infinitive goes ("me gusta
 * juego", "te gusta cocina"): the context reads it as a noun, and it is no present-tense form of the first or third
 * person. A rarer verb reading does not count ("personas" of "personar", "vino" of "venir").
 */
function bareNounAt(tokens: Tokens, at: number): boolean {
  const token = tokens[at]!;
  const nominal = token.reading?.pos === 'noun' || token.reading?.pos === 'adjective';
  const conjugated = token.readings.some(
    (reading) =>
      reading.pos === 'verb' &&
      reading.verbForm === 'finite' &&
      reading.tense === 'present' &&
      (reading.person === 1 || reading.person === 3),
  );
  return nominal && token.readings.some((reading) => reading.pos === 'noun') && !conjugated;
}

/**
 * The article a bare noun liked takes ("Me gusta café" → "el café"), or undefined: one known noun of a clear gender,
 * not a time or a month ("me gusta abril"), not one of two ("me gusta café y té").
 */
function articleBefore(tokens: Tokens, at: number): string | undefined {
  if (!isWordAt(tokens, at) || determinerOf(tokens[at]) || isInfinitive(tokens[at]) || !bareNounAt(tokens, at))
    return undefined;
  const noun = nounFrom(tokens, at, false);
  const { gender, number } = noun?.reading ?? {};
  if (!noun || noun.index !== at || TIME_NOUNS.has(folded(tokens[at])) || isMonthOrDay(tokens[at]!.text))
    return undefined;
  if ((gender !== 'masculine' && gender !== 'feminine') || (number !== 'singular' && number !== 'plural'))
    return undefined;
  const next = isWordAt(tokens, at + 1) ? tokens[at + 1] : undefined;
  if (next && (['y', 'e', 'o'].includes(folded(next)) || next.readings.some((r) => r.pos === 'noun'))) return undefined;
  if (number === 'plural') return gender === 'masculine' ? 'los' : 'las';
  return gender === 'masculine' || stressedInitialA(tokens[at]!.text) ? 'el' : 'la';
}

/** Where what is liked starts: right after the verb, or past one adverb ("me gusta mucho café"). */
function likedStart(tokens: Tokens, verb: number): number {
  const adverb = ruleWords('gustar-rules', 'ADVERBS_AFTER').has(folded(tokens[verb + 1]));
  return adverb && isWordAt(tokens, verb + 2) ? verb + 2 : verb + 1;
}

const afterClitic = (tokens: Tokens, verb: number) =>
  isWordAt(tokens, verb - 1) && (CLITICS as readonly string[]).includes(lower(tokens[verb - 1]));

/** "Me gusta café" → "me gusta el café": the thing liked is the subject and takes its article. One noun only. */
function articleOfTheLiked(tokens: Tokens, edits: Edit[]): void {
  tokens.forEach((_, verb) => {
    const reading = likeVerbAt(tokens, verb);
    if (!reading || !afterClitic(tokens, verb)) return;
    const at = likedStart(tokens, verb);
    const article = articleBefore(tokens, at);
    if (!article) return;
    const words = `${article} ${tokens[at]!.text}`;
    edits.push(
      gustarEdit(tokens, at, at, words, `With ${reading.lemma}, the thing liked takes its article: '${words}'.`),
    );
  });
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

/** Who "a …" at the start of a clause names, the verb's place after it and its clitic; undefined for anything else. */
function personAfterA(tokens: Tokens, a: number): { verb: number; clitic: string } | undefined {
  const pronoun = CLITIC_AFTER_A[folded(tokens[a + 1])];
  // "a mi padre" (mi + noun) is not "a mí"
  const possessive = lower(tokens[a + 1]) === 'mi' && tokens[a + 2]?.readings.some((r) => r.pos === 'noun');
  if (pronoun && !possessive) return { verb: a + 2, clitic: pronoun };
  if (isSureNameAt(tokens, a + 1)) return { verb: a + 2, clitic: 'le' };
  const person = personEndingAt(tokens, a + 2);
  if (person?.first !== a + 1) return undefined;
  return { verb: a + 3, clitic: person.plural ? 'les' : 'le' };
}

/** "A mi padre gusta el vino" → "a mi padre le gusta": the clitic stays even with "a …". */
function missingClitic(tokens: Tokens, edits: Edit[]): void {
  tokens.forEach((token, a) => {
    if (folded(token) !== 'a' || !opensAt(tokens, a) || !isWordAt(tokens, a + 1)) return;
    const person = personAfterA(tokens, a);
    if (!person || !isWordAt(tokens, person.verb)) return;
    const reading = likeVerbAt(tokens, person.verb);
    if (!reading) return;
    const written = tokens[person.verb]!.text;
    const liked = likedAfter(tokens, person.verb);
    const agrees =
      !liked ||
      (reading.number === 'plural') === liked.plural ||
      (!liked.plural && !liked.infinitive && liked.coordinated);
    const verb = agrees ? written : (thirdPerson(reading, written, liked.plural) ?? written);
    const words = `${person.clitic} ${verb}`;
    const why = `With ${reading.lemma}, the pronoun stays even after 'a …': '${words}'.`;
    edits.push(gustarEdit(tokens, person.verb, person.verb, words, why, false));
  });
}

/** Persons who may stand before "y yo" as the first half of a subject: "tú y yo", "ella y yo". */
const PARTNER_PRONOUNS = ruleWords('gustar-rules', 'PARTNER_PRONOUNS');

/** Whether "… y" before a pronoun joins a subject of two ("mi hermano y yo", "Ana y yo"), not two clauses. */
function compoundBefore(tokens: Tokens, and: number): boolean {
  const first = and - 1;
  if (first < 0 || !isWordAt(tokens, first)) return false;
  if (opensAt(tokens, first) && (isNameAt(tokens, first) || PARTNER_PRONOUNS.has(folded(tokens[first])))) return true;
  const determiner = first - 1;
  return (
    determiner >= 0 &&
    opensAt(tokens, determiner) &&
    determinerOf(tokens[determiner]) !== undefined &&
    !!tokens[first]!.readings.some((reading) => reading.pos === 'noun')
  );
}

interface PronounSubject {
  index: number;
  pronoun: SubjectPronoun;
}

/**
 * The subject pronoun before a verb, past "no": opening its clause, after "pero" or "porque", or after "y" opening a
 * second clause ("me llamo Ana y yo gusta leer"), not in a subject of two ("mi hermano y yo").
 */
function pronounSubject(tokens: Tokens, verb: number): PronounSubject | undefined {
  let index = verb - 1;
  while (index > 0 && folded(tokens[index]) === 'no' && isWordAt(tokens, index)) index--;
  const pronoun = tokens[index]?.kind === 'word' ? SUBJECT_PRONOUNS.get(lower(tokens[index])) : undefined;
  if (!pronoun || index === verb) return undefined;
  if (opensAt(tokens, index)) return { index, pronoun };
  const joiner = folded(tokens[index - 1]);
  if (['y', 'e'].includes(joiner)) return compoundBefore(tokens, index - 1) ? undefined : { index, pronoun };
  // "pero yo gusta", "porque yo gusta"; not "con ellos", "leyó ella"
  return joiner === 'pero' || subjectPlace(tokens, index) ? { index, pronoun } : undefined;
}

const thirdPersonPronoun = (pronoun: SubjectPronoun) => pronoun.person === 2 || pronoun.person === 5;

/** "yo gusto el café" → "me gusta el café"; "ella gusta los perros" → "a ella le gustan los perros". */
function personAsSubject(tokens: Tokens, edits: Edit[]): void {
  tokens.forEach((token, verb) => {
    const reading = likeVerbAt(tokens, verb, LIKE_VERBS, false);
    const subject = reading && pronounSubject(tokens, verb);
    const liked = subject && likedAfter(tokens, verb);
    if (!reading || !subject || !liked) return;
    const verbForm = thirdPerson(reading, token.text, liked.plural);
    if (!verbForm) return;
    const clitic = CLITICS[subject.pronoun.person];
    const between = tokens.slice(subject.index + 1, verb).map(lower);
    const core = [...between, clitic, verbForm];
    const words = thirdPersonPronoun(subject.pronoun) ? ['a', lower(tokens[subject.index]), ...core] : core;
    const phrase = `${words.join(' ')} ${liked.phrase}`;
    const why = `With ${reading.lemma}, the thing liked is the subject and the person is '${clitic}': '${phrase}'.`;
    edits.push(gustarEdit(tokens, subject.index, verb, words.join(' '), why));
  });
}

/** Whether the pronoun's place lets it be the verb's subject: not after a preposition, a coordinator or a verb. */
function subjectPlace(tokens: Tokens, index: number): boolean {
  if (opensAt(tokens, index)) return true;
  const previous = tokens[index - 1]!;
  if (PREPOSITIONS.has(folded(previous)) || COORDINATORS.has(folded(previous))) return false;
  return !(previous.readings.length > 0 && previous.readings.every((reading) => reading.pos === 'verb'));
}

/** Whether the clause after the verb holds "a": "él le gusta a ella" (she likes him) is right as it is. */
function clauseHasA(tokens: Tokens, verb: number): boolean {
  for (let index = verb + 1; isWordAt(tokens, index); index++) if (folded(tokens[index]) === 'a') return true;
  return false;
}

/** "yo me gusta" → "me gusta"; "él le gusta" → "a él le gusta". */
function pronounWithClitic(tokens: Tokens, edits: Edit[]): void {
  tokens.forEach((_, verb) => {
    const reading = likeVerbAt(tokens, verb);
    const clitic = verb - 1;
    if (!reading || !isWordAt(tokens, verb) || !isWordAt(tokens, clitic)) return;
    let index = clitic - 1;
    while (index > 0 && folded(tokens[index]) === 'no' && isWordAt(tokens, index + 1)) index--;
    const pronoun = tokens[index]?.kind === 'word' ? SUBJECT_PRONOUNS.get(lower(tokens[index])) : undefined;
    if (!pronoun || lower(tokens[clitic]) !== CLITICS[pronoun.person] || !subjectPlace(tokens, index)) return;
    const rest = wordsOf(tokens, index + 1, verb);
    if (thirdPersonPronoun(pronoun)) {
      if (clauseHasA(tokens, verb)) return;
      const words = `a ${lower(tokens[index])}`;
      const why = `With ${reading.lemma}, the person takes 'a': '${words} ${rest}'.`;
      edits.push(gustarEdit(tokens, index, index, words, why));
      return;
    }
    const tonic = pronoun.person === 0 ? 'mí' : pronoun.person === 1 ? 'ti' : lower(tokens[index]);
    const why = `With ${reading.lemma}, '${lower(tokens[index])}' is not the subject: say '${rest}' (or 'a ${tonic} ${rest}').`;
    edits.push(gustarEdit(tokens, index, clitic, wordsOf(tokens, index + 1, clitic), why));
  });
}

/** The word that opens the clause before `first`: "" at its start, else the word ("que", "y", "pero"). */
const wordBefore = (tokens: Tokens, first: number) =>
  first > 0 && isWordAt(tokens, first - 1) ? folded(tokens[first - 1]) : '';

/** Whether what is liked is clear and is not a person, who could be the one liking ("Juan le gusta María"). */
const likesAThing = (tokens: Tokens, verb: number, liked: Liked | undefined) =>
  !!liked && (liked.infinitive || !likedIsPerson(tokens, verb));

/**
 * "Mi hermano le gusta el fútbol" → "A mi hermano le gusta": a person opening the clause before "le"/"les" and a
 * gustar-type verb is who likes, so it takes "a" ("el niño" → "al niño"); "me"/"te" there is the learner's slip for
 * "le" ("Mi hermano no me gusta…").
 */
function personWithoutA(tokens: Tokens, edits: Edit[]): void {
  tokens.forEach((_, verb) => {
    const reading = likeVerbAt(tokens, verb);
    const clitic = verb - 1;
    if (!reading || !isWordAt(tokens, verb) || !['le', 'les', 'me', 'te'].includes(lower(tokens[clitic]))) return;
    const slipped = ['me', 'te'].includes(lower(tokens[clitic]));
    const afterPerson = folded(tokens[clitic - 1]) === 'no' && isWordAt(tokens, clitic) ? clitic - 1 : clitic;
    const last = afterPerson - 1;
    if (last < 0 || !isWordAt(tokens, afterPerson)) return;
    const person = personEndingAt(tokens, last);
    if (!person || (slipped && isNameAt(tokens, last) && !isSureNameAt(tokens, last))) return;
    if (isNameAt(tokens, last) && wordBefore(tokens, person.first) === 'y') return;
    if (!slipped && person.plural !== (lower(tokens[clitic]) === 'les')) return;
    if (!likesAThing(tokens, verb, likedAfter(tokens, verb))) return;
    const before = wordBefore(tokens, person.first);
    if (!['', 'que', 'y', 'pero'].includes(before)) return;
    const words = personWords(tokens, person.first, clitic);
    if (slipped) words[words.length - 1] = person.plural ? 'les' : 'le';
    const lead = withA(words);
    const pronoun = slipped ? ` and the pronoun '${person.plural ? 'les' : 'le'}'` : '';
    const why = `With ${reading.lemma}, the person who likes takes 'a'${pronoun}: '${lead.join(' ').toLowerCase()} ${lower(tokens[verb])}'.`;
    edits.push(gustarEdit(tokens, person.first, clitic, lead.join(' '), why, before === ''));
  });
}

/**
 * "Mi padre gusta el golf" → "a mi padre le gusta el golf": a person opening the clause right before a gustar-type
 * verb, with no pronoun, is who likes; the verb agrees with what is liked. Only a thing or an activity liked.
 */
function personNounAsSubject(tokens: Tokens, edits: Edit[]): void {
  tokens.forEach((token, verb) => {
    const reading = likeVerbAt(tokens, verb);
    if (!reading || !isWordAt(tokens, verb)) return;
    const person = personEndingAt(tokens, verb - 1);
    if (!person || (isNameAt(tokens, verb - 1) && !isSureNameAt(tokens, verb - 1))) return;
    const before = wordBefore(tokens, person.first);
    if (!['', 'y', 'pero'].includes(before)) return;
    // "Mi madre y mi padre gusta…": a subject of two, whose "a" and "les" go before its first half
    if (before === 'y' && compoundBefore(tokens, person.first - 1)) return;
    const liked = likedAfter(tokens, verb);
    if (!liked || !likesAThing(tokens, verb, liked)) return;
    const verbForm = thirdPerson(reading, token.text, liked.plural && !liked.infinitive);
    if (!verbForm) return;
    const clitic = person.plural ? 'les' : 'le';
    const words = [...withA(personWords(tokens, person.first, verb - 1)), clitic, verbForm];
    const why = `With ${reading.lemma}, the thing liked is the subject and the person takes 'a' and '${clitic}': '${words.join(' ').toLowerCase()} ${liked.phrase}'.`;
    edits.push(gustarEdit(tokens, person.first, verb, words.join(' '), why, before === ''));
  });
}

export function gustar(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  for (const find of [
    articleOfTheLiked,
    missingClitic,
    personAsSubject,
    pronounWithClitic,
    personWithoutA,
    personNounAsSubject,
    verbNumber,
  ])
    find(sentence.tokens, edits);
  return edits;
}
