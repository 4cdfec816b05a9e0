/**
 * The forms of a typed answer a teacher would count as the same answer: the rules behind checkTextAnswer
 * (docs/product.md#lesson-score). Each rule only ever adds forms of the same sentence — a contraction spelled out,
 * a number in digits, a subject pronoun Spanish lets you drop, a "por favor" the prompt did not ask for — so an
 * answer is right when one of its forms is one of the expected answer's forms.
 */
import { readEnglishNumberWords } from './english-numbers';
import { readNumberWords } from './spanish-numbers';
import { foldAllMarks } from './spanish-text';

export type AnswerLanguage = 'es' | 'en';

export interface AnswerContext {
  /** The language the learner answers in. */
  language: AnswerLanguage;
  /**
   * The exercise's question or prompt: a "please" in it makes "por favor" part of the answer, and a word such as
   * "formal" or "friend" makes the tú/usted choice part of it.
   */
  prompt?: string;
}

/** Phones and Macs type ’ for ', and “ ” for ". */
const TYPOGRAPHIC_APOSTROPHE = /[’‘‛ʼ`]/g;
/** On Spanish keyboards an English apostrophe is often the acute key: "don´t". */
const ACUTE_AS_APOSTROPHE = /(?<=\p{L})´(?=\p{L})/gu;
const PUNCTUATION = /[¿?¡!.,;:"“”„«»]/g;

/** Lower case, typographic marks made plain, punctuation and repeated spaces gone. */
export function normaliseAnswer(text: string, language?: AnswerLanguage): string {
  let plain = text.replace(TYPOGRAPHIC_APOSTROPHE, "'");
  if (language === 'en') plain = plain.replace(ACUTE_AS_APOSTROPHE, "'");
  return plain.replace(PUNCTUATION, ' ').replace(/\s+/g, ' ').trim().toLocaleLowerCase('es');
}

/**
 * Every form of an answer under the rules, the answer itself first. `side` says whose answer it is: a learner may
 * leave out a pronoun the expected answer has, but adding "él" where "ella" was meant must not become right.
 */
export function answerVariants(
  text: string,
  context: AnswerContext,
  side: 'learner' | 'expected' = 'learner',
): string[] {
  let forms = [normaliseAnswer(text, context.language)];
  if (context.language === 'en') forms = forms.flatMap(expandContractions).map(englishNumbersAsDigits);
  else {
    if (side === 'expected' && !mentionsRegister(context.prompt)) forms = forms.flatMap(withOtherYou);
    forms = forms.flatMap((form) => withoutSubjectPronoun(form, side)).map(spanishNumbersAsDigits);
  }
  if (!mentionsPlease(context.prompt)) forms = forms.flatMap(withoutPorFavor);
  return [...new Set(forms)];
}

// English contractions and their full forms. 's and 'd stand for two words each ("it's" is "it is" or "it has").
const CONTRACTION_FORMS: Record<string, string[]> = {
  "can't": ['cannot', 'can not'],
  "won't": ['will not'],
  "shan't": ['shall not'],
  "let's": ['let us'],
  "i'm": ['i am'],
  "ain't": ['am not', 'is not', 'are not'],
};
const SUFFIX_FORMS: [suffix: string, forms: string[]][] = [
  ["n't", [' not']],
  ["'re", [' are']],
  ["'ve", [' have']],
  ["'ll", [' will']],
  ["'d", [' would', ' had']],
  ["'s", [' is', ' has']],
];
const WITH_APOSTROPHE = /^[a-z]+'[a-z]+$/;
// "'s" after a noun is usually possessive ("Ana's book"), so only these words expand.
const EXPANDS_S = new Set(['it', 'he', 'she', 'that', 'what', 'there', 'here', 'where', 'who', 'how', 'when', 'why']);

function expandContractions(answer: string): string[] {
  let forms = [''];
  for (const word of answer.split(' ')) {
    const expansions = expandWord(word);
    forms = forms.flatMap((form) => expansions.map((expansion) => (form ? `${form} ${expansion}` : expansion)));
    if (forms.length > 64) return [answer];
  }
  return forms.map((form) => form.replace(/\bcannot\b/g, 'can not'));
}

function expandWord(word: string): string[] {
  if (!WITH_APOSTROPHE.test(word)) return [word];
  const whole = CONTRACTION_FORMS[word];
  if (whole) return [word, ...whole];
  for (const [suffix, forms] of SUFFIX_FORMS) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (suffix === "'s" && !EXPANDS_S.has(stem)) return [word];
    return [word, ...forms.map((form) => stem + form)];
  }
  return [word];
}

function englishNumbersAsDigits(answer: string): string {
  return replaceNumberRuns(answer.split(' '), (words, start) => readEnglishNumberWords(words, start));
}

function spanishNumbersAsDigits(answer: string): string {
  return replaceNumberRuns(answer.split(' '), (words, start) => {
    const read = readNumberWords(words.map(foldAllMarks), start);
    // "un", "una" and "uno" alone are far more often articles and pronouns than numbers.
    if (read && read.length === 1 && read.value === 1) return undefined;
    return read;
  });
}

function replaceNumberRuns(
  words: string[],
  read: (words: string[], start: number) => { value: number; length: number } | undefined,
): string {
  const out: string[] = [];
  for (let index = 0; index < words.length;) {
    const number = read(words, index);
    if (number) {
      out.push(String(number.value));
      index += number.length;
    } else {
      out.push(words[index]!);
      index++;
    }
  }
  return out.join(' ');
}

/** A subject pronoun and the verb endings it can stand before, so "yo tiene" is not made right by dropping "yo". */
const SUBJECT_PRONOUNS: Record<string, RegExp | null> = {
  // Present -o and soy/estoy/voy/doy, preterite -é/-í and the irregular preterites (tuve, hice, puse, dije, traje,
  // vine, quise, pude, supe). Not the imperfect -aba/-ía, which is the third person's form too.
  yo: /(o|oy|é|í|uve|ice|use|ije|aje|ine|uise|ude|upe)$/,
  // Every second-person form but the imperative ends in -s (preterite -ste); "es" is the third person of "ser".
  tú: /^(?!es$).*(s|ste)$/,
  nosotros: /mos$/,
  nosotras: /mos$/,
  vosotros: /(is|steis)$/,
  vosotras: /(is|steis)$/,
  // Third-person pronouns say who (he, she, you, they): dropping them keeps the sentence, adding one may not.
  él: null,
  ella: null,
  usted: null,
  ellos: null,
  ellas: null,
  ustedes: null,
};

/**
 * Spanish drops subject pronouns freely: "Tengo veinte años" and "Yo tengo veinte años" are the same answer. The
 * form without the pronoun is added when the next word can be a verb of that person, so either side may carry
 * "yo", "tú", "nosotros" or "vosotros". A third-person pronoun is dropped from the expected answer only: the
 * learner may leave it out, but one they add must be the expected one.
 */
function withoutSubjectPronoun(answer: string, side: 'learner' | 'expected'): string[] {
  const [first, ...rest] = answer.split(' ');
  if (first === undefined || rest.length === 0 || !Object.hasOwn(SUBJECT_PRONOUNS, first)) return [answer];
  const verbEnding = SUBJECT_PRONOUNS[first];
  // "Yo también tengo", "Yo no hablo": the verb may follow a short adverb.
  const verb = rest.find((word) => !BEFORE_THE_VERB.has(word)) ?? '';
  const droppable = verbEnding ? verbEnding.test(verb) : side === 'expected';
  return droppable ? [answer, rest.join(' ')] : [answer];
}

const BEFORE_THE_VERB = new Set([
  'también',
  'tambien',
  'tampoco',
  'no',
  'ya',
  'siempre',
  'nunca',
  'todavía',
  'todavia',
  'sí',
  'si',
  'me',
  'te',
  'nos',
  'os',
  'lo',
  'la',
  'le',
  'se',
]);

function mentionsPlease(prompt: string | undefined): boolean {
  return prompt !== undefined && /\bplease\b|por favor/i.test(prompt);
}

/** "por favor" at the start or end of an answer, where the prompt did not ask for it. */
function withoutPorFavor(answer: string): string[] {
  const bare = answer.replace(/^por favor /, '').replace(/ por favor$/, '');
  return bare === answer || bare === '' ? [answer] : [answer, bare];
}

// ---- tú and usted (docs/product.md#lesson-score) ----

/** Words in a prompt that say which "you" is meant: then the register is part of the answer. */
const REGISTER_CUE =
  /(?<!\p{L})(formal|formally|informal|informally|polite|politely|usted|ustedes|tú|friend|friends|sir|madam|ma'am|stranger)(?!\p{L})/iu;

function mentionsRegister(prompt: string | undefined): boolean {
  return prompt !== undefined && REGISTER_CUE.test(prompt);
}

/**
 * Verb forms for tú and the same verb for usted, each unambiguous: a tú form is never a form of another person, so
 * changing it cannot turn a sentence about someone else into a "you" sentence. Present, the common preterites and
 * conditionals, and the simple affirmative and negative commands.
 */
const TU_USTED_VERBS: [tu: string, usted: string][] = [
  ['estás', 'está'],
  ['eres', 'es'],
  ['tienes', 'tiene'],
  ['puedes', 'puede'],
  ['quieres', 'quiere'],
  ['vas', 'va'],
  ['haces', 'hace'],
  ['sabes', 'sabe'],
  ['conoces', 'conoce'],
  ['vienes', 'viene'],
  ['prefieres', 'prefiere'],
  ['necesitas', 'necesita'],
  ['hablas', 'habla'],
  ['vives', 'vive'],
  ['trabajas', 'trabaja'],
  ['estudias', 'estudia'],
  ['llamas', 'llama'],
  ['dedicas', 'dedica'],
  ['sientes', 'siente'],
  ['piensas', 'piensa'],
  ['crees', 'cree'],
  ['entiendes', 'entiende'],
  ['recomiendas', 'recomienda'],
  ['has', 'ha'],
  ['hiciste', 'hizo'],
  ['fuiste', 'fue'],
  ['estuviste', 'estuvo'],
  ['tuviste', 'tuvo'],
  ['podrías', 'podría'],
  ['deberías', 'debería'],
  ['ven', 'venga'],
  ['pon', 'ponga'],
  ['haz', 'haga'],
  ['ten', 'tenga'],
  ['dime', 'dígame'],
  ['dame', 'deme'],
  ['llámame', 'llámeme'],
  ['ayúdame', 'ayúdeme'],
  ['siéntate', 'siéntese'],
  ['perdona', 'perdone'],
  ['disculpa', 'disculpe'],
  ['preocupes', 'preocupe'],
  ['olvides', 'olvide'],
  ['vayas', 'vaya'],
  ['digas', 'diga'],
];
const TU_VERB = new Map(TU_USTED_VERBS);
const USTED_VERB = new Map(TU_USTED_VERBS.map(([tu, usted]) => [usted, tu]));
/** "Te" is an object or a reflexive pronoun: "te gusta" ⇄ "le gusta", "te llamo" ⇄ "lo/la llamo", "te llamas" ⇄ "se llama". */
const TU_WORDS: Record<string, string[]> = {
  tú: ['usted'],
  te: ['le', 'lo', 'la', 'se'],
  ti: ['usted'],
  contigo: ['con usted'],
  tu: ['su'],
  tus: ['sus'],
};
const USTED_WORDS: Record<string, string[]> = { usted: ['tú', ''], su: ['tu'], sus: ['tus'] };

/**
 * The expected answer said to the other "you": a tú sentence with its usted forms (with or without "usted" by the
 * verb: "¿Cómo estás?" → "¿Cómo está?", "¿Cómo está usted?"), or a sentence with "usted" in its tú forms. Only the
 * expected side is rewritten, so a learner's "Mi hermana tienes" never becomes right.
 */
function withOtherYou(answer: string): string[] {
  const words = answer.split(' ');
  if (words.some((word) => TU_VERB.has(word) || Object.hasOwn(TU_WORDS, word))) return [answer, ...toUsted(words)];
  if (words.includes('usted')) return [answer, ...withoutUstedPhrases(answer).flatMap((form) => toTu(form.split(' ')))];
  return [answer];
}

function toUsted(words: string[]): string[] {
  const firstVerb = words.findIndex((word) => TU_VERB.has(word));
  const choices = words.map((word) => {
    const verb = TU_VERB.get(word);
    if (verb) return [verb];
    return Object.hasOwn(TU_WORDS, word) ? TU_WORDS[word]! : [word];
  });
  const sentences = combine(choices);
  if (firstVerb < 0 || words.includes('tú')) return sentences;
  // Usted is said more often than tú: "¿Tiene usted hijos?", "¿Usted tiene hijos?".
  return sentences.flatMap((sentence) => {
    const changed = sentence.split(' ');
    return [
      sentence,
      [...changed.slice(0, firstVerb + 1), 'usted', ...changed.slice(firstVerb + 1)].join(' '),
      [...changed.slice(0, firstVerb), 'usted', ...changed.slice(firstVerb)].join(' '),
    ];
  });
}

/** "a usted" is "a ti" (or nothing: "A usted le gusta" is "Te gusta"), "con usted" is "contigo". */
function withoutUstedPhrases(answer: string): string[] {
  let forms = [answer];
  for (const [phrase, options] of [
    [/\ba usted\b/, ['a ti', '']],
    [/\bcon usted\b/, ['contigo']],
    [/\bpara usted\b/, ['para ti']],
  ] as const) {
    forms = forms.flatMap((form) =>
      phrase.test(form) ? options.map((option) => form.replace(phrase, option)) : [form],
    );
  }
  return forms.map((form) => form.replace(/\s+/g, ' ').trim());
}

function toTu(words: string[]): string[] {
  const choices = words.map((word, index) => {
    const verb = USTED_VERB.get(word);
    if (verb) return [verb];
    // "Le" may be the usted pronoun ("le gusta") or someone else ("le escribo a Juan"): both readings stay. "Se" is the
    // usted pronoun only before a verb said to usted ("se llama" → "te llamas"), not in "se vende".
    if (word === 'le') return ['le', 'te'];
    if (word === 'se') return USTED_VERB.has(words[index + 1] ?? '') ? ['te'] : [word];
    return Object.hasOwn(USTED_WORDS, word) ? USTED_WORDS[word]! : [word];
  });
  return combine(choices).map((sentence) => sentence.replace(/\s+/g, ' ').trim());
}

/** Every sentence made of one choice per word, at most 64 (beyond that, none: the answer stays as written). */
function combine(choices: string[][]): string[] {
  let sentences = [''];
  for (const options of choices) {
    sentences = sentences.flatMap((sentence) => options.map((option) => (sentence ? `${sentence} ${option}` : option)));
    if (sentences.length > 64) return [];
  }
  return sentences;
}
