import { capitalise } from '@/domain/spanish-text';
import type { LastQuestion } from './conversation-state';
import type { LearnerMessage } from './learner-message-analysis';

const MAX_BARE_ANSWER_WORDS = 3;
const DIGIT = /\d/;
/** Words that make a short message something other than a name or a place ("sí", "no sé", "hola" ...). */
const NOT_A_NAME = new Set([
  'si',
  'no',
  'se',
  'hola',
  'bien',
  'mal',
  'vale',
  'claro',
  'gracias',
  'y',
  'de',
  'en',
  'el',
  'la',
  'un',
  'una',
  'yo',
  'tu',
  'que',
]);

/**
 * Reads a bare answer in the light of the question it answers: "Ana" after "¿Cómo te llamas?" is a name,
 * "Chile" after "¿De dónde eres?" a place. Other messages are returned as they are.
 */
export function readAsAnswerTo(message: LearnerMessage, last: LastQuestion | undefined): LearnerMessage {
  const about = last?.question.about;
  const { tokens } = message.text;
  if (
    !about ||
    message.name ||
    message.places.length > 0 ||
    message.keyword ||
    message.help ||
    message.english ||
    message.askBack ||
    message.goodbye ||
    // "¿Conoces Guadalajara?" asks; it answers nothing
    message.isQuestion
  ) {
    return message;
  }
  // Only words that look like a name: capitalised ("Sam", "Nueva York") or not Spanish the partner knows ("ana").
  if (message.understood && !tokens.every((token) => token.capitalised)) return message;
  if (
    tokens.length === 0 ||
    tokens.length > MAX_BARE_ANSWER_WORDS ||
    tokens.some((token) => NOT_A_NAME.has(token.norm) || DIGIT.test(token.raw))
  ) {
    return message;
  }
  const words = tokens.map((token) => capitalise(token.raw)).join(' ');
  switch (about) {
    case 'name':
      return { ...message, name: { name: words, phrase: '' }, understood: true };
    case 'origin':
      return {
        ...message,
        places: [{ kind: 'from', place: `de ${words}`, bare: words, phrase: '' }],
        understood: true,
      };
    case 'home':
      return {
        ...message,
        places: [{ kind: 'live', place: `en ${words}`, bare: words, phrase: '' }],
        understood: true,
      };
    default:
      return message;
  }
}
