import type { BilingualLine } from '@/server/content/topic-file-schema';

/**
 * The partner's own answers to its plan questions are facts about Lucía (her name, her brother Diego, Puebla, her
 * job as a Spanish teacher, the English she learns). A practice answer is for the learner, so her names and places
 * become a blank to fill in ("Me llamo ___."), and an answer that rests on her life (teaching Spanish, learning
 * English) is not offered at all.
 */
const SPANISH_NAMES: readonly [RegExp, string][] = [
  [/\bla Ciudad de México\b/g, '___'],
  [/\bCiudad de México\b/g, '___'],
  [/\b(Lucía|Diego|Mango|Puebla|México|Coco)\b/g, '___'],
];
const ENGLISH_NAMES: readonly [RegExp, string][] = [
  [/\bMexico City\b/g, '___'],
  [/\b(Lucía|Diego|Mango|Puebla|Mexico|Coco)\b/g, '___'],
];
/** Her life, which no blank can turn into the learner's: a teacher of Spanish, learning English. */
const HER_LIFE = /\b(inglés|profesora|maestra|enseño|mis alumnos|recursos humanos|cocinera|italiano)\b/i;

export function forTheLearner(answer: BilingualLine): BilingualLine | undefined {
  const es = SPANISH_NAMES.reduce((text, [name, blank]) => text.replace(name, blank), answer.es);
  if (HER_LIFE.test(es)) return undefined;
  const en = ENGLISH_NAMES.reduce((text, [name, blank]) => text.replace(name, blank), answer.en);
  return { es, en };
}
