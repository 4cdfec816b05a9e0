import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createEnglishDiscounts } from './english-discounts';
import { priceWordsOf } from './priced-items';

const { figures } = loadPartnerKnowledge().scenes.topicText;
const discounts = createEnglishDiscounts(figures, priceWordsOf(figures), (lemma) =>
  bilingualGlossary().englishWordsFor(lemma),
);
const guitar = {
  title: 'Guitar lessons',
  description: 'Taking guitar classes in Madrid.',
  prompt:
    'You are a guitar teacher in Madrid. Private class: 40 euros per hour. Group class: 25 euros. Students get ' +
    '20% off group classes. Stays of 7 nights or more: 10% off.',
};
const ask = (message: string, earlier: string[] = []) => discounts.priceFor(message, [...earlier, message], guitar);

describe('a discount an English topic gives some people', () => {
  it('takes it off the price of the thing asked, for a learner who told they have it', () => {
    expect(ask('Soy estudiante. ¿Cuánto cuesta la clase en grupo?')).toBe(
      'Con el 20 % de descuento, son 20 euros (sin descuento, 25 euros).',
    );
    expect(ask('¿Cuánto me cuesta la clase en grupo?', ['Tengo carné de estudiante.'])).toBe(
      'Con el 20 % de descuento, son 20 euros (sin descuento, 25 euros).',
    );
  });

  it('says nothing for someone else, a learner who is not one, or a thing it is not on', () => {
    expect(ask('Mi hermano es estudiante. ¿Cuánto cuesta la clase en grupo?')).toBeUndefined();
    expect(ask('No soy estudiante. ¿Cuánto cuesta la clase en grupo?')).toBeUndefined();
    // the private class is priced per hour and the discount is on group classes only
    expect(ask('Soy estudiante. ¿Cuánto cuesta la clase privada?')).toBeUndefined();
    // two classes fit "la clase": which, the learner did not say
    expect(ask('Soy estudiante. ¿Cuánto cuesta la clase?')).toBeUndefined();
  });
});
