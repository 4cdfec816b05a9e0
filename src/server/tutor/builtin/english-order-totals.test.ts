import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createEnglishOrderTotals } from './english-order-totals';
import { priceWordsOf } from './priced-items';

const { figures } = loadPartnerKnowledge().scenes.topicText;
const english: Record<string, string[]> = {
  vacuna: ['vaccine'],
  rabia: ['rabies', 'rage'],
  consulta: ['consultation'],
  perro: ['dog'],
  baño: ['bath'],
  corte: ['cut', 'haircut'],
  barba: ['beard'],
  crema: ['cream'],
  pastel: ['cake'],
  azúcar: ['sugar'],
  foto: ['photo'],
};
const totals = createEnglishOrderTotals(figures, priceWordsOf(figures), (lemma) => english[lemma] ?? []);
const vet = {
  title: "At the vet's",
  description: '',
  prompt: 'You are a vet. Prices: consultation 35 euros; rabies vaccine 30 euros; microchip 40 euros.',
};

describe('the sum of things an English topic prices, named in Spanish', () => {
  it('names an item by the words before its bracket, and a thing by a word the lexicon lacks', () => {
    const pharmacy = {
      title: 'Pharmacy',
      description: '',
      prompt: 'You are a pharmacist. Sun cream SPF 50 (200 ml): 16,90 €. Paracetamol tablets (box of 20): 2,10 €.',
    };
    expect(totals.totalFor('Me llevo una crema solar y un paracetamol. ¿Cuánto es todo?', pharmacy)).toBe(
      'En total son 19 euros: 16,90 euros más 2,10 euros.',
    );
    // a thing the topic does not price, beside the priced ones, leaves the sum unsaid
    expect(totals.totalFor('Me llevo una crema solar y un champú. ¿Cuánto es todo?', pharmacy)).toBeUndefined();
  });

  it('adds the things the turn names, each by its one English item', () => {
    expect(
      totals.totalFor('Mi perro necesita la vacuna de la rabia y el microchip. ¿Cuánto cuestan las dos juntas?', vet),
    ).toBe('En total son 70 euros: 30 euros más 40 euros.');
    expect(totals.totalFor('¿Cuánto es la consulta y la vacuna de la rabia en total?', vet)).toBe(
      'En total son 65 euros: 35 euros más 30 euros.',
    );
  });

  it('says nothing of a thing unpriced beside them, of one thing, of rates, of no total asked', () => {
    expect(totals.totalFor('¿Cuánto es la consulta y el baño en total?', vet)).toBeUndefined();
    expect(totals.totalFor('¿Cuánto cuesta la consulta en total?', vet)).toBeUndefined();
    expect(totals.totalFor('¿Cuánto cuestan la consulta y el microchip?', vet)).toBeUndefined();
    const bikes = { ...vet, prompt: 'Bikes cost 5 euros per hour; helmets 2 euros per hour.' };
    expect(totals.totalFor('¿Cuánto cuestan la bici y el casco juntos?', bikes)).toBeUndefined();
    // a Spanish topic's prices are summed elsewhere, as written
    const spanish = { ...vet, prompt: 'Eres veterinaria. La consulta cuesta 35 euros y el microchip 40 euros.' };
    expect(totals.totalFor('¿Cuánto es la consulta y el microchip en total?', spanish)).toBeUndefined();
  });
});

describe('a sum of the extras of a thing the topic does not price by the name asked', () => {
  it('is never said without the thing they are of', () => {
    const cakes = {
      title: 'Ordering a cake',
      description: '',
      prompt:
        'You own a cake shop. Sizes: small 450 pesos; medium 750 pesos. Sugar-free (+100 pesos). A photo printed ' +
        'on edible paper costs 120 pesos.',
    };
    expect(
      totals.totalFor('Quiero el pastel chico de chocolate sin azúcar y con una foto. ¿Cuánto es todo?', cakes),
    ).toBeUndefined();
  });
});
