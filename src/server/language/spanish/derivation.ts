import { z } from 'zod';
import { foldAccents } from '@/domain/spanish-text';
// Imported rather than read from disk so the bundled server carries it too.
import relationalJson from '../../../../content/spanish/relational-adjectives.json' with { type: 'json' };
import diminutivesJson from '../../../../content/spanish/diminutives.json' with { type: 'json' };
import agentNounsJson from '../../../../content/spanish/agent-nouns.json' with { type: 'json' };
import actionNounsJson from '../../../../content/spanish/action-nouns.json' with { type: 'json' };
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

const diminutiveSchema = z.object({
  about: z.string().min(1),
  endings: z.array(z.object({ diminutive: z.string().min(3), noun: z.array(z.string()).min(1) })).min(1),
});
let diminutiveEndings: z.infer<typeof diminutiveSchema>['endings'] | undefined;
const MIN_DIMINUTIVE_STEM = 3;

/**
 * The noun a diminutive the lexicon lacks is made from ("sillita" → "silla", "cafecitos" → "café", "poquito" →
 * "poco"), so "¿La silla para bebé está incluida?" finds the topic's "sillita para bebé". Undefined for a word the
 * lexicon knows ("visita" is no little "visa") or no such noun.
 */
export function nounOfDiminutive(word: string, lexicon: SpanishLexicon = spanishLexicon()): string | undefined {
  const key = word.toLowerCase();
  if (lexicon.readingsOf(key).length > 0) return undefined;
  diminutiveEndings ??= diminutiveSchema.parse(diminutivesJson).endings;
  const singular = key.endsWith('s') ? key.slice(0, -1) : key;
  for (const ending of diminutiveEndings) {
    if (!singular.endsWith(ending.diminutive)) continue;
    const stem = singular.slice(0, -ending.diminutive.length);
    if (stem.length < MIN_DIMINUTIVE_STEM) continue;
    // "cafecito": the noun may carry an accent its diminutive loses ("café")
    for (const noun of ending.noun)
      for (const candidate of [stem + noun, ...accentedLast(stem + noun)])
        if (isNounLemma(candidate, lexicon)) return candidate;
  }
  return undefined;
}

/** "cafe" → "café": the word with its last vowel accented, as a noun ending in a stressed vowel is written. */
function accentedLast(word: string): string[] {
  const accented: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
  const last = word.at(-1) ?? '';
  return accented[last] ? [word.slice(0, -1) + accented[last]] : [];
}

function isNounLemma(word: string, lexicon: SpanishLexicon): boolean {
  return lexicon.readingsOf(word).some((reading) => reading.pos === 'noun' && reading.lemma === word);
}

const agentNounSchema = z.object({
  about: z.string().min(1),
  endings: z.array(z.object({ noun: z.string().min(1), verb: z.string().min(2) })).min(1),
});
let agentEndings: z.infer<typeof agentNounSchema>['endings'] | undefined;
const MIN_AGENT_STEM = 3;
const agentCache = new Map<string, string | undefined>();

/**
 * The verb a noun of the one (or the machine) that does it is made from ("fumador" → "fumar", "jugadora" → "jugar",
 * "lavadora" → "lavar"), so "No se admiten fumadores" answers «¿Se puede fumar?». Undefined when the lexicon has no
 * such verb. Readers add it beside the noun, never instead of it: a "comedor" is a room, though one eats there.
 */
export function verbOfAgentNoun(noun: string, lexicon: SpanishLexicon = spanishLexicon()): string | undefined {
  agentEndings ??= agentNounSchema.parse(agentNounsJson).endings;
  return verbByEndings(noun, agentEndings, agentCache, lexicon);
}

let actionEndings: z.infer<typeof agentNounSchema>['endings'] | undefined;
const actionCache = new Map<string, string | undefined>();

/**
 * The verb a noun of the action is made from ("cancelación" → "cancelar", "alojamiento" → "alojar"), so "cancelación gratis hasta 24 horas antes" answers «¿Puedo cancelar la reserva?». Undefined when the
 * lexicon has no such verb. Readers add it beside the noun, never instead of it.
 */
export function verbOfActionNoun(noun: string, lexicon: SpanishLexicon = spanishLexicon()): string | undefined {
  actionEndings ??= agentNounSchema.parse(actionNounsJson).endings;
  return verbByEndings(noun, actionEndings, actionCache, lexicon);
}

/** The first verb lemma a noun's ending, swapped for a verb's (content/spanish/*-nouns.json), makes. */
function verbByEndings(
  noun: string,
  endings: z.infer<typeof agentNounSchema>['endings'],
  cache: Map<string, string | undefined>,
  lexicon: SpanishLexicon,
): string | undefined {
  const key = noun.toLowerCase();
  if (cache.has(key)) return cache.get(key);
  let found: string | undefined;
  for (const ending of endings) {
    if (found || !key.endsWith(ending.noun)) continue;
    const stem = key.slice(0, -ending.noun.length);
    const candidate = stem + ending.verb;
    if (stem.length >= MIN_AGENT_STEM && isVerbLemma(candidate, lexicon)) found = candidate;
  }
  cache.set(key, found);
  return found;
}

function isVerbLemma(word: string, lexicon: SpanishLexicon): boolean {
  return lexicon.readingsOf(word).some((reading) => reading.pos === 'verb' && reading.lemma === word);
}
