import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { discountedPriceFor } from './discounted-prices';
import { priceWordsOf } from './priced-items';

const { figures, people } = loadPartnerKnowledge().scenes.topicText;
const topic = (prompt: string) => ({ title: 'Un servicio', description: '', prompt });
const ask = (message: string, prompt: string, earlier: string[] = []) =>
  discountedPriceFor(message, [...earlier, message], topic(prompt), figures, priceWordsOf(figures), people.discount);

const optician =
  'Eres Jon, de la óptica Begoña. Una revisión de la vista cuesta 25 euros; unas gafas de sol, 90 euros. Los ' +
  'jubilados tienen un 20 % de descuento en las gafas de sol.';
const pool =
  'Eres Sara, de la piscina municipal. La entrada cuesta 6,50 euros; el bono de diez baños, 50 euros. Descuento: ' +
  '10 % para los socios del club.';

describe('a price less the discount the topic gives the kind of person the learner is', () => {
  it('takes the discount off the thing it is on, for a learner who told they are of that kind', () => {
    expect(ask('Soy jubilada. ¿Cuánto me costarían unas gafas de sol?', optician)).toBe(
      'Gafas de sol: 72 euros con el 20 % de descuento (sin descuento, 90 euros).',
    );
    // told in an earlier message; a discount of no one thing holds for the thing asked
    expect(ask('¿Cuánto cuesta el bono?', pool, ['Hola, soy socio del club.'])).toBe(
      'Bono de diez baños: 45 euros con el 10 % de descuento (sin descuento, 50 euros).',
    );
    // asked for by one who did not say they are a member: the price is not theirs for sure
    expect(ask('¿Cuánto vale la entrada con el descuento?', pool)).toBeUndefined();
  });

  it('says nothing where the discount does not hold or the thing is unclear', () => {
    // another thing than the one it is on
    expect(ask('Soy jubilado. ¿Cuánto cuesta la revisión?', optician)).toBeUndefined();
    // another is of that kind, not the learner
    expect(ask('Mi madre es jubilada. ¿Cuánto cuestan las gafas de sol?', optician)).toBeUndefined();
    // not of that kind
    expect(ask('No soy jubilado. ¿Cuánto cuestan las gafas de sol?', optician)).toBeUndefined();
    expect(ask('¿Cuánto cuestan las gafas de sol?', optician)).toBeUndefined();
    // no thing named, and the discount is on none
    expect(ask('Soy socia del club. ¿Cuánto pago?', pool)).toBeUndefined();
    // no price asked
    expect(ask('Soy jubilado. ¿Tienen gafas de sol?', optician)).toBeUndefined();
    // a price of nothing named asked after another thing of the turn is that thing's, not the discounted one's
    expect(ask('¿Necesito una revisión? ¿Cuánto cuesta?', optician, ['Soy jubilado.'])).toBeUndefined();
    expect(ask('Soy jubilado. ¿Cuánto cuesta?', optician)).toBe(
      'Gafas de sol: 72 euros con el 20 % de descuento (sin descuento, 90 euros).',
    );
  });
});

describe('a discount the learner cannot be sure of', () => {
  it('is not said for another item the question names, nor for a discount of some days', () => {
    const gym =
      'Eres Unai, del gimnasio Arriaga. Planes: mensual, 40 euros; trimestral, 105 euros. Los estudiantes tienen un ' +
      '20 % de descuento en el plan mensual.';
    expect(ask('Soy estudiante. ¿Cuánto cuesta el plan trimestral?', gym)).toBeUndefined();
    const books =
      'Eres Ana, de la librería. Los libros tienen un 10 % de descuento los lunes. Un cuaderno cuesta 3 euros.';
    expect(ask('¿Cuánto cuesta un cuaderno con el descuento?', books)).toBeUndefined();
  });
});
