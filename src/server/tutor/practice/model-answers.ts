import type { Difficulty } from '@/contract/conversation';
import type { PracticeResponse } from '@/contract/language';
import { capitalise } from '@/domain/spanish-text';
import type { BilingualLine } from '@/server/content/topic-file-schema';
import { normaliseText } from '@/server/tutor/builtin/text-normalisation';
import { echoInFirstPerson, type FirstPersonEcho } from './first-person';

type ByDifficulty = Readonly<Record<Difficulty, BilingualLine>>;

/**
 * Model answers to questions the course does not script, by what they ask. They are neutral (no gendered
 * adjectives), so any learner can say them, and grow with the difficulty as the partner's own lines do. Questions
 * about the learner's own life get a blank (___) to fill in with their own facts.
 */
const ANSWERS = {
  wellbeing: {
    beginner: { es: 'Muy bien, gracias. ¿Y tú?', en: 'Very well, thanks. And you?' },
    intermediate: {
      es: 'Estoy muy bien, gracias. ¿Y tú, qué tal?',
      en: "I'm very well, thanks. And you, how are you?",
    },
    advanced: {
      es: 'Muy bien, gracias por preguntar; hoy ha sido un día bastante tranquilo. ¿Y tú?',
      en: 'Very well, thanks for asking; today has been quite a calm day. And you?',
    },
  },
  name: {
    beginner: { es: 'Me llamo ___.', en: 'My name is ___.' },
    intermediate: {
      es: 'Me llamo ___ y soy de ___. Mucho gusto.',
      en: "My name is ___ and I'm from ___. Nice to meet you.",
    },
    advanced: {
      es: 'Me llamo ___, aunque casi todos mis amigos me llaman ___. Mucho gusto.',
      en: 'My name is ___, although almost all my friends call me ___. Nice to meet you.',
    },
  },
  age: {
    beginner: { es: 'Tengo ___ años.', en: "I'm ___ years old." },
    intermediate: { es: 'Tengo ___ años. Cumplo ___ en ___.', en: "I'm ___. I turn ___ in ___." },
    advanced: {
      es: 'Tengo ___ años, aunque a veces me siento más joven.',
      en: "I'm ___, although sometimes I feel younger.",
    },
  },
  origin: {
    beginner: { es: 'Soy de ___.', en: "I'm from ___." },
    intermediate: { es: 'Soy de ___, de una ciudad cerca de ___.', en: "I'm from ___, from a city near ___." },
    advanced: {
      es: 'Soy de ___, de una ciudad pequeña cerca de ___, aunque ahora vivo en ___.',
      en: "I'm from ___, from a small town near ___, although I live in ___ now.",
    },
  },
  home: {
    beginner: { es: 'Vivo en ___.', en: 'I live in ___.' },
    intermediate: { es: 'Vivo en ___, cerca de ___.', en: 'I live in ___, near ___.' },
    advanced: {
      es: 'Vivo en ___, en un barrio tranquilo, y me encanta poder ir a todas partes a pie.',
      en: 'I live in ___, in a quiet neighbourhood, and I love being able to walk everywhere.',
    },
  },
  born: {
    beginner: { es: 'Nací en ___.', en: 'I was born in ___.' },
    intermediate: { es: 'Nací en ___, pero crecí en ___.', en: 'I was born in ___, but I grew up in ___.' },
    advanced: {
      es: 'Nací en ___, aunque pasé casi toda mi infancia en ___.',
      en: 'I was born in ___, although I spent almost all my childhood in ___.',
    },
  },
  work: {
    beginner: { es: 'Trabajo en ___.', en: 'I work in ___.' },
    intermediate: { es: 'Trabajo en ___. Me gusta mucho mi trabajo.', en: 'I work in ___. I really like my job.' },
    advanced: {
      es: 'Trabajo en ___; lo que más me gusta es que cada día aprendo algo nuevo.',
      en: 'I work in ___; what I like most is that I learn something new every day.',
    },
  },
  study: {
    beginner: { es: 'Estudio ___.', en: 'I study ___.' },
    intermediate: {
      es: 'Estudio español por las tardes, después del trabajo.',
      en: 'I study Spanish in the afternoons, after work.',
    },
    advanced: {
      es: 'Estudio español por mi cuenta, y además tomo clases dos veces por semana para practicar la conversación.',
      en: 'I study Spanish on my own, and I also take classes twice a week to practise conversation.',
    },
  },
  studied: {
    beginner: { es: 'Estudié ___.', en: 'I studied ___.' },
    intermediate: { es: 'Estudié ___ en ___.', en: 'I studied ___ in ___.' },
    advanced: {
      es: 'Estudié ___ en ___, y lo que más me gustó fue ___.',
      en: 'I studied ___ in ___, and what I liked most was ___.',
    },
  },
  languages: {
    beginner: { es: 'Hablo inglés y un poco de español.', en: 'I speak English and a little Spanish.' },
    intermediate: { es: 'Hablo inglés y estoy aprendiendo español.', en: "I speak English and I'm learning Spanish." },
    advanced: {
      es: 'Mi lengua materna es el inglés, y ahora estoy aprendiendo español; me encantaría hablarlo con fluidez.',
      en: "My mother tongue is English, and now I'm learning Spanish; I'd love to speak it fluently.",
    },
  },
  hobbies: {
    beginner: { es: 'Me gusta leer y cocinar.', en: 'I like reading and cooking.' },
    intermediate: {
      es: 'Me gusta leer, cocinar y pasear por el parque.',
      en: 'I like reading, cooking and walking in the park.',
    },
    advanced: {
      es: 'Me encanta leer y cocinar, y cuando hace buen tiempo, salgo a pasear por el parque.',
      en: 'I love reading and cooking, and when the weather is nice, I go for a walk in the park.',
    },
  },
  likes: {
    beginner: { es: 'Me gusta casi todo.', en: 'I like almost everything.' },
    intermediate: {
      es: 'Me gusta casi todo, pero lo que más me gusta es aprender cosas nuevas.',
      en: 'I like almost everything, but what I like most is learning new things.',
    },
    advanced: {
      es: 'La verdad es que me gusta casi todo, aunque lo que más disfruto es aprender cosas nuevas.',
      en: 'To be honest I like almost everything, although what I enjoy most is learning new things.',
    },
  },
  why: {
    beginner: { es: 'Porque me gusta mucho.', en: 'Because I like it a lot.' },
    intermediate: { es: 'Porque me parece interesante y útil.', en: 'Because I find it interesting and useful.' },
    advanced: {
      es: 'Sobre todo porque me parece interesante, y además me ayuda a conocer otras culturas.',
      en: 'Mainly because I find it interesting, and it also helps me get to know other cultures.',
    },
  },
  yes: {
    beginner: { es: 'Sí, claro.', en: 'Yes, of course.' },
    intermediate: { es: 'Sí, claro que sí.', en: 'Yes, of course.' },
    advanced: { es: 'Sí, por supuesto, con mucho gusto.', en: 'Yes, of course, gladly.' },
  },
} satisfies Record<string, ByDifficulty>;
export type ModelAnswerKind = keyof typeof ANSWERS;
/** The kinds that ask about the learner's own life: answered with a blank to fill in, never with made-up facts. */
export const PERSONAL_KINDS: readonly ModelAnswerKind[] = [
  'name',
  'age',
  'origin',
  'home',
  'born',
  'work',
  'study',
  'studied',
];

/**
 * Said, in English, when no model answer fits: an invented one would teach the learner to say something that does
 * not answer the question ("Déjame pensarlo" teaches nothing).
 */
export const NO_MODEL_ANSWER =
  "There's no model answer for this question: answer it in your own words. You can start with «Creo que…» or «Pues…».";
export const MODEL_ANSWERS: Readonly<Record<ModelAnswerKind, ByDifficulty>> = ANSWERS;

/** What a question asks, by phrases in its normalised form (no accents, no punctuation); first match wins. */
const QUESTION_KINDS: readonly { kind: ModelAnswerKind; phrases: readonly string[] }[] = [
  { kind: 'name', phrases: ['como te llamas', 'cual es tu nombre', 'como se llama usted', 'cual es su nombre'] },
  { kind: 'age', phrases: ['cuantos anos tienes', 'que edad tienes', 'cuantos anos tiene usted'] },
  {
    kind: 'origin',
    phrases: ['de donde eres', 'de que pais eres', 'de donde es usted', 'de donde vienes', 'de que ciudad eres'],
  },
  { kind: 'home', phrases: ['donde vives', 'en que ciudad vives', 'donde vive usted', 'donde vive ahora'] },
  { kind: 'born', phrases: ['donde naciste', 'donde nacio usted', 'en que pais naciste', 'en que ciudad naciste'] },
  {
    kind: 'work',
    phrases: [
      'a que te dedicas',
      'en que trabajas',
      'cual es tu trabajo',
      'cual es tu profesion',
      'a que se dedica',
      'donde trabajas',
    ],
  },
  { kind: 'study', phrases: ['que estudias', 'donde estudias'] },
  { kind: 'studied', phrases: ['que estudiaste', 'donde estudiaste'] },
  { kind: 'languages', phrases: ['que idiomas hablas', 'que lenguas hablas', 'cuantos idiomas hablas'] },
  {
    kind: 'hobbies',
    phrases: [
      'que te gusta hacer',
      'que haces en tu tiempo libre',
      'que haces los fines de semana',
      'tus pasatiempos',
      'tus aficiones',
      'que haces para divertirte',
    ],
  },
  { kind: 'wellbeing', phrases: ['como estas', 'como te va', 'como esta usted', 'que tal estas', 'que tal'] },
];

const INTERROGATIVES = new Set([
  'que',
  'como',
  'cuando',
  'donde',
  'adonde',
  'cual',
  'cuales',
  'quien',
  'quienes',
  'cuanto',
  'cuanta',
  'cuantos',
  'cuantas',
  'porque',
]);
const ACCENTED_INTERROGATIVE =
  /(^|[^\p{L}])(qué|cómo|cuándo|dónde|adónde|cuál|cuáles|quién|quiénes|cuánt[oa]s?)([^\p{L}]|$)/u;
const PREPOSITIONS = new Set(['a', 'de', 'en', 'con', 'para', 'por', 'desde', 'hasta', 'sobre']);
const LIKES = /(^| )que( .+)? te (gusta|gustan|encanta|encantan)( |$)/;
const OFFERS_A_CHOICE = / (o|u) /;
const ASKS_OR_NOT = / o no$/;
const OR_NOT_AT_END = /,?\s+o\s+no\s*$/i;
const HOW_MANY_YOU_HAVE = /^(?:y\s+)?cu[aá]nt(?:os|as)\s+([\p{L}]+(?:\s+[\p{L}]+)?)\s+tienes$/iu;

/** The partner's question as written, without ¿?: the last one in the text, or its last sentence. */
export function lastQuestion(text: string): string {
  const opening = text.lastIndexOf('¿');
  if (opening >= 0) return (text.slice(opening + 1).split('?')[0] ?? '').trim();
  const closing = text.lastIndexOf('?');
  const upTo = closing >= 0 ? text.slice(0, closing) : text;
  return (
    upTo
      .split(/[.!¡;\n]/)
      .filter((part) => part.trim())
      .at(-1) ?? ''
  ).trim();
}

/** Whether the question asks for information (¿Qué…?, ¿De dónde…?) rather than yes or no. */
function asksForInformation(raw: string, normalised: string): boolean {
  if (ACCENTED_INTERROGATIVE.test(raw.toLowerCase())) return true;
  const words = normalised.split(' ');
  const start = words[0] === 'y' ? 1 : 0;
  const first = words[start] ?? '';
  return (
    INTERROGATIVES.has(first) ||
    (first === 'por' && words[start + 1] === 'que') ||
    (PREPOSITIONS.has(first) && INTERROGATIVES.has(words[start + 1] ?? ''))
  );
}

const line = (kind: ModelAnswerKind, difficulty: Difficulty): PracticeResponse => {
  const { es, en } = MODEL_ANSWERS[kind][difficulty];
  return { response: es, translation: en };
};

/** The kind of personal question this is ("¿Cómo te llamas?" -> name), when it is one. */
export function personalKind(question: string): ModelAnswerKind | undefined {
  const padded = ` ${normaliseText(lastQuestion(question) || question.trim())} `;
  const known = QUESTION_KINDS.find(({ phrases }) => phrases.some((phrase) => padded.includes(` ${phrase} `)));
  return known && PERSONAL_KINDS.includes(known.kind) ? known.kind : undefined;
}

export function personalAnswer(kind: ModelAnswerKind, difficulty: Difficulty): PracticeResponse {
  return line(kind, difficulty);
}

/** How a first-person statement is said at each difficulty; `askBack` is the question returned to the partner. */
type Framing = Readonly<Record<Difficulty, (statement: string, askBack: string) => string>>;

/**
 * The two ways a first-person statement answers: picking the first option of a choice ("¿Prefieres té o café?" ->
 * "Prefiero té.") or saying yes ("¿Tienes hermanos?" -> "Sí, tengo hermanos."). A thing ("es difícil") is not asked
 * back; the learner's own doing or liking is, from intermediate on.
 */
const FRAMINGS: Readonly<Record<'choice' | 'yes', Readonly<Record<'thing' | 'learner', Framing>>>> = {
  choice: {
    thing: {
      beginner: (statement) => `${capitalise(statement)}.`,
      intermediate: (statement) => `Creo que ${statement}.`,
      advanced: (statement) => `La verdad es que ${statement}.`,
    },
    learner: {
      beginner: (statement) => `${capitalise(statement)}.`,
      intermediate: (statement, askBack) => `${capitalise(statement)}. ${askBack}`,
      advanced: (statement, askBack) => `Sin duda, ${statement}. ${askBack}`,
    },
  },
  yes: {
    thing: {
      beginner: (statement) => `Sí, ${statement}.`,
      intermediate: (statement) => `Sí, creo que ${statement}.`,
      advanced: (statement) => `Sí, la verdad es que ${statement}.`,
    },
    learner: {
      beginner: (statement) => `Sí, ${statement}.`,
      intermediate: (statement, askBack) => `Sí, ${statement}. ${askBack}`,
      advanced: (statement, askBack) => `Sí, claro que ${statement}. ${askBack}`,
    },
  },
};

/** A first-person echo of the question framed as `answer` says it at `difficulty`. */
function framedEcho(echo: FirstPersonEcho, answer: keyof typeof FRAMINGS, difficulty: Difficulty): PracticeResponse {
  const frame = FRAMINGS[answer][echo.kind === 'thing' ? 'thing' : 'learner'][difficulty];
  return { response: frame(echo.statement, echo.kind === 'gustar' ? '¿Y a ti?' : '¿Y tú?') };
}

/** The answer to an information question (¿Qué…?, ¿Cuántos…?) no kind of QUESTION_KINDS recognised. */
function informationAnswer(raw: string, normalised: string, difficulty: Difficulty): PracticeResponse {
  const howMany = raw.match(HOW_MANY_YOU_HAVE);
  const things = howMany?.[1]?.toLowerCase();
  if (things && !/\b(tu|tus|me|mi|mis|que)\b/.test(things)) {
    return { response: difficulty === 'beginner' ? `Tengo dos ${things}.` : `Tengo dos ${things}. ¿Y tú?` };
  }
  if (LIKES.test(normalised)) return line('likes', difficulty);
  if (/^(y )?por que /.test(`${normalised} `)) return line('why', difficulty);
  return { response: NO_MODEL_ANSWER };
}

/**
 * A model answer to a question the course does not script: by the kind of question when we recognise it, a
 * yes/no question said back in the first person when that can be done reliably ("¿Tienes hermanos?" -> "Sí,
 * tengo hermanos."), and otherwise a generic answer that is correct whatever was asked. Deterministic.
 */
export function modelAnswer(
  question: string,
  difficulty: Difficulty,
  infinitives: ReadonlySet<string>,
): PracticeResponse {
  const raw = lastQuestion(question) || question.trim();
  const normalised = normaliseText(raw);
  const padded = ` ${normalised} `;
  const known = QUESTION_KINDS.find(({ phrases }) => phrases.some((phrase) => padded.includes(` ${phrase} `)));
  if (known) return line(known.kind, difficulty);
  if (asksForInformation(raw, normalised)) return informationAnswer(raw, normalised, difficulty);

  // "¿Prefieres té o café?" offers a choice: the answer picks the first option rather than saying yes.
  if (OFFERS_A_CHOICE.test(normalised) && !ASKS_OR_NOT.test(normalised)) {
    const choice = echoInFirstPerson(raw, infinitives, { firstOption: true });
    return choice ? framedEcho(choice, 'choice', difficulty) : { response: NO_MODEL_ANSWER };
  }

  // "¿Trabajas mañana o no?" is a yes/no question; its "o no" is not repeated in the answer.
  const echo = echoInFirstPerson(raw.replace(OR_NOT_AT_END, ''), infinitives);
  return echo ? framedEcho(echo, 'yes', difficulty) : line('yes', difficulty);
}
