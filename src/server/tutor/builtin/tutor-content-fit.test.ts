import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTutorContent, shippedTutorContent } from '@/server/content/tutor-content';
import { createSpellChecker } from '../../../../content/spell-check';
import { TOLD_FACT_IDS } from './told-facts';
import { contentDir } from './testing/tutor-test-kit';
import { SLOT_SAMPLES, tutorContentStrings } from './testing/tutor-content-strings';
import { normaliseText } from './text-normalisation';

const content = loadTutorContent();

describe('the built-in tutor content, as the engine fills and reads it', () => {
  it('is spelled correctly, Spanish strictly and the English translations too, apart from the reviewed allowlist', () => {
    const checker = createSpellChecker(join(contentDir, 'spelling-allowlist.json'));
    const strings = tutorContentStrings(content);
    expect(strings.filter((string) => string.language === 'es').length).toBeGreaterThan(400);
    expect(checker.check(strings).map(({ where, word }) => `${where}: ${word}`)).toEqual([]);
    const misspelt = checker
      .check([{ where: 'sample', language: 'es', text: 'Mucho gsto. ¡Adios!' }])
      .map(({ word }) => word);
    expect(misspelt).toEqual(['gsto', 'Adios']);
  }, 20_000);

  it('acknowledges what nothing else answers without a view of its own ("¡Qué interesante!" to a threat to leave)', () => {
    const { reactions } = content.phrases;
    const lines = Object.values(reactions.acknowledge).flatMap((variants) => variants.map((line) => line.es));
    expect(lines.filter((line) => /interesante|sentido|pensado|muy bien/iu.test(line))).toEqual([]);
  });

  it('writes an exclamation with its marks ("¡Qué alegría!", never "Qué alegría.")', () => {
    const unmarked = tutorContentStrings(content)
      .filter((string) => string.language === 'es')
      .flatMap((string) => string.text.split(/(?<=[.!?])\s+/u))
      .filter((sentence) => /^(?:Qué|Cuánto|Cuánta)(?!\p{L})[^¿¡?!]*\.$/u.test(sentence));
    expect(unmarked).toEqual([]);
  });

  it('uses only slots the engine fills', () => {
    const slots = JSON.stringify(shippedTutorContent).match(/\{(\w+)\}/g) ?? [];
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of new Set(slots)) expect(Object.keys(SLOT_SAMPLES), slot).toContain(slot.slice(1, -1));
  });

  it('gives the persona every fact the partner skips once told, and never the same trigger twice', () => {
    const ids = content.persona.facts.map((fact) => fact.id);
    for (const id of TOLD_FACT_IDS) expect(ids).toContain(id);
    const triggers = content.persona.facts.flatMap((fact) => fact.triggers.map(normaliseText));
    expect(new Set(triggers).size).toBe(triggers.length);
  });
});
