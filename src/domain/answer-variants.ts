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
  if (context.language === 'en') {
    forms = [...forms, ...withClauseAfter(text).map((form) => normaliseAnswer(form, 'en'))]
      .flatMap(expandContractions)
      .flatMap(withAdverbialAfter)
      .map(englishNumbersAsDigits);
  } else {
    forms = [...forms, ...clockTimesInWords(text).map((form) => normaliseAnswer(form, 'es'))];
    if (side === 'expected' && !mentionsRegister(context.prompt)) forms = forms.flatMap(withOtherYou);
    const firstPersonAsked = mentionsFirstPerson(context.prompt);
    forms = forms.flatMap((form) => withoutSubjectPronouns(form, side, firstPersonAsked)).map(spanishNumbersAsDigits);
  }
  if (!mentionsPlease(context.prompt)) forms = forms.flatMap(withoutPorFavor);
  return [...new Set(forms)];
}

/**
 * A clock time in digits read the way it is said: "Son las 3:30" is "Son las 3 y 30" and "Son las 3 y media",
 * "3:15" also "3 y cuarto", "3:00" also "3" and "3 en punto". Digits then meet the expected answer's number words.
 */
function clockTimesInWords(text: string): string[] {
  const times = [...text.matchAll(/(?<!\d)(\d{1,2}):([0-5]\d)(?!\d)/g)];
  if (times.length === 0) return [];
  const said = (minutes: string): string[] => {
    if (minutes === '00') return ['', ' en punto'];
    const number = String(Number(minutes));
    if (minutes === '30') return [` y ${number}`, ' y media'];
    if (minutes === '15') return [` y ${number}`, ' y cuarto'];
    return [` y ${number}`];
  };
  let forms = [text];
  for (const [time, hour, minutes] of times) {
    // "La una": one o'clock is said as a word, which the digits rule leaves alone.
    const hours = Number(hour) === 1 ? 'una' : String(Number(hour));
    forms = forms.flatMap((form) => said(minutes!).map((words) => form.replace(time, hours + words)));
  }
  return forms;
}

// ---- English word order: sentence adverbials of time and place, fronted or trailing ----

/** A clause that may open an English sentence, before a comma, or close it: "As soon as I finish, I'll help you". */
const FRONTED_CLAUSE =
  /^\s*(as soon as|once|when|whenever|if|unless|before|after|until|till|while|because|since|although|though)\s/i;

/** The sentence with a comma-separated opening clause moved to its end: "I'll help you as soon as I finish". */
function withClauseAfter(text: string): string[] {
  const comma = text.indexOf(',');
  if (comma < 0) return [];
  const clause = text.slice(0, comma);
  const rest = text.slice(comma + 1).trim();
  if (rest === '' || !(FRONTED_CLAUSE.test(clause) || FRONTED_ADVERBIAL.test(`${normaliseAnswer(clause, 'en')} `)))
    return [];
  return [`${rest} ${clause}`];
}

const DAYS = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?';
const MONTHS =
  '(?:january|february|march|april|may|june|july|august|september|october|november|december|summer|winter|spring|autumn|fall)';
const PARTS = '(?:morning|afternoon|evening|night|weekend|week|month|year)';
/**
 * Time and place phrases that may open or close an English sentence with the same meaning: "On Sunday I am going
 * to…" = "I am going to… on Sunday". Not "here" and "there", which open questions and "there is" sentences.
 */
const FRONTED_ADVERBIAL = new RegExp(
  '^(' +
    [
      `on ${DAYS}(?: (?:morning|afternoon|evening|night)s?)?`,
      `on (?:the )?weekends?`,
      `at (?:the )?weekends?`,
      `(?:in|during) (?:the )?(?:${MONTHS}|morning|afternoon|evening|week|holidays|past|future)`,
      `at (?:night|home|work|school|the office|the moment|noon|midnight)`,
      `(?:every|each|last|next|this) (?:${DAYS}|${PARTS}|${MONTHS}|day|time)`,
      `(?:today|tomorrow|yesterday|tonight|nowadays|now|right now|these days|later|soon)(?: (?:morning|afternoon|evening|night))?`,
      `the day (?:after tomorrow|before yesterday)`,
      `(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\\d+|a few|several|many) (?:${PARTS}|days|weeks|months|years|hours|minutes)s? ago`,
      `in (?:a|one|two|three|four|five|\\d+|a few) (?:${PARTS}|days|weeks|months|years|hours|minutes)s?`,
    ].join('|') +
    ') ',
);

/** The normalised sentence with an opening time or place phrase moved to its end (both sides get this form). */
function withAdverbialAfter(answer: string): string[] {
  const match = FRONTED_ADVERBIAL.exec(`${answer} `);
  if (!match) return [answer];
  const rest = answer.slice(match[0].length).trim();
  // "Tomorrow" alone, or "On Sunday, yes": nothing left to put it after.
  if (rest.split(' ').length < 2) return [answer];
  return [answer, `${rest} ${match[1]}`];
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
  const words = answer.split(' ');
  for (const [index, word] of words.entries()) {
    const expansions = expandWord(word, words.slice(index + 1));
    forms = forms.flatMap((form) => expansions.map((expansion) => (form ? `${form} ${expansion}` : expansion)));
    if (forms.length > 64) return [answer];
  }
  return forms.map((form) => form.replace(/\bcannot\b/g, 'can not'));
}

function expandWord(word: string, after: readonly string[]): string[] {
  if (!WITH_APOSTROPHE.test(word)) return [word];
  const whole = CONTRACTION_FORMS[word];
  if (whole) return [word, ...whole];
  for (const [suffix, forms] of SUFFIX_FORMS) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (suffix === "'s" && !EXPANDS_S.has(stem) && !verbFollows(after)) return [word];
    return [word, ...forms.map((form) => stem + form)];
  }
  return [word];
}

/**
 * After a noun, "'s" is "is" or "has" when what follows reads as the rest of a verb phrase: a determiner, an adverb
 * or a preposition ("How much's the cake?", "Ana's in Madrid", "The bus's not here"), or a common adjective that ends
 * the sentence ("The banana's yellow"). Anything else ("Ana's book", "Ana's old car") stays a possessive.
 */
function verbFollows(after: readonly string[]): boolean {
  const [next, then] = after;
  if (next === undefined) return false;
  if (AFTER_VERB.has(next)) return true;
  return PREDICATE_ADJECTIVES.has(next) && (then === undefined || AFTER_ADJECTIVE.has(then));
}

const AFTER_VERB = new Set(
  (
    'a an the my your his her its our their this these those some no not very so too really quite always never ' +
    'still already also just here there in on at from with under over out up going been got gone'
  ).split(' '),
);
const PREDICATE_ADJECTIVES = new Set(
  (
    'yellow red green blue white black brown orange pink grey gray purple big small little tall short long old new ' +
    'young good bad nice cold hot warm cool tired happy sad sick ill open closed expensive cheap ready late early ' +
    'right wrong free busy full empty clean dirty easy difficult hard beautiful pretty ugly delicious fresh sweet ' +
    'sunny cloudy windy rainy great fine interesting boring far near married single broken hungry thirsty'
  ).split(' '),
);
const AFTER_ADJECTIVE = new Set(['too', 'today', 'now', 'again', 'already', 'and', 'but', 'here', 'there']);

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

/**
 * A subject pronoun and the verb endings that are that person's alone, so "yo tiene" is not made right by dropping
 * "yo". Null for the third-person pronouns, which say who (he, she, you, they).
 */
const SUBJECT_PRONOUNS: Record<string, RegExp | null> = {
  // Present -o and soy/estoy/voy/doy, preterite -é/-í and the irregular preterites (tuve, hice, puse, dije, traje,
  // vine, quise, pude, supe), "he" of haber. The imperfect, conditional and subjunctive forms in -a/-e belong to
  // the third person too: YO_OR_THIRD below.
  yo: /(o|oy|é|í|uve|ice|use|ije|aje|ine|uise|ude|upe)$|^he$/,
  // Every second-person form but the imperative ends in -s (preterite -ste); "es" is the third person of "ser".
  tú: /^(?!es$).*(s|ste)$/,
  nosotros: /mos$/,
  nosotras: /mos$/,
  vosotros: /(is|steis)$/,
  vosotras: /(is|steis)$/,
  él: null,
  ella: null,
  usted: null,
  ellos: null,
  ellas: null,
  ustedes: null,
};
/** Forms "yo" shares with the third person: era, iba, tenía, hablaría, fuera, fuese, tenga, llegue, haya. */
const YO_OR_THIRD = /[ae]$/;
/** A pronoun after these is not a subject: "con ella", "para él", "soy yo", "es él quien…". */
const NOT_BEFORE_A_SUBJECT = new Set(
  (
    'a al de del con para por sin entre según hacia desde hasta en sobre contra ' +
    'soy eres es somos sois son era eras éramos fue fuiste fuera sea'
  ).split(' '),
);
/** A prompt that speaks of "I" or "yo": there "yo era" is the learner's own "I was". */
const FIRST_PERSON_CUE = /(?<![\p{L}'’])I(?!\p{L})|(?<!\p{L})yo(?!\p{L})/u;

function mentionsFirstPerson(prompt: string | undefined): boolean {
  return prompt !== undefined && FIRST_PERSON_CUE.test(prompt);
}

/**
 * Spanish drops subject pronouns freely, anywhere in the sentence: "Tengo veinte años" = "Yo tengo veinte años",
 * "Cuando era niño" = "Cuando yo era niño", "Quería que vinieras" = "Quería que tú vinieras". A pronoun is dropped
 * where the next word (after "no", "también", object pronouns…) is a verb of its person:
 * - "yo", "tú", "nosotros", "vosotros" before a form that is theirs alone, on either side;
 * - "yo" before a form it shares with the third person (era, vivía, fuera, tenga) from the expected answer, and
 *   from the learner's only when the prompt speaks of "I": "Yo era pequeña" is not "She was small";
 * - a third-person pronoun from the expected answer only: the learner may leave it out, but one they add must be
 *   the expected one.
 * Every combination of the droppable pronouns is a form (at most four pronouns are considered).
 */
function withoutSubjectPronouns(answer: string, side: 'learner' | 'expected', firstPersonAsked: boolean): string[] {
  const words = answer.split(' ');
  const droppable: number[] = [];
  words.forEach((word, index) => {
    if (!Object.hasOwn(SUBJECT_PRONOUNS, word) || index === words.length - 1) return;
    if (index > 0 && NOT_BEFORE_A_SUBJECT.has(words[index - 1]!)) return;
    const verb = words.slice(index + 1).find((next) => !BEFORE_THE_VERB.has(next)) ?? '';
    const ownEnding = SUBJECT_PRONOUNS[word];
    let drop: boolean;
    if (!ownEnding) drop = side === 'expected';
    else if (ownEnding.test(verb)) drop = true;
    else drop = word === 'yo' && YO_OR_THIRD.test(verb) && (side === 'expected' || firstPersonAsked);
    if (drop) droppable.push(index);
  });
  let forms = [words];
  for (const index of droppable.slice(0, 4)) {
    forms = forms.flatMap((form) => [form, form.map((word, at) => (at === index ? '' : word))]);
  }
  return forms.map((form) => form.filter((word) => word !== '').join(' '));
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
  // vosotros ⇄ ustedes for the pronouns (the verb forms differ in stem too often to map by ending).
  os: ['les', 'los', 'las', 'se'],
  vosotros: ['ustedes'],
  vosotras: ['ustedes'],
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
  if (words.some((word) => TU_VERB.has(word) || Object.hasOwn(TU_WORDS, word) || attachedToUsted(word)))
    return [answer, ...toUsted(words)];
  if (words.includes('usted')) return [answer, ...withoutUstedPhrases(answer).flatMap((form) => toTu(form.split(' ')))];
  return [answer];
}

function toUsted(words: string[]): string[] {
  const firstVerb = words.findIndex((word) => TU_VERB.has(word));
  const choices = words.map((word) => {
    const verb = TU_VERB.get(word);
    if (verb) return [verb];
    return Object.hasOwn(TU_WORDS, word) ? TU_WORDS[word]! : (attachedToUsted(word) ?? [word]);
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

/**
 * "Te" attached to an infinitive or a gerund, in its usted forms: "conocerte" → "conocerlo", "conocerla",
 * "conocerle", "ayudándote" → "ayudándole". Not reflexive "se": "sentarse" is right for "sentarte", but
 * "conocerse" (each other) is wrong for "conocerte", so a reflexive usted form is listed. Nouns that only look like
 * one ("parte", "suerte") are left alone. (Attached "os" is not read: too many plural nouns end in -eros, -aros.)
 */
function attachedToUsted(word: string): string[] | undefined {
  const match = ATTACHED_YOU.exec(word);
  if (!match || LOOKS_ATTACHED.has(word)) return undefined;
  return ['lo', 'la', 'le'].map((usted) => match[1]! + usted);
}
const ATTACHED_YOU = /^(\p{L}+(?:ar|er|ir|ír|ándo|iéndo|yéndo))te$/u;
const LOOKS_ATTACHED = new Set(['parte', 'aparte', 'reparte', 'comparte', 'suerte', 'muerte', 'fuerte']);

/** "Lo", "la" or "le" attached to an infinitive or a gerund in a sentence with usted: also its tú form, "te". */
function attachedToTu(word: string): string[] | undefined {
  const match = /^(\p{L}+(?:ar|er|ir|ír|ándo|iéndo|yéndo))(lo|la|le)$/u.exec(word);
  return match ? [word, `${match[1]!}te`] : undefined;
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
    return Object.hasOwn(USTED_WORDS, word) ? USTED_WORDS[word]! : (attachedToTu(word) ?? [word]);
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
