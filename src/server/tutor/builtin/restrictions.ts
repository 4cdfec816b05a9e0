import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';

type RestrictionCues = NonNullable<ScenesFile['cues']['restriction']>;

/** Words skipped between a restriction's phrase and what it rules out ("intolerante a la lactosa"). */
const ARTICLES = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas']);
/** Enough of a word to know it in its other forms ("lácteos", "lactosa"; "celíacos", "celíaca"). */
const STEM = 4;

const phrasesOf = (list: readonly string[] = []) => list.map((phrase) => normaliseText(phrase).split(' '));

/**
 * "¿Qué me recomiendas? Soy intolerante a la lactosa": a recommendation asked by one who cannot have something, in
 * this turn or any before, is answered only by a line that speaks of that thing, and so is a question of what there
 * is that rules a thing out itself ("¿Tenéis pan sin gluten?"); a line that does not may offer the very thing, so the
 * partner says it does not know instead (scenes.json `cues.restriction`).
 */
/** Words before a thing that say it is left out: "sin lactosa", "no lleva huevo", "libre de gluten". */
const NEGATING = new Set(['sin', 'no', 'libre', 'libres', 'ni']);

export function createRestrictionReader(cues: RestrictionCues | undefined) {
  const health = phrasesOf(cues?.phrases);
  const without = phrasesOf(cues?.without);
  const words = new Map(Object.entries(cues?.words ?? {}).map(([word, thing]) => [normaliseText(word), thing]));
  const recommending = new Set((cues?.recommending ?? []).map(normaliseText));
  const askingWhat = new Set((cues?.askingWhat ?? []).map(normaliseText));
  const having = new Set((cues?.having ?? []).map(normaliseText));

  /** The stems of what a text rules out by the phrases given ("intolerante a la lactosa": "lact"), and by words. */
  function ruledOut(text: string, phrases: readonly (readonly string[])[]): string[] {
    // "sin tener que gastar": what is ruled out is a thing, never a doing
    const aThing = (word: string) =>
      analysed(word).tokens[0]?.readings.some((reading) => reading.pos === 'noun' || reading.pos === 'adjective') ??
      true;
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
        if (ruled && ruled.length >= STEM && aThing(ruled)) stems.push(ruled.slice(0, STEM));
      }
    });
    return stems;
  }

  /** What the question asks: a recommendation, what there is, or neither. */
  function askedFor(question: string): 'recommendation' | 'having' | undefined {
    const tokens = analysed(question).tokens.filter((token) => token.kind === 'word');
    // "¿Cuántas veces tengo que tomar…?": "tener que" is an obligation, no question of what there is
    const lemmas = tokens.flatMap((token, at) =>
      token.reading && normaliseText(tokens[at + 1]?.text ?? '') !== 'que' ? [normaliseText(token.reading.lemma)] : [],
    );
    const what = normaliseText(tokens[0]?.text ?? '') === 'que';
    if (lemmas.some((lemma) => recommending.has(lemma) || (what && askingWhat.has(lemma)))) return 'recommendation';
    return lemmas.some((lemma) => having.has(lemma)) ? 'having' : undefined;
  }

  return {
    /** Whether `answer` leaves out what is ruled out, where the question asks what to have. */
    unmet(turnText: string, question: string, answer: string): boolean {
      const asked = askedFor(question);
      if (!asked) return false;
      const ownStems = ruledOut(question, [...health, ...without]);
      const stems = asked === 'recommendation' ? [...ownStems, ...ruledOut(turnText, health)] : ownStems;
      if (stems.length === 0) return false;
      const answered = normaliseText(answer).split(' ');
      // (an answer that lists the thing bare, "tengo mangos, fresas y plátanos" to one allergic to strawberries,
      // offers it: only one that says it without, "sin lactosa", meets what is ruled out)
      const mentions = answered.flatMap((word, at) => (stems.some((stem) => word.startsWith(stem)) ? [at] : []));
      const saidWithout = (at: number) => answered.slice(Math.max(0, at - 3), at).some((word) => NEGATING.has(word));
      return mentions.length === 0 || (asked === 'recommendation' && mentions.some((at) => !saidWithout(at)));
    },
  };
}
