import type { MessageCheck } from '@/contract/corrections';
import type { Register } from '@/server/content/topic-file-schema';
import { capitalise } from '@/domain/spanish-text';

/**
 * The recast of a corrected learner message: the clause that held the mistake, corrected and said back from the
 * partner's side as a question ("Mi madre tiene 50 anos" -> "¿Tu madre tiene 50 años?"), so the learner hears the
 * right form without a lecture (docs/product.md#message-checks). Undefined whenever the clause cannot be turned
 * round for certain: a recast in wrong Spanish would teach the error it meant to fix.
 */
export interface RecastDeps {
  register: Register;
  /** A word the partner can vouch for: known Spanish, a number or a name. */
  isKnown(word: string): boolean;
  /** The infinitive of a conjugated form, when the glossary knows it ("cocino" -> "cocinar"). */
  infinitiveOf(word: string): string | undefined;
}

/** Recasts longer than this are cut to the corrected fragment. */
const MAX_RECAST_WORDS = 9;
const CLAUSE_SPLIT = /[.!?;,:()"«»…\n¿¡]+/;
/** Categories whose fix is invisible in a spoken recast. */
const NOT_RECAST = new Set(['punctuation']);

/** First-person forms turned to the listener, [tú, usted]. */
const TURNED: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['soy', ['eres', 'es']],
  ['estoy', ['estás', 'está']],
  ['tengo', ['tienes', 'tiene']],
  ['voy', ['vas', 'va']],
  ['hago', ['haces', 'hace']],
  ['juego', ['juegas', 'juega']],
  ['quiero', ['quieres', 'quiere']],
  ['prefiero', ['prefieres', 'prefiere']],
  ['puedo', ['puedes', 'puede']],
  ['pienso', ['piensas', 'piensa']],
  ['duermo', ['duermes', 'duerme']],
  ['vengo', ['vienes', 'viene']],
  ['salgo', ['sales', 'sale']],
  ['conozco', ['conoces', 'conoce']],
  ['sé', ['sabes', 'sabe']],
  ['veo', ['ves', 've']],
  ['pongo', ['pones', 'pone']],
  ['digo', ['dices', 'dice']],
  ['empiezo', ['empiezas', 'empieza']],
  ['vuelvo', ['vuelves', 'vuelve']],
  ['entiendo', ['entiendes', 'entiende']],
  ['siento', ['sientes', 'siente']],
  ['mi', ['tu', 'su']],
  ['mis', ['tus', 'sus']],
  ['conmigo', ['contigo', 'con usted']],
  ['nosotros', ['ustedes', 'ustedes']],
  ['nosotras', ['ustedes', 'ustedes']],
  ['somos', ['son', 'son']],
  ['estamos', ['están', 'están']],
  ['tenemos', ['tienen', 'tienen']],
  ['vamos', ['van', 'van']],
  ['vivimos', ['viven', 'viven']],
  ['mío', ['tuyo', 'suyo']],
  ['mía', ['tuya', 'suya']],
]);
/** Words after which an -o word is a verb ("yo cocino", "no trabajo"), not a noun ("mi trabajo"). */
const BEFORE_VERB = new Set(['yo', 'no', 'me', 'también', 'tambien', 'siempre', 'nunca', 'ya', 'casi', 'solo']);
const LIKE_VERBS = /^(?:gusta|gustan|encanta|encantan|interesa|interesan|duele|duelen|fascina|fascinan)$/;

export function recastOf(check: MessageCheck | undefined, deps: RecastDeps): string | undefined {
  const change = check?.changes[0];
  if (!check || !change || NOT_RECAST.has(change.category)) return undefined;
  const clauses = check.corrected.split(CLAUSE_SPLIT).map((clause) => clause.trim());
  let clause = clauses.find((candidate) => candidate.includes(change.corrected));
  if (!clause) return undefined;
  if (clause.split(/\s+/).length > MAX_RECAST_WORDS) clause = change.corrected.trim();
  const words = clause.split(/\s+/).filter((word) => word.length > 0);
  if (words.length < 2) return undefined;
  const turned = turnRound(words, deps);
  return turned ? capitalise(turned.join(' ')) : undefined;
}

function turnRound(words: readonly string[], deps: RecastDeps): string[] | undefined {
  const formal = deps.register === 'usted' ? 1 : 0;
  const out: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    const lower = word.toLowerCase();
    const previous = index > 0 ? words[index - 1]!.toLowerCase() : undefined;
    if (!deps.isKnown(word) && !/\d/.test(word)) return undefined;
    if (lower === 'yo') {
      // "Yo voy" -> "¿Vas…?" (tú drops the pronoun) or "¿Usted va…?".
      if (formal) out.push('usted');
      continue;
    }
    if (lower === 'me') {
      const next = words[index + 1]?.toLowerCase() ?? '';
      out.push(LIKE_VERBS.test(next) ? (formal ? 'le' : 'te') : formal ? 'se' : 'te');
      continue;
    }
    const turned = TURNED.get(lower);
    if (turned) {
      out.push(turned[formal]);
      continue;
    }
    if (lower.endsWith('o') && (previous === undefined || BEFORE_VERB.has(previous))) {
      // A first-person verb: regular ones are turned by their infinitive; others cannot be recast for certain.
      const infinitive = deps.infinitiveOf(lower);
      if (!infinitive) {
        if (previous === undefined || previous === 'yo' || previous === 'me') return undefined;
        out.push(word);
        continue;
      }
      const bare = infinitive.replace(/se$/, '');
      const stem = bare.slice(0, -2);
      if (`${stem}o` !== lower) return undefined;
      const ar = bare.endsWith('ar');
      out.push(`${stem}${formal ? (ar ? 'a' : 'e') : ar ? 'as' : 'es'}`);
      continue;
    }
    out.push(word);
  }
  return out.length > 0 ? out : undefined;
}
