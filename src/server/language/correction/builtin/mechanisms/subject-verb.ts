import {
  type HomographTable,
  type SubjectVerbTable,
  loadCorrectorWordLists,
} from '@/server/content/corrector-word-lists';
import { type AnalysedToken, type Analysis, type Reading, inflect, spanishLexicon } from '@/server/language/spanish';
import { isFixableWord } from './accents';
import { isEnglishWord } from './language';
import { type Edit, replaceToken, replaceTokens } from './edit';

let tables: { homographs: HomographTable; subjectVerb: SubjectVerbTable } | undefined;
const data = () => (tables ??= loadCorrectorWordLists());

interface Subject {
  person: 1 | 2 | 3;
  number: 'singular' | 'plural';
  /** The words of the subject, for the explanation. */
  words: string;
}

const lower = (token: AnalysedToken | undefined) => token?.text.toLowerCase() ?? '';
const isWord = (token: AnalysedToken | undefined): token is AnalysedToken => token?.kind === 'word';
const finite = (reading: Reading) => reading.pos === 'verb' && reading.verbForm === 'finite';
const clitic = (token: AnalysedToken | undefined) =>
  isWord(token) && token.readings.length > 0 && token.readings.every((reading) => reading.kind === 'clitic');
const nominal = (token: AnalysedToken | undefined) =>
  !isWord(token) || token.readings.some((reading) => ['noun', 'adjective', 'determiner'].includes(reading.pos));
const only = (token: AnalysedToken | undefined, pos: string[]) =>
  isWord(token) && token.readings.length > 0 && token.readings.every((reading) => pos.includes(reading.pos));

/** An adjective after a noun ("mis amigos mexicanos"), of its number when given. */
const modifies = (token: AnalysedToken | undefined, number: string | undefined) =>
  isWord(token) &&
  (token.reading?.pos === 'adjective' || only(token, ['adjective'])) &&
  only(token, ['adjective', 'noun']) &&
  (number === undefined || token.reading?.number === number || token.reading?.number === 'invariable');

/** Whether the token opens a clause: the sentence's start, a mark, or a conjunction of `clauseOpeners`. */
function opensClause(sentence: Analysis, index: number): boolean {
  const before = sentence.tokens[index - 1];
  if (!before) return true;
  if (before.kind === 'punctuation') return ['.', '!', '?', '¿', '¡', ':', ';', ','].includes(before.text);
  const { clauseOpeners, timeOpeners, timeNouns } = data().subjectVerb;
  if (clauseOpeners.includes(lower(before))) return true;
  // a time told first opens the clause after it: "Ayer mi hermano…", "El año pasado mi prima…"
  const fronted = (at: number) => at === 0 || sentence.tokens[at - 1]?.kind === 'punctuation';
  if (timeOpeners.includes(lower(before))) return fronted(index - 1);
  const pastUnit = timeNouns.includes(lower(sentence.tokens[index - 2])) && fronted(index - 3);
  return /^pasad[oa]s?$/u.test(lower(before)) && pastUnit;
}

/**
 * A subject pronoun ending right before `end` (exclusive): "yo", "ellos", "mi hermano y yo" (we). Not after a
 * preposition ("para ellos es…") nor a verb ("lo hice yo").
 */
function pronounSubject(sentence: Analysis, at: number): Subject | undefined {
  const token = sentence.tokens[at];
  // "tu tiene" → "tú tienes": "tu" before a verb is the pronoun without its accent
  const unaccented = lower(token) === 'tu' && !nominal(sentence.tokens[at + 1]);
  const subject = unaccented ? data().homographs.subjects['tú'] : data().homographs.subjects[lower(token)];
  if (!subject || !isWord(token)) return undefined;
  const before = sentence.tokens[at - 1];
  if (lower(before) === 'y' || lower(before) === 'e') {
    // "mi hermano y yo", "tú y yo": we, when what comes before "y" is a person opening the clause (not "…, y yo
    // quiero", which joins two clauses)
    if (lower(token) !== 'yo') return undefined;
    const first = sentence.tokens[at - 2];
    const pronoun =
      (data().homographs.subjects[lower(first)] !== undefined || first?.reading?.pos === 'proper-noun') &&
      opensClause(sentence, at - 2);
    const phrase =
      first?.reading?.pos === 'noun' &&
      sentence.tokens[at - 3]?.reading?.pos === 'determiner' &&
      opensClause(sentence, at - 3);
    return pronoun || phrase ? { person: 1, number: 'plural', words: `… y ${token.text}` } : undefined;
  }
  // After a fronted time or place ("Los fines de semana yo juega", "Mañana yo trabaja") the pronoun still opens its
  // clause; after a verb ("lo hice yo"), a preposition ("para ellos") or a determiner it is no subject.
  const fronted = isWord(before) && ['noun', 'adverb'].includes(before.reading?.pos ?? '');
  if (!opensClause(sentence, at) && isWord(before) && !fronted) return undefined;
  return { ...subject, words: token.text };
}

/**
 * Whether what stands before the "y" at `and` leaves the phrase after it a third-person subject: not a pronoun of
 * another person ("yo y mis primos" are we), nor the end of a complement ("la compañía de mi familia y mis amigos":
 * the "y" joins inside the "de" phrase).
 */
function thirdPersonConjunct(sentence: Analysis, and: number): boolean {
  const tokens = sentence.tokens;
  let first = and - 1;
  while (first > 0 && only(tokens[first - 1], ['noun', 'adjective', 'determiner'])) first--;
  const subject = data().homographs.subjects[lower(tokens[first])];
  if (subject && subject.person !== 3) return false;
  return !isWord(tokens[first - 1]) || tokens[first - 1]!.reading?.pos !== 'preposition';
}

/**
 * A noun phrase opening a clause right before `end`: a determiner, a noun, adjectives, and at most one "de"
 * complement ("mis vacaciones perfectas", "la casa de mis padres"). Its head gives third person and its number. A
 * time ("los domingos") or a phrase joined by "y" or "o" is not taken as a subject.
 */
function nounPhraseSubject(sentence: Analysis, end: number): Subject | undefined {
  const tokens = sentence.tokens;
  for (let start = end - 2; start >= Math.max(0, end - 8); start--) {
    // after "y" a plural phrase is plural whether it opens a clause or ends a compound subject ("hace calor y los
    // ríos tiene…"); a singular one may be the second of two ("el perro y el gato…"), which says nothing
    const afterAnd = ['y', 'e'].includes(lower(tokens[start - 1]));
    if (!opensClause(sentence, start) && !afterAnd) continue;
    const det = tokens[start];
    if (!isWord(det) || det.reading?.pos !== 'determiner' || det.reading.kind === undefined) continue;
    if (!['definite', 'possessive', 'demonstrative', 'indefinite'].includes(det.reading.kind)) continue;
    const head = tokens[start + 1];
    if (!isWord(head) || head.reading?.pos !== 'noun' || !only(head, ['noun', 'verb', 'adjective'])) return undefined;
    if (data().subjectVerb.timeNouns.includes(lower(head))) return undefined;
    if (data().subjectVerb.formulaNouns.includes(lower(head))) return undefined;
    const number = head.reading.number;
    if (number !== 'singular' && number !== 'plural') return undefined;
    if (det.reading.number !== number) return undefined;
    // (a subjunctive there, "y mis hermanos coma", is more likely a slip of mood than of number: left alone)
    const subjunctive = tokens[end]?.reading?.mood === 'subjunctive';
    if (
      afterAnd &&
      !opensClause(sentence, start) &&
      (number !== 'plural' || subjunctive || !thirdPersonConjunct(sentence, start - 1))
    )
      return undefined;
    // the rest up to the verb: adjectives, or a complement ("de mis padres", "a Cancún") with its noun phrase
    let index = start + 2;
    while (index < end && modifies(tokens[index], number)) index++;
    if (index < end && data().subjectVerb.complementPrepositions.includes(lower(tokens[index]))) {
      index++;
      if (isWord(tokens[index]) && tokens[index]!.reading?.pos === 'determiner') index++;
      // a capitalised word the lexicon lacks is a name too ("a Cancun", its accent left out)
      const unknownName = tokens[index]?.readings.length === 0 && /^\p{Lu}/u.test(tokens[index]!.text);
      const named = unknownName || ['noun', 'proper-noun'].includes(tokens[index]?.reading?.pos ?? '');
      if (!isWord(tokens[index]) || !named) return undefined;
      // "la mayoría de los hospitales aceptan": the verb may agree with a plural complement
      if (tokens[index]!.reading?.number === 'plural' && number === 'singular') return undefined;
      index++;
      while (index < end && modifies(tokens[index], undefined)) index++;
    }
    if (index !== end) return undefined;
    return {
      person: 3,
      number,
      words: tokens
        .slice(start, start + 2)
        .map((token) => token.text)
        .join(' '),
    };
  }
  return undefined;
}

/** A verb's finite readings other than the imperative, which has a subject of its own ("incluye" is both). */
/** A name ending right before `end` and opening its clause ("Earhart", "Amelia Earhart"): third person singular. */
function nameSubject(sentence: Analysis, end: number): Subject | undefined {
  const name = (at: number) => {
    const token = sentence.tokens[at];
    return isWord(token) && /^\p{Lu}\p{Ll}/u.test(token.text) && token.readings.every((r) => r.pos === 'proper-noun');
  };
  let start = end - 1;
  if (!name(start)) return undefined;
  if (name(start - 1)) start--;
  if (!opensClause(sentence, start)) return undefined;
  const words = sentence.tokens
    .slice(start, end)
    .map((token) => token.text)
    .join(' ');
  return { person: 3, number: 'singular', words };
}

/**
 * The subject that ends right before `end` and opens its clause: a subject pronoun, a name or a noun phrase (not a
 * time: "el sábado me mudo"). For the mechanisms that must know who does a verb: the preterite's accent
 * (homographs.ts), the personal a after a third person (personal-a.ts).
 */
export function subjectEndingAt(sentence: Analysis, end: number): Subject | undefined {
  return pronounSubject(sentence, end - 1) ?? nameSubject(sentence, end) ?? nounPhraseSubject(sentence, end);
}

const statements = (verb: AnalysedToken) =>
  verb.readings.filter((reading) => finite(reading) && reading.mood !== 'imperative');

/** The form of the verb's lemma, tense and mood for the subject, when there is one. */
function agreeingForm(verb: AnalysedToken, subject: Subject): string | undefined {
  const readings = statements(verb);
  if (readings.some((reading) => reading.person === subject.person && reading.number === subject.number))
    return undefined;
  const forms = new Set<string>();
  for (const reading of readings) {
    const request = {
      pos: 'verb' as const,
      verbForm: 'finite' as const,
      person: subject.person,
      number: subject.number,
      ...(reading.mood ? { mood: reading.mood } : {}),
      ...(reading.tense ? { tense: reading.tense } : {}),
    };
    for (const form of inflect(reading.lemma, request)) forms.add(form);
  }
  return forms.size === 1 ? [...forms][0] : undefined;
}

/**
 * Subject-verb agreement from the lexicon, in every tense: a finite verb takes the person and number of its
 * subject, a subject pronoun right before it ("nosotros vive" → "vivimos", "ellos tuvo" → "tuvieron", "mi hermano y
 * yo va" → "vamos") or a noun phrase opening the clause ("mis vacaciones perfectas incluye" → "incluyen", "la gente
 * piensan" → "piensa"). With a noun phrase only the third person's number changes (not "los estudiantes tenemos"),
 * and a singular subject keeps a plural "son" (it may agree with what follows: "mi problema son los exámenes").
 * Gustar-class verbs agree with what is liked and are left to the gustar rules.
 */
export function subjectVerb(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  const tokens = sentence.tokens;
  const { between } = data().homographs;
  tokens.forEach((verb, index) => {
    if (!isWord(verb) || !verb.reading || !finite(verb.reading)) return;
    // a verb that is also an English word ("come") is Spanish after a Spanish subject
    if (!isFixableWord(sentence, index) && !isEnglishWord(verb.text)) return;
    if (verb.readings.some((reading) => data().subjectVerb.gustarClass.includes(reading.lemma))) return;
    let end = index;
    while (end > 0 && (between.includes(lower(tokens[end - 1])) || clitic(tokens[end - 1]))) end--;
    // "lo/la/los/las" before a verb may also be an article: only "no" and adverbs may stand between a noun and it
    const pronoun = pronounSubject(sentence, end - 1);
    const phrase = pronoun ? undefined : nounPhraseSubject(sentence, end);
    const subject = pronoun ?? phrase;
    if (!subject) return;
    // "Tú casa es bonita": a word that may be a noun, right before the clause's verb, is the noun of the subject
    // ("tu casa", its possessive mis-accented), not a verb to agree
    const following = tokens[index + 1];
    const verbFollows =
      isWord(following) && following.readings.length > 0 && following.readings.every((reading) => finite(reading));
    if (verbFollows && verb.readings.some((reading) => reading.pos === 'noun')) return;
    if (phrase) {
      // a word that may be a noun closing its clause after a noun phrase is one ("Muchas gracias doctora, me
      // siento mejor" is no "doctoran"): a vocative or an apposition, not a verb to agree
      const closes = !isWord(tokens[index + 1]);
      if (closes && verb.readings.some((reading) => reading.pos === 'noun')) return;
      // a third person, or a form also first person ("vivía", "sería"), never a second
      const said = statements(verb);
      if (!said.some((reading) => reading.person === 3) || said.some((reading) => reading.person === 2)) return;
      // "hay", "había": impersonal haber has no subject
      if (verb.readings.some((reading) => reading.lemma === 'haber')) return;
      // "mi problema son los exámenes": ser may agree with a plural noun phrase after it
      let next = index + 1;
      while (data().subjectVerb.degreeWords.includes(lower(tokens[next]))) next++;
      const nounAfter = tokens[next]?.readings.some((reading) =>
        ['determiner', 'noun', 'pronoun'].includes(reading.pos),
      );
      if (subject.number === 'singular' && verb.readings.some((reading) => reading.lemma === 'ser') && nounAfter)
        return;
    }
    // "ella gano": the preterite "ganó" without its accent is the accent mechanism's
    const accented = `${lower(verb).slice(0, -1)}ó`;
    if (
      subject.person === 3 &&
      subject.number === 'singular' &&
      lower(verb).endsWith('o') &&
      spanishLexicon().readingsOf(accented).length > 0
    )
      return;
    const form = agreeingForm(verb, subject);
    if (!form) return;
    const pronounToken = tokens[end - 1];
    if (pronoun && lower(pronounToken) === 'tu' && end === index) {
      edits.push(
        replaceTokens(pronounToken!, verb, `tú ${form}`, 'subject-verb', `'Tú' (you) takes '${form}': 'tú ${form}'.`),
      );
      return;
    }
    edits.push(
      replaceToken(verb, form, 'subject-verb', `The verb agrees with its subject '${subject.words}': '${form}'.`),
    );
  });
  return [...edits, ...priceSubjectsAfter(sentence)];
}

/**
 * "¿Cuánto cuesta los aguacates?" → "cuestan": after "cuánto" a verb of price (subject-verb.json `priceVerbs`) has
 * its subject after it, a determiner and its noun, and takes that noun's number.
 */
function priceSubjectsAfter(sentence: Analysis): Edit[] {
  const { tokens } = sentence;
  return tokens.flatMap((verb, index) => {
    if (!isWord(verb) || !verb.reading || !finite(verb.reading)) return [];
    if (!data().subjectVerb.priceVerbs.includes(verb.reading.lemma)) return [];
    if (!['cuanto', 'cuánto'].includes(lower(tokens[index - 1]))) return [];
    const det = tokens[index + 1];
    const head = tokens[index + 2];
    if (!isWord(det) || det.reading?.pos !== 'determiner' || !isWord(head) || head.reading?.pos !== 'noun') return [];
    const number = head.reading.number;
    if ((number !== 'singular' && number !== 'plural') || det.reading.number !== number) return [];
    const words = `${lower(det)} ${lower(head)}`;
    const form = agreeingForm(verb, { person: 3, number, words });
    if (!form) return [];
    return [
      replaceToken(verb, form, 'subject-verb', `The verb agrees with its subject after it, '${words}': '${form}'.`),
    ];
  });
}
