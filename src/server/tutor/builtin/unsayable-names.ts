import { analysed } from './analysis-cache';

/**
 * "Le recomiendo el mango ataúlfo", "el tratamiento de argán": a topic's sentence whose only words the partner cannot
 * vouch for name a kind of the noun before them (a variety, an ingredient). Said without them ("Le recomiendo el
 * mango") it stays true and holds no word the lexicon lacks; undefined where any other word is unsayable, or nothing
 * was left out.
 */
export function withoutUnsayableNames(text: string, canSay: (text: string) => boolean): string | undefined {
  const tokens = analysed(text).tokens;
  const words = tokens.filter((token) => token.kind === 'word');
  const dropped = new Set<number>();
  words.forEach((token, at) => {
    if (canSay(token.text)) return;
    const before = words[at - 1];
    const noun = (candidate: typeof before) => candidate?.readings.some((reading) => reading.pos === 'noun') ?? false;
    if (noun(before) && before!.end === token.start - 1) dropped.add(token.start);
    // "el tratamiento de argán": the "de" that brings the name in goes with it
    else if (before?.text.toLowerCase() === 'de' && noun(words[at - 2])) {
      dropped.add(before.start);
      dropped.add(token.start);
    }
  });
  if (dropped.size === 0) return undefined;
  // each word left out goes with the space before it
  let kept = text;
  for (const token of [...tokens].reverse())
    if (dropped.has(token.start)) kept = `${kept.slice(0, token.start).trimEnd()}${kept.slice(token.end)}`;
  return canSay(kept) ? kept : undefined;
}
