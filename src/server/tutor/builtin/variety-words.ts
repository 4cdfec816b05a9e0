import type { SpanishVariety } from '@/contract/settings-constants';
import type { VarietyBound, VarietyWords } from '@/server/content/partner-knowledge-schema';
import type { ToLatam } from './english-gloss';

/** Puts a Spanish line in the learner's variety. */
/** `learnerWords`: words the learner wrote (lower case), said back as they are ("el departamento" of a job). */
export type VarietyAdapter = (spanish: string, variety: SpanishVariety, learnerWords?: ReadonlySet<string>) => string;

/**
 * The topic plans and the partner's lines were written for Latin America (a café in Mexico City); a learner who
 * chose Spain should hear "móvil", "zumo" and "el ordenador" (content/tutor/variety-words.json). Pairs are whole
 * words or phrases, with their article where the gender differs ("la computadora" -> "el ordenador"), swapped
 * longest first so a phrase wins over the word inside it. Latin-American text is left as written.
 */
export function createVarietyAdapter(
  words: VarietyWords,
  inSpainTenses: (spanish: string) => string = (spanish) => spanish,
): VarietyAdapter {
  const swap = phraseSwapper(words);
  return (spanish, variety, learnerWords) =>
    variety !== 'spain'
      ? spanish
      : // a learner from Spain's own word is Spain's: "el departamento" they work in is no "piso"
        swap(inSpainTenses(spanish), (found) => learnerWords?.has(found.toLowerCase().split(' ').at(-1)!) ?? false);
}

/**
 * The English of a line in the learner's variety: where a pair's translation differs (a price said in pesos for
 * Latin America and in euros for Spain), the translation says what the Spanish says.
 */
export function createEnglishVarietyAdapter(words: VarietyWords): (english: string, variety: SpanishVariety) => string {
  const swap = phraseSwapper(words.flatMap((pair) => (pair.en ? [pair.en] : [])));
  return (english, variety) => (variety === 'spain' ? swap(english) : english);
}

/** Swaps each Latin-American phrase of `pairs` for Spain's, whole words only, the longest first. */
function phraseSwapper(pairs: readonly { spain: string; latam: string }[]) {
  if (pairs.length === 0) return (text: string) => text;
  const sorted = [...pairs].sort((a, b) => b.latam.length - a.latam.length);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<!\\p{L})(${sorted.map((pair) => escape(pair.latam)).join('|')})(?!\\p{L})`, 'giu');
  const toSpain = new Map(sorted.map((pair) => [pair.latam.toLowerCase(), pair.spain]));
  return (text: string, keep: (found: string) => boolean = () => false) =>
    text.replace(pattern, (found: string) => {
      if (keep(found)) return found;
      const replacement = toSpain.get(found.toLowerCase()) ?? found;
      // A capital at the start of a sentence stays there: "Celular" -> "Móvil".
      return /^\p{Lu}/u.test(found) && !/^\p{Lu}/u.test(replacement)
        ? replacement[0]!.toUpperCase() + replacement.slice(1)
        : replacement;
    });
}

/**
 * Whether a line names the Latin-American partner's own country (variety-bound.json): a line a partner living in
 * Spain cannot say ("¿Qué fruta le recomendarías a alguien que visitara México?").
 */
export function createLatamBound(bound: VarietyBound): (spanish: string) => boolean {
  const pattern = new RegExp(`(?<!\\p{L})(?:${bound.latamOnly.join('|')})(?!\\p{L})`, 'iu');
  return (spanish) => pattern.test(spanish);
}

const ARTICLE_GENDER: Readonly<Record<string, 'm' | 'f'>> = { el: 'm', un: 'm', los: 'm', la: 'f', una: 'f', las: 'f' };

/**
 * Spain's lemma to Latin America's, from the same pairs read the other way ("el zumo" -> "el jugo", "el ordenador"
 * -> "la computadora", with the gender its article gives). The bilingual glossary's source writes Spain's words,
 * the partner's lines Latin America's; the adapter above turns a gloss back for a learner from Spain.
 */
export function createToLatam(words: VarietyWords): ToLatam {
  const lemmas = new Map<string, { lemma: string; gender?: 'm' | 'f' }>();
  for (const { spain, latam } of words) {
    const [spainLead, spainWord, ...spainRest] = spain.toLowerCase().split(' ');
    const [latamLead, latamWord, ...latamRest] = latam.toLowerCase().split(' ');
    if (spainRest.length > 0 || latamRest.length > 0 || !spainLead || !latamLead) continue;
    if (spainWord && latamWord) {
      const gender = ARTICLE_GENDER[latamLead];
      if (gender && ARTICLE_GENDER[spainLead]) lemmas.set(spainWord, { lemma: latamWord, gender });
    } else if (!spainWord && !latamWord && !lemmas.has(spainLead)) lemmas.set(spainLead, { lemma: latamLead });
  }
  return (lemma) => lemmas.get(lemma);
}
