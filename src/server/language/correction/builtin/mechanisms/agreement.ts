import {
  type AnalysedToken,
  type Analysis,
  type Gender,
  type GrammaticalNumber,
  type Reading,
  inflect,
  spanishLexicon,
  stressedInitialA,
} from '@/server/language/spanish';
import { loadCorrectorWordLists } from '@/server/content/corrector-word-lists';
import { loadLexicon } from '@/server/language/correction/builtin/lexicon';
import { isFixableWord, knownAccentVariants } from './accents';
import { type Edit, replaceToken } from './edit';
import { subjectVerb } from './subject-verb';
import { ruleWords } from '@/server/language/correction/builtin/rules/rule-words';

const ADVERBIAL_DETERMINER_NOUNS = ruleWords('adjective-agreement', 'ADVERBIAL_DETERMINER_NOUNS');
const SUBJECT_PREDICATIVES = ruleWords('adjective-agreement', 'SUBJECT_PREDICATIVES');
/** Verbs whose complement describes the subject: "las casas son blancas", "ella parece cansada". */
const COPULAS: readonly string[] = ['ser', 'estar', 'parecer'];
/** Degree words that may stand between a noun or copula and its adjective. */
const DEGREE_WORDS: readonly string[] = ['muy', 'tan', 'bastante', 'más', 'menos', 'poco', 'demasiado', 'algo'];
/** Subject pronouns with what they say of gender and number. */
const SUBJECT_PRONOUNS: Readonly<Record<string, { gender?: Gender; number: GrammaticalNumber }>> = {
  yo: { number: 'singular' },
  tú: { number: 'singular' },
  usted: { number: 'singular' },
  él: { gender: 'masculine', number: 'singular' },
  ella: { gender: 'feminine', number: 'singular' },
  nosotros: { gender: 'masculine', number: 'plural' },
  nosotras: { gender: 'feminine', number: 'plural' },
  vosotros: { gender: 'masculine', number: 'plural' },
  vosotras: { gender: 'feminine', number: 'plural' },
  ellos: { gender: 'masculine', number: 'plural' },
  ellas: { gender: 'feminine', number: 'plural' },
  ustedes: { number: 'plural' },
};

interface Agreement {
  gender?: 'masculine' | 'feminine';
  number?: 'singular' | 'plural';
}

/** The readings of a word, or of its one accented spelling when it is a non-word ("simpatico" → simpático). */
function readingsOf(sentence: Analysis, index: number): readonly Reading[] {
  const token = sentence.tokens[index]!;
  if (token.readings.length > 0 || !isFixableWord(sentence, index)) return token.readings;
  const variants = knownAccentVariants(token.text);
  return variants.length === 1 ? spanishLexicon().readingsOf(variants[0]!) : [];
}

/** A feature all the readings share, if they share one that is not "both". */
function shared<K extends 'gender' | 'number'>(readings: readonly Reading[], key: K): Reading[K] | undefined {
  const values = new Set(readings.map((reading) => reading[key]));
  if (values.size !== 1) return undefined;
  const [value] = values;
  return value === 'common' || value === 'invariable' || value === 'neuter' ? undefined : value;
}

/** A noun's own gender and number, when every noun reading of the word agrees on it. */
function nounAgreement(sentence: Analysis, index: number): Agreement | undefined {
  const token = sentence.tokens[index]!;
  if (token.reading?.pos !== 'noun' || !isFixableWord(sentence, index)) return undefined;
  const nouns = token.readings.filter((reading) => reading.pos === 'noun');
  const agreement: Agreement = {};
  // the curated noun lists know what Apertium's dictionary misses ("el mole", the dish)
  const curated = loadLexicon().noun(token.text.toLowerCase())?.entry.gender;
  const gender = curated ? (curated === 'm' ? 'masculine' : 'feminine') : shared(nouns, 'gender');
  const number = shared(nouns, 'number');
  if (gender === 'masculine' || gender === 'feminine') agreement.gender = gender;
  if (number === 'singular' || number === 'plural') agreement.number = number;
  // a noun for both genders takes its determiner's ("la estudiante")
  const before = sentence.tokens[index - 1];
  if (!agreement.gender && before?.reading?.pos === 'determiner') {
    const own = before.reading.gender;
    if ((own === 'masculine' || own === 'feminine') && before.reading.number === agreement.number)
      agreement.gender = own;
  }
  return agreement;
}

/** The form of `reading`'s lemma with the wanted features, when there is exactly one (or one shortest for "un"). */
function agreeingForm(reading: Reading, wanted: Agreement, written: string): string | undefined {
  const gender = wanted.gender && reading.gender !== 'common' ? wanted.gender : reading.gender;
  const number = wanted.number && reading.number !== 'invariable' ? wanted.number : reading.number;
  if (gender === reading.gender && number === reading.number) return undefined;
  const request = { pos: reading.pos, ...(gender ? { gender } : {}), ...(number ? { number } : {}) };
  const forms = inflect(reading.lemma, request).filter((form) => !form.includes(' '));
  if (forms.length === 0) return undefined;
  const shortest = forms.reduce((a, b) => (b.length < a.length ? b : a));
  if (forms.length > 1 && reading.pos !== 'determiner') return undefined;
  return shortest === written.toLowerCase() ? undefined : shortest;
}

const disagrees = (reading: Reading, wanted: Agreement) =>
  (wanted.gender !== undefined &&
    (reading.gender === 'masculine' || reading.gender === 'feminine') &&
    reading.gender !== wanted.gender) ||
  (wanted.number !== undefined &&
    (reading.number === 'singular' || reading.number === 'plural') &&
    reading.number !== wanted.number);

const describe = (wanted: Agreement) =>
  [wanted.gender ?? '', wanted.number ?? ''].filter((value) => value !== '').join(' ');

/**
 * The adjective (or participle) reading of a word that is only ever an adjective or participle: "mucho", "junto" as
 * adverbs or "personal" as a noun are not agreement's business.
 */
function adjectiveReading(sentence: Analysis, index: number, afterCopula = false): Reading | undefined {
  const token = sentence.tokens[index];
  if (!token || token.kind !== 'word' || !isFixableWord(sentence, index)) return undefined;
  // after ser or estar no finite verb stands ("están sueltas" is no soltar): only the adjective is left
  const readings = readingsOf(sentence, index).filter(
    (reading) => !afterCopula || reading.pos !== 'verb' || reading.verbForm !== 'finite',
  );
  if (readings.length === 0) return undefined;
  const isAdjective = (reading: Reading) =>
    reading.pos === 'adjective' || (reading.pos === 'verb' && reading.verbForm === 'participle');
  if (!readings.every(isAdjective)) return undefined;
  const lemmas = new Set(readings.map((reading) => reading.lemma));
  if (lemmas.size !== 1) return undefined;
  return readings.find((reading) => reading === token.reading) ?? readings[0];
}

/** Skips degree words after `index`; the index of the next word. */
function afterDegreeWords(sentence: Analysis, index: number): number {
  let next = index + 1;
  while (DEGREE_WORDS.includes(sentence.tokens[next]?.text.toLowerCase() ?? '')) next++;
  return next;
}

function fixAdjective(
  sentence: Analysis,
  index: number,
  wanted: Agreement,
  because: string,
  edits: Edit[],
  afterCopula = false,
): void {
  const reading = adjectiveReading(sentence, index, afterCopula);
  if (!reading || !disagrees(reading, wanted)) return;
  const token: AnalysedToken = sentence.tokens[index]!;
  const form = agreeingForm(reading, wanted, token.text);
  if (!form) return;
  edits.push(replaceToken(token, form, 'adjectives', `${because}, so the adjective is '${form}'.`));
}

/**
 * "¿Y el paga?", "Mi hermano no viene, el trabaja": an unaccented "el" opening a clause before a third-person verb form
 * that closes it may be "él" (he); its gender is no mistake to fix ("la paga" would teach a false sentence).
 */
function heBeforeAVerb(sentence: Analysis, index: number): boolean {
  const { tokens } = sentence;
  const before = tokens[index - 1]!;
  const opening = tokens[index - 2];
  const opensAClause =
    opening === undefined ||
    opening.kind === 'punctuation' ||
    ['y', 'e', 'pero', 'que', 'porque'].includes(opening.text.toLowerCase());
  const closes = tokens[index + 1] === undefined || tokens[index + 1]!.kind === 'punctuation';
  const verb = tokens[index]!.readings.some(
    (reading) => reading.pos === 'verb' && reading.verbForm === 'finite' && reading.person === 3,
  );
  return before.text === 'el' && opensAClause && closes && verb;
}

/**
 * Agreement in the noun phrase and of predicate adjectives, from the lexicon's genders and numbers:
 * - a determiner takes its noun's gender ("la problema" → "el problema"); a feminine noun starting with a stressed
 *   "a" may take "el" ("el agua"), so determiners before a feminine noun starting with "a"/"ha" are left alone;
 * - an adjective right after its noun (degree words between allowed) takes its gender and number;
 * - an adjective after ser/estar/parecer takes the subject's gender and number, when the subject is a noun right
 *   before the verb (not after a preposition, not coordinated) or a subject pronoun, and the verb agrees with it.
 * A noun whose readings disagree ("capital", "orden") gives only what they share.
 */
export function agreement(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  const tokens = sentence.tokens;
  tokens.forEach((token, index) => {
    const noun = nounAgreement(sentence, index);
    const before = tokens[index - 1];
    const det = before?.reading?.pos === 'determiner' && before.reading.kind !== undefined ? before.reading : undefined;
    if (noun && before && det) {
      const next = afterDegreeWords(sentence, index);
      const adjective = next === index + 1 || tokens[next - 1]?.kind === 'word' ? next : -1;
      const adjectiveGender = adjective >= 0 ? adjectiveReading(sentence, adjective)?.gender : undefined;
      // the noun phrase votes: a determiner and an adjective that agree with each other outvote the lexicon's
      // gender of the noun ("muchas papas fritas": "papa" the potato is feminine)
      const outvoted = noun.gender !== undefined && adjectiveGender !== undefined && adjectiveGender === det.gender;
      // "de la casa blanca": the adjective may describe the noun before "de"
      const inComplement = ['de', 'del'].includes(tokens[index - 2]?.text.toLowerCase() ?? '');
      // "son cada vez más calurosos": a determiner and noun that make an adverb describe nothing after them
      const adverbial = ADVERBIAL_DETERMINER_NOUNS.has(`${before.text} ${token.text}`.toLowerCase());
      if (
        noun.gender &&
        !outvoted &&
        (det.gender === 'masculine' || det.gender === 'feminine') &&
        det.gender !== noun.gender &&
        !takesMasculineArticle(det, noun, token.text) &&
        // "una personal", "la presidente": a noun also read as an adjective may stand for a noun of the other gender;
        // "esta bien": a noun also read as an adverb may follow the verb "está" written without its accent
        !token.readings.some((reading) => reading.pos === 'adjective' || reading.pos === 'adverb') &&
        // "la presidente", "la amigo": a noun with a form for each sex; the determiner may say which is meant, unless
        // an adjective after the noun agrees with it ("un gata negra": two words against one)
        (!hasOtherGender(
          token.readings.find((reading) => reading.pos === 'noun')!,
          noun.gender,
        ) ||
          (tokens[index + 1]?.reading?.pos === 'adjective' && tokens[index + 1]!.reading!.gender === noun.gender)) &&
        // "la amo": "la" may be the object pronoun before a verb
        !(
          before.readings.some((reading) => reading.kind === 'clitic') &&
          token.readings.some((reading) => reading.pos === 'verb')
        ) &&
        !heBeforeAVerb(sentence, index) &&
        // "el microondas": wrong in number too before a noun in -s, the lexicon likely lacks the compound
        !(det.number !== noun.number && /s$/u.test(token.text.toLowerCase())) &&
        isFixableWord(sentence, index - 1) &&
        /^\s+$/.test(sentence.text.slice(before.end, token.start))
      ) {
        const form = agreeingForm(det, { gender: noun.gender }, before.text);
        if (form)
          edits.push(
            replaceToken(before, form, 'articles', `'${token.text}' is ${noun.gender}: '${form} ${token.text}'.`),
          );
      }
      determinerNumber(sentence, index, noun, edits);
      if (adjective >= 0 && !outvoted && !inComplement && !adverbial && closesPhrase(sentence, adjective)) {
        // a plural adjective after a singular noun may describe the subject ("tomamos un helado juntos")
        const wanted: Agreement = { ...noun };
        if (noun.number === 'singular') delete wanted.number;
        if ((wanted.gender || wanted.number) && !mayDescribeSubject(sentence, index, adjective, next > index + 1))
          fixAdjective(sentence, adjective, wanted, `'${token.text}' is ${describe(noun)}`, edits);
      }
    }
    if (noun && (before?.kind === 'number' || isNumeral(before))) {
      determinerAcrossNumeral(sentence, index, noun, edits);
      pluralAfterNumeral(sentence, index, noun, edits);
    }
    if (noun && before?.kind === 'word' && !det) beforeTheNoun(sentence, index, noun, edits);
    predicateAdjective(sentence, index, edits);
    superlativeAfterArticle(sentence, index, edits);
  });
  return edits;
}

/**
 * "las más rica del barrio" → "ricas", "la más bonito de la calle" → "bonita": a superlative made a noun by its
 * definite article ("la más…", "los menos…") takes the article's gender and number, when its phrase ends there.
 */
function superlativeAfterArticle(sentence: Analysis, index: number, edits: Edit[]): void {
  const tokens = sentence.tokens;
  const article = tokens[index]!.reading;
  if (article?.pos !== 'determiner' || article.kind !== 'definite') return;
  if (!['más', 'menos'].includes(lower(tokens[index + 1]))) return;
  const { gender, number } = article;
  if ((gender !== 'masculine' && gender !== 'feminine') || (number !== 'singular' && number !== 'plural')) return;
  const adjective = index + 2;
  if (!closesPhrase(sentence, adjective)) return;
  fixAdjective(
    sentence,
    adjective,
    { gender, number },
    `'${tokens[index]!.text}' is ${describe({ gender, number })}`,
    edits,
  );
}

/** A predicate adjective after ser/estar/parecer takes its subject's gender and number ("la casa es bonito"). */
function predicateAdjective(sentence: Analysis, index: number, edits: Edit[]): void {
  const token = sentence.tokens[index]!;
  const verb = token.reading;
  if (verb?.pos !== 'verb' || verb.verbForm !== 'finite' || !COPULAS.includes(verb.lemma)) return;
  // "fue" is ser or ir: "ella fue rápido a casa"
  if (token.readings.some((reading) => reading.pos === 'verb' && !COPULAS.includes(reading.lemma))) return;
  let complement = afterDegreeWords(sentence, index);
  // "son cada vez más caros": the adverb made of a determiner and a noun stands before the adjective too
  const twoWords = sentence.tokens
    .slice(complement, complement + 2)
    .map((word) => word.text.toLowerCase())
    .join(' ');
  if (ADVERBIAL_DETERMINER_NOUNS.has(twoWords)) complement = afterDegreeWords(sentence, complement + 1);
  // "es buena persona": the adjective opens a noun phrase
  if (!closesPhrase(sentence, complement)) return;
  const subject = subjectBefore(sentence, index);
  if (!subject) return;
  // a verb that disagrees with the noun before it may have another subject, unless it is the verb's own mistake
  // ("mi hermano mayor son muy altos": the subject-verb mechanism makes it "es")
  if (
    verb.number &&
    subject.agreement.number &&
    verb.number !== subject.agreement.number &&
    !subjectVerb(sentence).some((edit) => edit.start === token.start)
  )
    return;
  fixAdjective(
    sentence,
    complement,
    subject.agreement,
    `'${subject.word}' is ${describe(subject.agreement)}`,
    edits,
    true,
  );
}

/** The subject right before a copula: a noun (with its determiner) or a subject pronoun, not coordinated. */
function subjectBefore(sentence: Analysis, verbIndex: number): { word: string; agreement: Agreement } | undefined {
  const tokens = sentence.tokens;
  let index = verbIndex - 1;
  if (['no', 'también', 'tampoco', 'siempre', 'nunca', 'ya'].includes(tokens[index]?.text.toLowerCase() ?? '')) index--;
  // "mi cuadro favorito es…": an adjective that agrees with the noun before it is part of the subject
  const describing = adjectiveReading(sentence, index);
  const described = describing && index > 0 ? nounAgreement(sentence, index - 1) : undefined;
  // only when the copula agrees with that noun: "las vacaciones perfectas sería…" has no clear subject
  const copulaNumber = tokens[verbIndex]?.reading?.number;
  if (describing && described && !disagrees(describing, described) && copulaNumber === described.number) index--;
  const token = tokens[index];
  if (!token || token.kind !== 'word') return undefined;
  const pronoun = SUBJECT_PRONOUNS[token.text.toLowerCase()];
  let start = index;
  let agreement: Agreement | undefined;
  let named = token.text;
  if (pronoun) {
    agreement = {
      number: pronoun.number === 'plural' ? 'plural' : 'singular',
      ...(pronoun.gender === 'masculine' || pronoun.gender === 'feminine' ? { gender: pronoun.gender } : {}),
    };
  } else {
    // "la comida del hospital es…": "del" is no determiner of the subject
    const complemented = tokens[index - 1]?.text.toLowerCase() === 'del';
    const head = complemented ? headBeforeComplement(sentence, index - 1, verbIndex) : undefined;
    if (complemented) return head;
    const det = tokens[index - 1]?.reading;
    const ownNoun = nounAgreement(sentence, index);
    const noun = ownNoun ?? nominalisedAdjective(token, det);
    if (!noun || det?.pos !== 'determiner') return undefined;
    // "la mayor" is feminine for its article, not for the word
    if (!ownNoun) named = `${tokens[index - 1]!.text} ${token.text}`;
    // "las papas": a determiner of the other gender than the lexicon's noun; trust neither
    if ((det.gender === 'masculine' || det.gender === 'feminine') && noun.gender && det.gender !== noun.gender)
      return undefined;
    agreement = noun;
    start = index - 1;
  }
  // "La comida del hospital es muy malo": a noun after "de" completes the noun before it, which is the subject, when
  // the copula agrees with that head in number ("la mayoría de los alumnos son…" is left alone)
  const head = headBeforeComplement(sentence, start, verbIndex);
  if (head) return head;
  // "el perro y el gato son…", "la casa de mis padres es…": the word before is not the whole subject
  const before = tokens[start - 1];
  if (before) {
    const reading = before.reading;
    if (before.kind === 'punctuation' && before.text === ',') return undefined;
    // "El libro que leyó ella es bueno": a subject after a verb is that verb's, not the copula's
    if (reading && ['preposition', 'coordinating-conjunction', 'verb'].includes(reading.pos)) return undefined;
    if (before.kind === 'word' && !reading) return undefined;
  }
  return { word: named, agreement };
}

/** The head noun before a "de" complement that ends at `start` ("la comida | del hospital"), as a subject. */
function headBeforeComplement(
  sentence: Analysis,
  start: number,
  verbIndex: number,
): { word: string; agreement: Agreement } | undefined {
  const tokens = sentence.tokens;
  const de = ['de', 'del'].includes(tokens[start - 1]?.text.toLowerCase() ?? '')
    ? start - 1
    : tokens[start]?.text.toLowerCase() === 'del'
      ? start
      : -1;
  if (de < 2) return undefined;
  const headDet = tokens[de - 2]?.reading;
  const agreement = nounAgreement(sentence, de - 1);
  if (!agreement || headDet?.pos !== 'determiner' || !agreement.gender) return undefined;
  if ((headDet.gender === 'masculine' || headDet.gender === 'feminine') && headDet.gender !== agreement.gender)
    return undefined;
  // the whole subject opens the clause: nothing but its start or punctuation before the head's determiner
  const opener = tokens[de - 3];
  if (opener && opener.kind === 'word' && !['y', 'pero', 'que'].includes(opener.text.toLowerCase())) return undefined;
  const copula = tokens[verbIndex]?.reading?.number;
  if (!copula || copula !== agreement.number) return undefined;
  return { word: tokens[de - 1]!.text.toLowerCase(), agreement };
}

/**
 * An adjective made a noun by its definite article ("la mayor", "los pequeños") has the article's gender and number,
 * when the adjective itself allows them; "lo bueno" is neuter and says nothing.
 */
function nominalisedAdjective(token: AnalysedToken, det: Reading | undefined): Agreement | undefined {
  if (det?.pos !== 'determiner' || det.kind !== 'definite') return undefined;
  if (token.readings.length === 0 || token.readings.some((reading) => reading.pos !== 'adjective')) return undefined;
  const gender = det.gender;
  if ((gender !== 'masculine' && gender !== 'feminine') || (det.number !== 'singular' && det.number !== 'plural'))
    return undefined;
  const fits = token.readings.some(
    (reading) =>
      (reading.gender === gender || reading.gender === 'common') &&
      (reading.number === det.number || reading.number === 'invariable'),
  );
  return fits ? { gender, number: det.number } : undefined;
}

/** Whether a noun's lemma has forms of the other gender too ("presidente", "presidenta"). */
function hasOtherGender(noun: Reading, gender: 'masculine' | 'feminine'): boolean {
  const other = gender === 'masculine' ? 'feminine' : 'masculine';
  return inflect(noun.lemma, { pos: 'noun', gender: other }).length > 0;
}

/**
 * Whether an adjective after a noun may describe the clause's subject instead ("llegamos a la casa cansados",
 * "vemos las películas juntos"): no degree word before it, it closes its phrase, and it has the number of the
 * clause's finite verb.
 */
function mayDescribeSubject(sentence: Analysis, nounIndex: number, adjectiveIndex: number, degree: boolean): boolean {
  if (degree) return false;
  const after = sentence.tokens[adjectiveIndex + 1];
  const closes =
    !after ||
    after.kind === 'punctuation' ||
    ['coordinating-conjunction', 'preposition', 'subordinating-conjunction', 'adverb'].includes(
      after.reading?.pos ?? '',
    );
  if (!closes) return false;
  const verb = sentence.tokens
    .slice(0, nounIndex)
    .findLast((token) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite')?.reading;
  const adjective = adjectiveReading(sentence, adjectiveIndex);
  // "fuimos en muchas aventuras juntos": "juntos", "solos" say how the subject did it, whatever the verb
  if (adjective && verb && SUBJECT_PREDICATIVES.has(adjective.lemma) && adjective.number === verb.number) return true;
  // "es una persona alto": after a copula the noun is the predicate, and nothing describes the subject on the side
  if (verb && COPULAS.includes(verb.lemma)) return false;
  return (
    verb !== undefined &&
    adjective !== undefined &&
    (adjective.number === verb.number || adjective.number === 'invariable')
  );
}

/** Whether the word after an adjective ends its phrase: not "rojo claro", not "buena persona". */
function closesPhrase(sentence: Analysis, adjectiveIndex: number): boolean {
  const after = sentence.tokens[adjectiveIndex + 1];
  if (!after || after.kind !== 'word') return true;
  return !after.readings.some((reading) => ['adjective', 'noun', 'proper-noun'].includes(reading.pos));
}

/** "el agua", "un hacha": a feminine noun starting with a stressed "a" takes "el", "un", "algún", "ningún". */
function takesMasculineArticle(det: Reading, noun: Agreement, word: string): boolean {
  return (
    noun.gender === 'feminine' &&
    noun.number !== 'plural' &&
    stressedInitialA(word) &&
    ['el', 'uno', 'un', 'alguno', 'ninguno'].includes(det.lemma)
  );
}

const lower = (token: AnalysedToken | undefined) => token?.text.toLowerCase() ?? '';
const isNumeral = (token: AnalysedToken | undefined) =>
  token?.kind === 'word' &&
  token.reading?.pos === 'numeral' &&
  token.readings.every((reading) => reading.pos === 'numeral');

/**
 * A determiner right before its noun takes the noun's number: "mi vacaciones" → "mis", "el premios" → "los",
 * "sus madre" → "su". A noun for both numbers ("la crisis") or whose readings disagree says nothing; nor does a
 * determiner that is also read as a pronoun before a verb reading of the noun ("los cosas" is left to the rules).
 */
function determinerNumber(sentence: Analysis, index: number, noun: Agreement, edits: Edit[]): void {
  const tokens = sentence.tokens;
  const token = tokens[index]!;
  const before = tokens[index - 1]!;
  const det = before.reading!;
  if (!noun.number || (det.number !== 'singular' && det.number !== 'plural') || det.number === noun.number) return;
  if (!['definite', 'indefinite', 'demonstrative', 'possessive'].includes(det.kind ?? '')) return;
  // "noventa y un pesos": "un" counting
  const counted = tokens[index - 2];
  if (det.lemma === 'uno' && (lower(counted) === 'y' || counted?.kind === 'number' || isNumeral(counted))) return;
  if (!isFixableWord(sentence, index - 1) || !/^\s+$/.test(sentence.text.slice(before.end, token.start))) return;
  if (token.readings.some((reading) => reading.pos !== 'noun')) return;
  // "el microondas", read as "microonda" in the plural: an article wrong in both gender and number before a noun in
  // -s is far likelier a compound the lexicon lacks than a double slip ("mi vacaciones" is number only, and fixed)
  const bothWrong =
    (det.gender === 'masculine' || det.gender === 'feminine') &&
    noun.gender !== undefined &&
    det.gender !== noun.gender;
  if (/s$/u.test(lower(token)) && bothWrong) return;
  // "cada", "ambos", "varios" have one number only
  const wanted: Agreement = { number: noun.number };
  if (
    noun.gender &&
    (det.gender === 'masculine' || det.gender === 'feminine') &&
    !takesMasculineArticle(det, noun, token.text)
  )
    wanted.gender = noun.gender;
  const form = agreeingForm(det, wanted, before.text);
  if (!form) return;
  edits.push(replaceToken(before, form, 'articles', `'${token.text}' is ${noun.number}: '${form} ${token.text}'.`));
}

/** "los dos películas" → "las dos películas": a determiner before a numeral takes its noun's gender. */
function determinerAcrossNumeral(sentence: Analysis, index: number, noun: Agreement, edits: Edit[]): void {
  const det = sentence.tokens[index - 2];
  const reading = det?.reading;
  if (!det || det.kind !== 'word' || reading?.pos !== 'determiner' || !noun.gender) return;
  // "unos veinte personas": "unos" before a number is "about", and agrees with the noun counted as an article does
  const about = reading.kind === 'indefinite' && reading.number === 'plural';
  if (!about && !['definite', 'demonstrative', 'possessive'].includes(reading.kind ?? '')) return;
  if ((reading.gender !== 'masculine' && reading.gender !== 'feminine') || reading.gender === noun.gender) return;
  if (!isFixableWord(sentence, index - 2) || takesMasculineArticle(reading, noun, sentence.tokens[index]!.text)) return;
  // "los dos comen": a plural verb after "los dos" has them as its subject; "casas" (you marry) cannot
  if (
    sentence.tokens[index]!.readings.some(
      (other) => other.pos !== 'noun' && (other.pos !== 'verb' || other.number !== 'singular'),
    )
  )
    return;
  const form = agreeingForm(reading, { gender: noun.gender }, det.text);
  if (form)
    edits.push(replaceToken(det, form, 'articles', `'${sentence.tokens[index]!.text}' is ${noun.gender}: '${form}'.`));
}

/**
 * A noun counted by a number above one is plural: "las dos caja" → "cajas", "3 kilo" → "3 kilos". A number that is
 * a label ("el 2 de mayo", "piso 3 puerta 2": after a noun or a singular determiner) counts nothing, and "uno" or a
 * decimal says nothing; nor do the nouns of `nouns.json`'s `notCounted` ("26 marzo", "cuatro gente").
 */
function pluralAfterNumeral(sentence: Analysis, index: number, noun: Agreement, edits: Edit[]): void {
  const tokens = sentence.tokens;
  const token = tokens[index]!;
  const numeral = tokens[index - 1]!;
  if (noun.number !== 'singular' || !isFixableWord(sentence, index)) return;
  if (
    numeral.kind === 'number'
      ? !/^\d+$/.test(numeral.text) || Number(numeral.text) === 1
      : numeral.reading?.lemma === 'uno'
  )
    return;
  if (/^\p{Lu}/u.test(token.text) || token.reading?.pos !== 'noun') return;
  if (loadCorrectorWordLists().nouns.notCounted.includes(lower(token))) return;
  const label = tokens[index - 2]?.reading;
  // "libro" is also a verb, "amigo" an adjective: after "compré 3" or "con dos" it is the counted noun, after "los dos" it may be the verb
  // and after a count of other nouns joined by "y" ("tres hermanos y dos hermana")
  const joinedToACount = label?.pos === 'coordinating-conjunction' && tokens[index - 3]?.reading?.pos === 'noun';
  const counted =
    label?.pos === 'preposition' || (label?.pos === 'verb' && label.verbForm === 'finite') || joinedToACount;
  if (
    token.readings.some(
      (reading) => reading.pos !== 'noun' && (!['verb', 'adjective'].includes(reading.pos) || !counted),
    )
  )
    return;
  if (
    label &&
    (label.pos === 'noun' || label.pos === 'proper-noun' || (label.pos === 'determiner' && label.number === 'singular'))
  )
    return;
  const reading = token.readings.find((candidate) => candidate.pos === 'noun')!;
  const forms = inflect(reading.lemma, {
    pos: 'noun',
    number: 'plural',
    ...(noun.gender ? { gender: noun.gender } : {}),
  }).filter((form) => !form.includes(' '));
  if (forms.length !== 1 || forms[0] === lower(token)) return;
  const form = forms[0]!;
  edits.push(
    replaceToken(token, form, 'articles', `After '${numeral.text}' the noun is plural: '${numeral.text} ${form}'.`),
  );
}

/** A noun in nouns.json's `masculine` or `feminine` list, of that gender: one whose gender is relied on. */
function reliablyGendered(token: AnalysedToken, noun: Agreement): boolean {
  const lemma = token.readings.find((reading) => reading.pos === 'noun')?.lemma.toLowerCase();
  const { masculine, feminine } = loadCorrectorWordLists().nouns;
  // "un poquito caras": a word also read as an adjective may be no noun at all
  if (!lemma || !noun.gender || token.readings.some((reading) => reading.pos === 'adjective')) return false;
  return noun.gender === 'masculine' ? masculine.includes(lemma) : feminine.includes(lemma);
}

/**
 * An adjective between a determiner and its noun: "la nuevo casa" → "nueva", "sus octavo álbum" → "su", "el
 * primera vez" → "la". Two of the three words that agree outvote the third; a determiner and an adjective that agree
 * with each other against the lexicon's noun ("las mismas papas") change nothing, unless nouns.json relies on the
 * noun's gender ("el próximo semana" → "la próxima semana").
 */
function beforeTheNoun(sentence: Analysis, index: number, noun: Agreement, edits: Edit[]): void {
  const tokens = sentence.tokens;
  const adjective = adjectiveReading(sentence, index - 1);
  const detToken = tokens[index - 2];
  const det = detToken?.reading;
  if (!adjective || !detToken || det?.pos !== 'determiner' || det.kind === undefined) return;
  if (!['definite', 'indefinite', 'demonstrative', 'possessive'].includes(det.kind)) return;
  if (!isFixableWord(sentence, index - 2) || !closesPhrase(sentence, index)) return;
  const spaced = (left: AnalysedToken, right: AnalysedToken) =>
    /^\s+$/.test(sentence.text.slice(left.end, right.start));
  if (!spaced(detToken, tokens[index - 1]!) || !spaced(tokens[index - 1]!, tokens[index]!)) return;
  const detAgrees = !disagrees(det, noun);
  const adjectiveAgrees = !disagrees(adjective, noun);
  const because = `'${tokens[index]!.text}' is ${describe(noun)}`;
  if (!detAgrees && !adjectiveAgrees && reliablyGendered(tokens[index]!, noun)) {
    // "el próximo semana": a noun whose gender the corrector relies on (nouns.json) is not outvoted, as the lexicon's
    // "papas" (the Pope's) may be; its determiner and adjective both take its gender
    const form = agreeingForm(det, { gender: noun.gender! }, detToken.text);
    if (form) edits.push(replaceToken(detToken, form, 'articles', `${because}: '${form}'.`));
    fixAdjective(sentence, index - 1, { gender: noun.gender! }, because, edits);
  } else if (detAgrees && !adjectiveAgrees) fixAdjective(sentence, index - 1, noun, because, edits);
  else if (adjectiveAgrees && !detAgrees && !takesMasculineArticle(det, noun, tokens[index]!.text)) {
    const wanted: Agreement = { ...noun };
    if (det.gender !== 'masculine' && det.gender !== 'feminine') delete wanted.gender;
    const form = agreeingForm(det, wanted, detToken.text);
    if (form) edits.push(replaceToken(detToken, form, 'articles', `${because}: '${form} ${tokens[index - 1]!.text}'.`));
  }
}
