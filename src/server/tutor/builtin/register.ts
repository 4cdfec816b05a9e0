import type { Register } from '@/server/content/topic-file-schema';
import type { RegisterPhrases, TutorPhrases } from '@/server/content/tutor-content-schema';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';

/**
 * Words that address the learner as "tú": pronouns, possessives and the second-person forms of the verbs the
 * partner's lines use. A line holding one of them cannot be said in an "usted" topic (the doctor, the job
 * interview); lesson intermediate/06 teaches usted for these situations. Matched on normalised words, so "té"
 * (tea) is "te" here too: usted lines avoid both.
 */
const TU_WORDS = new Set(
  [
    'te',
    'tu',
    'tus',
    'ti',
    'contigo',
    'tuyo',
    'tuya',
    'tuyos',
    'tuyas',
    'eres',
    'estas',
    'tienes',
    'puedes',
    'podrias',
    'quieres',
    'quieras',
    'prefieres',
    'prefieras',
    'vives',
    'haces',
    'vas',
    'sabes',
    'necesitas',
    'trabajas',
    'estudias',
    'crees',
    'piensas',
    'sientes',
    'duermes',
    'comes',
    'bebes',
    'tomas',
    'hablas',
    'has',
    'cuentas',
    'cuentes',
    'dices',
    'explicas',
    'disfrutas',
    'odias',
    'mencionas',
    'sueles',
    'usas',
    'tienes',
    'perdona',
    'disculpa',
    'oye',
    'mira',
    'dime',
    'cuentame',
    'preocupes',
    'hiciste',
    'fuiste',
    'tuviste',
  ].map(normaliseText),
);
/** Verbs with an attached tú pronoun: "conocerte", "saludarte", "decirte". */
/** Words that end like a verb with "te" attached but are not one. */
const NOT_ATTACHED = new Set(['parte', 'aparte', 'fuerte', 'muerte', 'suerte', 'arte', 'baluarte', 'estandarte']);
const ATTACHED_TE = /^\p{L}+(?:ar|er|ir|ando|iendo)te(?:lo|la|los|las)?$/u;

/**
 * The words in `text` that address the learner as tú (none for a line fit for an usted topic): the listed words,
 * verbs with "te" attached, and any verb the core reads only as a second-person singular ("opinas", "sueles").
 */
export function tuWordsIn(text: string): string[] {
  const listed = normaliseText(text)
    .split(' ')
    .filter((word) => TU_WORDS.has(word) || (ATTACHED_TE.test(word) && !NOT_ATTACHED.has(word)));
  const secondPerson = analysed(text)
    .tokens.filter(
      (token) =>
        token.kind === 'word' &&
        token.readings.length > 0 &&
        token.readings.every(
          (reading) =>
            reading.pos === 'verb' &&
            reading.verbForm === 'finite' &&
            reading.person === 2 &&
            reading.number === 'singular',
        ),
    )
    .map((token) => normaliseText(token.text));
  return [...new Set([...listed, ...secondPerson])];
}

/** The partner's phrases in one register: for usted, each formal list replaces the tú list of the same name. */
export function phrasesInRegister(phrases: TutorPhrases, register: Register): RegisterPhrases {
  const { formal, ...informal } = phrases;
  if (register === 'tú') return informal;
  return {
    reactions: { ...informal.reactions, ...formal.reactions },
    help: { ...informal.help, ...formal.help },
    english: { ...informal.english, ...formal.english },
    farewell: informal.farewell,
    exhausted: formal.exhausted ?? informal.exhausted,
    stillListening: informal.stillListening,
    opinionAsked: informal.opinionAsked,
  };
}
