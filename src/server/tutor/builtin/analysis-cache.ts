import { analyze, type Analysis } from '@/server/language/spanish';

const cache = new Map<string, Analysis>();
const CACHE_SIZE = 5000;

/**
 * The language core's analysis of a text, remembered: every turn reads the whole history again (the engine keeps no
 * state), so the same learner messages and plan lines come back each turn and are analysed once. Bounded, oldest out.
 */
export function analysed(text: string): Analysis {
  let analysis = cache.get(text);
  if (!analysis) {
    analysis = analyze(text);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(text, analysis);
  }
  return analysis;
}
