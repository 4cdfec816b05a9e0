import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSpellChecker, type CatalogueString } from '../../../content/spell-check';
import { contentDir } from '@/server/tutor/builtin/testing/tutor-test-kit';
import { loadPartnerKnowledge, parsePartnerKnowledge, shippedPartnerKnowledge } from './partner-knowledge';
import { DIALOGUE_ACTS, PERSONA_FIELDS } from './partner-knowledge-schema';

const knowledge = loadPartnerKnowledge();
const copy = () => structuredClone(shippedPartnerKnowledge) as unknown as Record<string, Record<string, unknown>>;

/** Every Spanish string the partner may say or learn from, with where it is. */
function spanishStrings(): CatalogueString[] {
  const strings: CatalogueString[] = [];
  const { scenes } = knowledge;
  const add = (where: string, text: string) => strings.push({ where, language: 'es', text });
  for (const act of DIALOGUE_ACTS)
    if (act !== 'english')
      knowledge.dialogueActs[act].forEach((text, index) => {
        // Help requests in English and the words asked about («nephew») are the learner's English, not Spanish.
        if (!/^(How|What) /.test(text)) add(`dialogue-acts ${act}.${index}`, text.replace(/«[^»]*»/g, ''));
      });
  const sceneEntries = [
    ['default', scenes.default],
    ...Object.entries(scenes.topics),
    ...scenes.frames.map((frame) => [`frame ${frame.id}`, frame.scene] as const),
  ] as const;
  for (const frame of scenes.frames)
    for (const [difficulty, questions] of Object.entries(frame.questions))
      questions.forEach((question, index) => {
        for (const line of [question, question.answer, question.simpler])
          add(`scenes frame ${frame.id} questions.${difficulty}.${index}`, line.es);
      });
  for (const [id, scene] of sceneEntries) {
    for (const variety of ['spain', 'latam'] as const) {
      for (const field of PERSONA_FIELDS)
        add(`scenes ${id} persona.${variety}.${field}`, scene.persona[variety][field].es);
      scene.facts.forEach((fact, index) => add(`scenes ${id} facts.${index}.${variety}`, fact.answer[variety].es));
      scene.items.forEach((item) =>
        add(`scenes ${id} items.${item.id}`, `${item.name[variety].singular}, ${item.name[variety].plural}`),
      );
    }
  }
  for (const [name, line] of Object.entries(scenes.lines))
    add(`scenes lines.${name}`, line.es.replace(/\{\w+\}/g, 'café'));
  knowledge.varietyWords.forEach((pair, index) => add(`variety-words ${index}`, `${pair.spain}; ${pair.latam}`));
  add('spain-perfect', [...knowledge.spainPerfect.markers, ...knowledge.spainPerfect.anchors].join('; '));
  return strings;
}

describe("the built-in partner's knowledge (content/tutor)", () => {
  it('validates, with examples for every dialogue act and a persona for both varieties in every scene', () => {
    for (const act of DIALOGUE_ACTS) expect(knowledge.dialogueActs[act].length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(knowledge.scenes.topics).length).toBeGreaterThanOrEqual(5);
  });

  it('is spelled correctly, apart from the reviewed allowlist', () => {
    const checker = createSpellChecker(join(contentDir, 'spelling-allowlist.json'));
    expect(checker.check(spanishStrings()).map(({ where, word }) => `${where}: ${word}`)).toEqual([]);
  }, 20_000);

  it('gives every item one price per variety and names it in both', () => {
    for (const scene of Object.values(knowledge.scenes.topics)) {
      const ids = scene.items.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('rejects a scene without a Spain persona, and an act with too few examples', () => {
    const raw = copy();
    const topics = raw.scenes!.topics as Record<string, { persona: Record<string, unknown> }>;
    delete topics['at-the-cafe']!.persona.spain;
    (raw.dialogueActs as Record<string, string[]>).thanks = ['Gracias.'];
    expect(() => parsePartnerKnowledge(raw as never)).toThrow(
      /dialogue-acts\.json thanks[\s\S]*scenes\.json topics\.at-the-cafe\.persona\.spain/,
    );
  });
});
