import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';

type RestrictionCues = NonNullable<ScenesFile['cues']['restriction']>;

/** Words skipped between a restriction's phrase and what it rules out ("intolerante a la lactosa"). */
const ARTICLES = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas']);
/** Enough of a word to know it in its other forms ("lácteos", "lactosa"; "vegana", "vegano"). */
const STEM = 4;

/**
 * "¿Qué me recomiendas? Soy intolerante a la lactosa": a question of what to have, asked by one who cannot have
 * something, is answered only by a line that speaks of that thing; a recommendation that does not may be the very
 * thing ruled out, so the partner says it does not know instead (scenes.json `cues.restriction`).
 */
export function createRestrictionReader(cues: RestrictionCues | undefined) {
  const phrases = (cues?.phrases ?? []).map((phrase) => normaliseText(phrase).split(' '));
  const words = new Map(Object.entries(cues?.words ?? {}).map(([word, thing]) => [normaliseText(word), thing]));
  const asking = new Set((cues?.asking ?? []).map(normaliseText));
  const askingWhat = new Set((cues?.askingWhat ?? []).map(normaliseText));

  /** The stems of what the text rules out. */
  function ruledOut(text: string): string[] {
    const said = normaliseText(text).split(' ');
    const stems: string[] = [];
    said.forEach((word, at) => {
      const thing = words.get(word);
      if (thing) stems.push(normaliseText(thing).slice(0, STEM));
      for (const phrase of phrases) {
        if (!phrase.every((part, offset) => said[at + offset] === part)) continue;
        let next = at + phrase.length;
        while (ARTICLES.has(said[next] ?? '')) next++;
        const ruled = said[next];
        if (ruled && ruled.length >= STEM) stems.push(ruled.slice(0, STEM));
      }
    });
    return stems;
  }

  return {
    /** Whether `answer` leaves out what the turn rules out, when the question asks what to have. */
    unmet(turnText: string, question: string, answer: string): boolean {
      const stems = ruledOut(turnText);
      if (stems.length === 0) return false;
      const words = analysed(question).tokens.filter((token) => token.kind === 'word');
      // "¿Cuántas veces tengo que tomar…?": "tener que" is an obligation, no question of what there is
      const lemmas = words.flatMap((token, at) =>
        token.reading && normaliseText(words[at + 1]?.text ?? '') !== 'que' ? [normaliseText(token.reading.lemma)] : [],
      );
      const what = normaliseText(words[0]?.text ?? '') === 'que';
      const asks = lemmas.some((lemma) => asking.has(lemma) || (what && askingWhat.has(lemma)));
      if (!asks) return false;
      const answered = normaliseText(answer).split(' ');
      return !stems.some((stem) => answered.some((word) => word.startsWith(stem)));
    },
  };
}
