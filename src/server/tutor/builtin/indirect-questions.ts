import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';

/**
 * A question asked without question marks, inside a verb of asking or knowing ("Quería saber si está permitido
 * meter la manta del perro…", "Me gustaría preguntar cuánto cuesta"): scenes.json `cues.indirectQuestion`, its
 * verbs' infinitives, or their forms said to the partner ("¿Sabes si…?"), followed, past any loose object pronoun,
 * by "si" or a question word.
 */
export type IndirectQuestionReader = (text: string) => boolean;

const PRONOUNS = new Set(['me', 'te', 'le', 'les', 'nos', 'os', 'lo', 'la']);
/** Whom a question speaks to, said after its verb. */
const ADDRESSED = new Set(['tu', 'usted', 'vos']);

export function createIndirectQuestionReader(cue: ScenesFile['cues']['indirectQuestion']): IndirectQuestionReader {
  if (!cue) return () => false;
  const verbs = new Set(cue.verbs.map(normaliseText));
  // as written, accents kept: "saber qué" asks, "saber que" tells ("Ya sé que es caro")
  const then = new Set(cue.then.map((word) => word.toLowerCase()));
  return (text) => {
    const words = analysed(text).tokens.filter((token) => token.kind === 'word');
    return words.some((token, at) => {
      // an infinitive, after a wish or a need ("Quería saber si…", "Me gustaría preguntarle…"): "No sé si vale la
      // pena" or "no sé qué hacer" is a doubt told, not a question put to the partner
      // …or said to the partner ("¿Sabes si…?", "¿Sabe usted dónde…?"): whether it knows, not what it likes
      const toThePartner = (reading: (typeof token.readings)[number]) =>
        reading.verbForm === 'finite' &&
        reading.mood === 'indicative' &&
        (reading.person === 2 || (reading.person === 3 && ADDRESSED.has(normaliseText(words[at + 1]?.text ?? ''))));
      const asking = (reading: (typeof token.readings)[number]) =>
        reading.pos === 'verb' &&
        (reading.verbForm === 'infinitive' || toThePartner(reading)) &&
        verbs.has(normaliseText(reading.lemma));
      if (!token.readings.some(asking)) return false;
      let next = at + 1;
      while (
        PRONOUNS.has(normaliseText(words[next]?.text ?? '')) ||
        ADDRESSED.has(normaliseText(words[next]?.text ?? ''))
      )
        next++;
      // "saber a qué hora…": a preposition before the question word
      if (normaliseText(words[next]?.text ?? '') === 'a') next++;
      return then.has((words[next]?.text ?? '').toLowerCase());
    });
  };
}
