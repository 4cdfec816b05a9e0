import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSpellChecker } from '../../../../content/spell-check';
import { TOLD_FACT_IDS } from './told-facts';
import { loadTutorContent, parseTutorContent, shippedTutorContent } from './tutor-content';
import { REACTION_KINDS } from './tutor-content-schema';
import { contentDir } from './testing/tutor-test-kit';
import { SLOT_SAMPLES, tutorContentStrings } from './testing/tutor-content-strings';
import { normaliseText } from './text-normalisation';

const content = loadTutorContent();
const copy = () => structuredClone(shippedTutorContent) as unknown as Record<string, Record<string, unknown>>;

describe('the built-in tutor content (content/tutor)', () => {
  it('is spelled correctly, Spanish strictly and the English translations too, apart from the reviewed allowlist', () => {
    const checker = createSpellChecker(join(contentDir, 'spelling-allowlist.json'));
    const strings = tutorContentStrings(content);
    expect(strings.filter((string) => string.language === 'es').length).toBeGreaterThan(400);
    expect(checker.check(strings).map(({ where, word }) => `${where}: ${word}`)).toEqual([]);
    const misspelt = checker.check([{ where: 'sample', language: 'es', text: 'Mucho gsto. ¡Adios!' }]).map(({ word }) => word);
    expect(misspelt).toEqual(['gsto', 'Adios']);
  }, 20_000);

  it('has every reaction for every difficulty, and at least ten general questions per difficulty', () => {
    for (const kind of REACTION_KINDS) {
      for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) expect(content.phrases.reactions[kind][difficulty].length).toBeGreaterThan(0);
    }
    for (const list of Object.values(content.generalQuestions.questions)) expect(list.length).toBeGreaterThanOrEqual(10);
  });

  it('uses only slots the engine fills', () => {
    const slots = JSON.stringify(shippedTutorContent).match(/\{(\w+)\}/g) ?? [];
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of new Set(slots)) expect(Object.keys(SLOT_SAMPLES), slot).toContain(slot.slice(1, -1));
  });

  it("gives the persona every fact the partner skips once told, and never the same trigger twice", () => {
    const ids = content.persona.facts.map((fact) => fact.id);
    for (const id of TOLD_FACT_IDS) expect(ids).toContain(id);
    const triggers = content.persona.facts.flatMap((fact) => fact.triggers.map(normaliseText));
    expect(new Set(triggers).size).toBe(triggers.length);
  });

  it('rejects a general question that does not name the topic, or a beginner line too long for the budget', () => {
    const raw = copy();
    const questions = raw.generalQuestions!.questions as Record<string, { es: string; answer: { es: string } }[]>;
    questions.intermediate![0]!.es = '¿Qué te gusta?';
    questions.beginner![0]!.answer.es = 'Me gusta mucho porque siempre aprendo muchas cosas nuevas con mis amigos de la escuela.';
    expect(() => parseTutorContent(raw as never)).toThrow(/general-questions\.json questions\.intermediate\.0: a bank question names the topic[\s\S]*too long for a beginner/);
  });

  it('rejects a phrases file missing a reaction', () => {
    const raw = copy();
    delete (raw.phrases!.reactions as Record<string, unknown>).greeting;
    expect(() => parseTutorContent(raw as never)).toThrow(/phrases\.json reactions\.greeting/);
  });
});
