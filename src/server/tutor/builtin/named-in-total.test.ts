import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createNamedInTotal } from './named-in-total';
import { priceWordsOf, pricedItemsIn } from './priced-items';

const scenes = loadPartnerKnowledge().scenes;
const priceWords = priceWordsOf(scenes.topicText.figures);
const named = createNamedInTotal(scenes, priceWords, (lemma) => bilingualGlossary().englishWordsFor(lemma));
const topic = (prompt: string) => ({ title: 'Un servicio', description: '', prompt });
const hotel = topic(
  'Eres Carmen, de recepción. Habitación individual, 65 € por noche; habitación doble, 90 € por noche; desayuno, ' +
    '12 € por persona y día; aparcamiento, 15 € por noche.',
);

describe('a total that leaves out a thing the message names', () => {
  it('is found when the message asks a sum of two priced things and the line says one of them', () => {
    const message = 'Queremos una habitación doble para tres noches, con desayuno. ¿Cuánto es en total?';
    expect(named.leavesOut(message, 'Tres noches: 270 euros en total.', hotel)).toBe(true);
    // said by its name or its figure, each is in the sum
    expect(
      named.leavesOut(message, 'Habitación doble, tres noches: 270 euros; desayuno: 72 euros. En total, 342.', hotel),
    ).toBe(false);
    // (the breakfast by its figure)
    const byFigure = 'Habitación doble, tres noches: 270 euros; dos personas a 12 euros al día: 72 euros.';
    expect(named.leavesOut(message, byFigure, hotel)).toBe(false);
  });

  it('is not found of one thing, of a length or a person, of a past sentence, or of a question of no sum', () => {
    const line = 'Tres noches: 270 euros en total.';
    expect(named.leavesOut('Una habitación doble tres noches. ¿Cuánto es en total?', line, hotel)).toBe(false);
    expect(named.leavesOut('Somos dos estudiantes, tres noches. ¿Cuánto es en total la habitación?', line, hotel)).toBe(
      false,
    );
    expect(named.leavesOut('Ya pagué el aparcamiento. ¿Cuánto es en total la habitación doble?', line, hotel)).toBe(
      false,
    );
    // (a question of no sum, answered by a line that does not call itself the whole)
    expect(
      named.leavesOut(
        'Tengo desayuno. ¿Cuánto cuesta la habitación doble tres noches?',
        'Tres noches: 270 euros.',
        hotel,
      ),
    ).toBe(false);
    expect(named.leavesOut('Quiero desayuno y la habitación doble tres noches. ¿Cuánto es?', line, hotel)).toBe(true);
  });

  it('is found of one thing the question adds that the line leaves out', () => {
    const line = 'Dos cajas de acetaminofén: 16.000 pesos en total.';
    const pharmacy = topic('Datos: el acetaminofén cuesta 8.000 pesos la caja; el jarabe para la tos 15.000 pesos.');
    expect(named.leavesOut('¿Y cuánto es con el jarabe?', line, pharmacy)).toBe(true);
    expect(named.leavesOut('¿Y cuánto es con el acetaminofén?', line, pharmacy)).toBe(false);
  });

  it('finds an English topic’s things by the English of the learner’s nouns', () => {
    const rental = topic('Compact car 35,000 Chilean pesos per day; insurance 8,000 pesos per day, mandatory.');
    const message = 'Quiero un auto compacto por cuatro días. ¿Cuánto es con el seguro?';
    expect(named.leavesOut(message, 'Cuatro días: 32.000 pesos en total.', rental)).toBe(true);
  });
});

describe('a price in a currency named with its country', () => {
  it('reads "35,000 Chilean pesos" and "750 US dollars" as prices', () => {
    const items = pricedItemsIn('Compact car 35,000 Chilean pesos per day; the trek 750 US dollars', priceWords);
    expect(items.map((item) => [item.name, item.price])).toEqual([
      ['Compact car', 35000],
      ['the trek', 750],
    ]);
  });
});
