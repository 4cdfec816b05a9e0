import { z } from 'zod';
import { foldAccents } from '@/domain/spanish-text';
// Imported rather than read from disk so the bundled server carries it too.
import relationalJson from '../../../../content/spanish/relational-adjectives.json' with { type: 'json' };
import { type SpanishLexicon, spanishLexicon } from './lexicon';

const relationalSchema = z.object({
  about: z.string().min(1),
  endings: z.array(z.object({ adjective: z.string().min(2), noun: z.array(z.string()).min(1) })).min(1),
});

let endings: z.infer<typeof relationalSchema>['endings'] | undefined;
const cache = new Map<string, string | undefined>();

/**
 * The noun a relational adjective is made from ("salarial" → "salario", "familiar" → "familia", "histórico" →
 * "historia"), so "¿Cuál es el rango salarial?" asks about the salary. Undefined when the lexicon has no such noun.
 */
export function nounOfRelationalAdjective(
  adjective: string,
  lexicon: SpanishLexicon = spanishLexicon(),
): string | undefined {
  const key = adjective.toLowerCase();
  if (cache.has(key)) return cache.get(key);
  endings ??= relationalSchema.parse(relationalJson).endings;
  let found: string | undefined;
  for (const ending of endings) {
    if (found || !key.endsWith(ending.adjective) || key.length < ending.adjective.length + 4) continue;
    const stem = key.slice(0, -ending.adjective.length);
    for (const noun of ending.noun)
      for (const candidate of new Set([stem + noun, foldAccents(stem) + noun]))
        if (!found && candidate !== key && isNounLemma(candidate, lexicon)) found = candidate;
  }
  cache.set(key, found);
  return found;
}

function isNounLemma(word: string, lexicon: SpanishLexicon): boolean {
  return lexicon.readingsOf(word).some((reading) => reading.pos === 'noun' && reading.lemma === word);
}
