import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createRestrictionReader } from './restrictions';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

const reader = createRestrictionReader(loadPartnerKnowledge().scenes.cues.restriction);

describe('what the learner cannot have', () => {
  it('keeps a recommendation that does not speak of it from being made', () => {
    const told = 'Soy intolerante a la lactosa. ¿Qué me recomiendas?';
    expect(reader.unmet(told, '¿Qué me recomiendas?', 'Te recomiendo un café con leche y una tostada.')).toBe(true);
    expect(reader.unmet(told, '¿Qué me recomiendas?', 'Tenemos leche sin lactosa y de avena.')).toBe(false);
    // a word that rules out a thing of its own
    expect(reader.unmet('Soy celíaca.', '¿Qué me recomiendas?', 'Tenemos pan sin gluten.')).toBe(false);
    // a question of what there is is held to what it rules out itself, not to what was said before
    expect(reader.unmet('', '¿Tenéis pan sin gluten?', 'Sí, tenemos tostadas y cruasanes.')).toBe(true);
    expect(reader.unmet('', '¿Tenéis pan sin gluten?', 'Sí, tenemos pan sin gluten.')).toBe(false);
    expect(reader.unmet('Soy celíaca.', '¿Tenéis zumo de naranja?', 'Sí, de naranja natural.')).toBe(false);
  });

  it('keeps a recommendation that offers the ruled-out thing bare from being made', () => {
    const told = 'Mi hija es alérgica a las fresas, ¿qué fruta me recomienda para ella?';
    const question = '¿qué fruta me recomienda para ella?';
    expect(reader.unmet(told, question, 'De fruta tengo mangos, naranjas, manzanas, fresas y plátanos.')).toBe(true);
    expect(reader.unmet(told, question, 'Una macedonia sin fresas: mango, naranja y plátano.')).toBe(false);
  });

  it('leaves other questions and a taste alone', () => {
    const allergic = 'Tengo alergia a la penicilina.';
    expect(reader.unmet(allergic, '¿Cuántas veces tengo que tomar las pastillas?', 'Una cada ocho horas.')).toBe(false);
    expect(reader.unmet(allergic, '¿A qué hora cerráis?', 'A las ocho.')).toBe(false);
    expect(reader.unmet('No como carne.', '¿Qué me recomiendas?', 'Una tostada con tomate.')).toBe(false);
  });

  it('holds all conversation at the café: no breakfast recommended that may hold it', async () => {
    const cafe = await Conversation.opened(
      createTestEngine(),
      { title: 'At the Café', description: '', prompt: '', defaultTopicId: 'at-the-cafe' },
      'intermediate',
      'spain',
    );
    await cafe.say('Soy celíaca.');
    expect((await cafe.say('¿Qué me recomiendas?')).text).not.toMatch(/tostada|cruasán|te recomiendo/iu);
    expect((await cafe.say('¿Tenéis pan sin gluten?')).text).not.toMatch(/cruasanes|Sí, tenemos/iu);
    expect((await cafe.say('¿Tenéis zumo de naranja?')).text).not.toMatch(/revisar|no lo sé/iu);
  });
});
