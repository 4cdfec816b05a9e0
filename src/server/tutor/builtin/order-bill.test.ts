import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createOrderBill } from './order-bill';
import { priceWordsOf } from './priced-items';

const scenes = loadPartnerKnowledge().scenes;
const bill = createOrderBill(scenes, priceWordsOf(scenes.topicText.figures), (lemma) =>
  bilingualGlossary().englishWordsFor(lemma),
);
const topic = (prompt: string) => ({ title: 'A service', description: '', prompt });
const totalFor = (prompt: string, ...lines: string[]) => bill.totalFor(lines.at(-1)!, lines, topic(prompt));

describe('the bill of what the learner asks for', () => {
  it('adds the things named, each times its count, from an English price list', () => {
    const dentist = 'Facts: first check-up free; cleaning 45 €; filling 60 € per tooth; X-ray 20 €.';
    expect(totalFor(dentist, 'Necesito una limpieza y dos empastes. ¿Cuánto cuesta todo?')).toBe(
      'En total son 165 euros: 45 euros más 2 × 60 euros.',
    );
  });

  it('counts a kind by the noun that holds it, and a thing "para todos" by the group told before', () => {
    const bus = 'Datos: semicama 45.000 pesos; cama ejecutiva 60.000 pesos.';
    expect(totalFor(bus, 'Quiero dos pasajes en cama ejecutiva para el viernes. ¿Cuánto es?')).toBe(
      'En total son 120.000 pesos: 2 × 60.000 pesos.',
    );
    const padel = 'Alquiler de pala 3 € por pala. Bote de 3 pelotas 5 €.';
    expect(
      totalFor(padel, 'Somos cuatro amigos y ninguno tiene pala.', '¿Cuánto cuesta alquilar las palas para todos?'),
    ).toBe('En total son 12 euros: 4 × 3 euros.');
  });

  it('multiplies a price per week by the weeks told before', () => {
    const school =
      'Accommodation: host family 200 € per week with breakfast and dinner; shared student flat 150 € per week.';
    expect(
      totalFor(
        school,
        'Voy a hacer el curso de tres semanas y quiero vivir con una familia.',
        '¿Cuánto cuesta la familia para esas semanas?',
      ),
    ).toBe('En total son 600 euros: 3 × 200 euros.');
  });

  it('bills a price per person for the people asked for or told before, where the topic prices no other kind', () => {
    const surf = 'Datos: clase de grupo de dos horas 35 euros por persona; clase particular 60 euros la hora.';
    expect(totalFor(surf, 'Somos dos, mi novio y yo.', '¿Cuánto cuesta la clase de grupo para los dos?')).toBe(
      'En total son 70 euros: 2 × 35 euros.',
    );
    expect(totalFor(surf, '¿Cuánto cuesta la clase de grupo para tres personas?')).toBe(
      'En total son 105 euros: 3 × 35 euros.',
    );
    const withChildren = `${surf} Niños menores de 12 años: 20 euros.`;
    expect(totalFor(withChildren, '¿Cuánto cuesta la clase de grupo para tres personas?')).toBeUndefined();
  });

  it('writes an English topic’s figures the Spanish way', () => {
    expect(totalFor('Single kayak 7.50 € per hour.', 'Quiero dos kayaks por tres horas. ¿Cuánto es?')).toBe(
      'En total son 45 euros: 6 × 7,50 euros.',
    );
  });

  it('says nothing where a sum could be wrong', () => {
    // one thing once: its own price is another reader's answer
    expect(totalFor('Cleaning 45 €; filling 60 €.', '¿Cuánto cuesta una limpieza?')).toBeUndefined();
    // a surcharge some hours add to what is priced by the hour
    const court = 'Alquiler de pista 20 € la hora. Desde las 20:00 se paga un suplemento de luz de 4 € por hora.';
    expect(totalFor(court, 'Queremos una pista dos horas a las nueve de la noche. ¿Cuánto es?')).toBeUndefined();
    // a first hour priced apart from the next ones, and hours that name no thing
    const parking =
      'Cars pay 3 euros for the first hour and 2 euros for each extra hour. Motorbikes pay 1 euro per hour.';
    expect(totalFor(parking, 'Voy a dejar el coche cuatro horas. ¿Cuánto tengo que pagar?')).toBeUndefined();
    // a price for some only ("for members")
    const coworking = 'Meeting room: 12 euros per hour for members, 20 euros per hour for non-members.';
    expect(
      totalFor(coworking, 'No soy socia. Si reservo la sala de reuniones dos horas, ¿cuánto me cobráis?'),
    ).toBeUndefined();
    // more prices than things named: the day price is not read
    expect(
      totalFor('City bike 4 € per hour or 15 € per day.', 'Quiero dos bicis todo el día. ¿Cuánto es?'),
    ).toBeUndefined();
    // a price per hour with no length told, and a thing named beside the priced one that the topic does not price
    expect(totalFor('Kayak 10 € per hour.', 'Quiero dos kayaks. ¿Cuánto es?')).toBeUndefined();
    expect(totalFor('Cleaning 45 €; filling 60 €.', 'Una limpieza y una corona. ¿Cuánto es todo?')).toBeUndefined();
    // a price per person is the people reader's
    expect(
      totalFor('The class costs 850 pesos per adult.', 'Somos tres. ¿Cuánto cuesta la clase para todos?'),
    ).toBeUndefined();
  });
});
