import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createAddedTotals } from './added-totals';
import { priceWordsOf } from './priced-items';

const scenes = loadPartnerKnowledge().scenes;
const added = createAddedTotals(scenes, priceWordsOf(scenes.topicText.figures));
const topic = (prompt: string) => ({ title: 'Un servicio', description: '', prompt });
const ask = (message: string, prompt: string, earlier: string[] = []) =>
  added.totalFor(message, [...earlier, message], topic(prompt));

const studio =
  'Eres Nerea, de la academia de baile Compás. Curso mensual de salsa: 48 euros. Matrícula: 20 euros. Clase suelta, ' +
  '12 euros. Las zapatillas se alquilan por 3 euros al día.';
const flat =
  'Eres Jaime y alquilas un estudio en Zaragoza. El alquiler es de 610 euros al mes; la comunidad, 40 euros al mes, ' +
  'aparte. Pides un depósito de 610 euros. La luz sale por unos 35 euros al mes.';

describe('a total of a price and what the question adds to it', () => {
  it('adds the thing the question names to the price named in the turn, per the length told', () => {
    expect(ask('Quiero hacer el curso mensual tres meses. ¿Cuánto es en total con la matrícula?', studio)).toBe(
      'Curso mensual de salsa, tres meses: 144 euros; matrícula: 20 euros. En total, 164 euros.',
    );
    // named in an earlier message
    expect(ask('¿Y en total con la matrícula?', studio, ['¿Cuánto cuesta una clase suelta?'])).toBe(
      'Clase suelta: 12 euros; matrícula: 20 euros. En total, 32 euros.',
    );
    // counted: the price of one, times the count
    expect(ask('Quiero tres clases sueltas. ¿Cuánto es en total con la matrícula?', studio)).toBe(
      'Clase suelta: 3 × 12 euros = 36 euros; matrícula: 20 euros. En total, 56 euros.',
    );
  });

  it('adds to the topic’s price per the length the question names when the learner named none', () => {
    expect(ask('¿Cuánto pagaría al mes en total, contando la comunidad?', flat)).toBe(
      'Alquiler: 610 euros al mes; comunidad: 40 euros al mes. En total, 650 euros al mes.',
    );
    expect(ask('¿Cuánto es en total el primer mes con el depósito?', flat)).toBe(
      'Alquiler: 610 euros al mes; depósito: 610 euros. En total, 1220 euros.',
    );
  });

  it('adds what the topic says is paid once to the first length, asked with everything or as the first', () => {
    const gym =
      'Eres la recepcionista de un gimnasio. Datos: mensualidad 650 pesos; inscripción 300 pesos (se paga una sola ' +
      'vez); clase suelta 90 pesos. Renta de toalla 20 pesos.';
    const said = 'Mensualidad: 650 pesos al mes; inscripción: 300 pesos. En total, 950 pesos.';
    expect(ask('Quiero inscribirme. ¿Cuánto pago el primer mes, con todo?', gym)).toBe(said);
    expect(ask('¿Cuánto es en total el primer mes?', gym)).toBe(said);
    // a thing named is added as named, not what is paid once
    expect(ask('¿Cuánto es en total el primer mes con la toalla?', gym)).toBe(
      'Mensualidad: 650 pesos al mes; renta de toalla: 20 pesos. En total, 670 pesos.',
    );
    // the first month asked alone, of a kind of person whose price is its own
    const gymForStudents =
      'Eres Javier, del gimnasio. Datos: cuota mensual de 39 €; estudiantes con carné, 29 € al mes; matrícula de ' +
      '20 € que se paga solo el primer mes; alquiler de toalla, 2 € por día.';
    expect(ask('Soy estudiante y tengo carné. ¿Cuánto pago el primer mes?', gymForStudents)).toBe(
      'Estudiantes con carné: 29 euros al mes; matrícula: 20 euros. En total, 49 euros.',
    );
    // nothing the topic says is paid once: no first month to sum
    expect(ask('¿Cuánto es en total el primer mes?', flat)).toBeUndefined();
  });

  it('says nothing it cannot sum for sure', () => {
    // an estimate is no price
    expect(ask('¿Cuánto es al mes en total con la luz?', flat)).toBeUndefined();
    // a length told of a thing not paid per that length
    expect(ask('Quiero clases sueltas dos semanas. ¿Cuánto es en total con la matrícula?', studio)).toBeUndefined();
    // no total asked, no addition named, or nothing priced to add it to
    expect(ask('¿Cuánto cuesta la matrícula?', studio)).toBeUndefined();
    expect(ask('¿Cuánto es en total?', studio, ['¿Cuánto cuesta una clase suelta?'])).toBeUndefined();
    expect(ask('¿Cuánto es en total con la matrícula?', studio)).toBeUndefined();
    // people counted, whose prices this sum leaves out
    expect(ask('Somos dos adultos. ¿Cuánto es en total con la matrícula?', studio, ['Curso mensual, por favor.'])).toBe(
      undefined,
    );
  });
});
