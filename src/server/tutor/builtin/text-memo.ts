/**
 * A pure reading of a text, remembered: the engine keeps no state, so every turn reads the whole history again and
 * the same learner messages and partner lines come back each turn. Bounded, oldest out.
 */
export function memoisedByText<Result>(read: (text: string) => Result, size = 5000): (text: string) => Result {
  const cache = new Map<string, Result>();
  return (text) => {
    if (cache.has(text)) return cache.get(text)!;
    const result = read(text);
    if (cache.size >= size) cache.delete(cache.keys().next().value!);
    cache.set(text, result);
    return result;
  };
}
