import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createAddressingReader } from './addressing';

const reader = createAddressingReader(loadPartnerKnowledge().addressing);

describe('how the learner addresses the partner (content/tutor/addressing.json)', () => {
  it.each([
    ['¿Usted trabaja aquí?', true],
    ['Perdone, ¿dónde está la farmacia?', true],
    ['¿Me podría dar la cuenta?', true],
    ['Buenas tardes, señora.', true],
    ['La señora de la tienda es muy amable.', false],
    ['¿Me pones un café?', false],
  ])('«%s» says usted: %s', (text, formal) => expect(reader.saysUsted(text)).toBe(formal));

  it('hears tú in a word or a verb of the second person, never in the possessive "tu"', () => {
    expect(reader.saysTu('¿Y tú de dónde eres?')).toBe(true);
    expect(reader.saysTu('¿Tenéis leche de avena?')).toBe(true);
    expect(reader.saysTu('Me gusta tu casa.')).toBe(false);
  });

  it('takes "¿Cuánto le debo?" for a formula, not for usted itself', () => {
    expect(reader.saysUstedFormula('Muy bien. ¿Cuánto le debo?')).toBe(true);
    expect(reader.saysUsted('Muy bien. ¿Cuánto le debo?')).toBe(false);
  });

  it('tells a question to know from a tag and from a request', () => {
    expect(reader.isTag('¿vale?')).toBe(true);
    expect(reader.isTag('¿Me entiendes?')).toBe(true);
    expect(reader.asksToKnow('¿sabes?')).toBe(false);
    expect(reader.asksToKnow('¿Tú puedes traer el pastel?')).toBe(false);
    expect(reader.asksToKnow('¿Hay restaurantes buenos ahí?')).toBe(true);
    expect(reader.asksToKnow('¿Sabes dónde está el museo?')).toBe(true);
  });
});
