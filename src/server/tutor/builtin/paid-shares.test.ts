import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createPaidShares } from './paid-shares';
import { priceWordsOf } from './priced-items';

const figures = loadPartnerKnowledge().scenes.topicText.figures;
const shares = createPaidShares(figures, priceWordsOf(figures));
const topic = (prompt: string) => ({ title: 'Un taller', description: '', prompt });
const repairs = topic(
  'Eres Jorge, técnico de un taller. Cambio de pantalla: 250 soles. Cambio de batería: 120 soles. Se paga la ' +
    'mitad al dejar el equipo y el resto al recogerlo.',
);

describe('a share of the price paid at a moment', () => {
  it('is the share of the thing chosen, at the moment the question names, then the topic’s own sentence', () => {
    const lines = ['Quiero cambiar la pantalla.', '¿Cuánto tengo que pagar hoy al dejarlo?'];
    expect(shares.answer(lines[1]!, lines, repairs)).toBe(
      'La mitad de 250 soles: 125 soles. Se paga la mitad al dejar el equipo y el resto al recogerlo.',
    );
    const later = ['Quiero cambiar la batería.', '¿Y cuánto pago cuando lo recojo?'];
    expect(shares.answer(later[1]!, later, repairs)).toMatch(/^El resto de 120 soles: 60 soles\./u);
    const booking = topic('Clase de surf: 40 euros. Se paga el 25 % al reservar.');
    const asked = ['Quiero la clase de surf.', '¿Cuánto pago al reservar?'];
    expect(shares.answer(asked[1]!, asked, booking)).toMatch(/^El 25 % de 40 euros: 10 euros\./u);
  });

  it('says nothing with no thing chosen, no moment asked, or a discount', () => {
    expect(shares.answer('¿Cuánto pago al dejarlo?', ['¿Cuánto pago al dejarlo?'], repairs)).toBeUndefined();
    const lines = ['Quiero cambiar la pantalla.', '¿Cuánto cuesta?'];
    expect(shares.answer(lines[1]!, lines, repairs)).toBeUndefined();
    const sale = topic('Clase de surf: 40 euros. Los estudiantes pagan la mitad con descuento al reservar.');
    const asked = ['Quiero la clase de surf.', '¿Cuánto pago al reservar?'];
    expect(shares.answer(asked[1]!, asked, sale)).toBeUndefined();
  });
});
