import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { cheapestAsked } from './cheapest-items';
import { priceWordsOf } from './priced-items';

const { figures } = loadPartnerKnowledge().scenes.topicText;
const words = priceWordsOf(figures);
const topic = (prompt: string) => ({ title: 'Una tienda', description: '', prompt });
const asked = (question: string, prompt: string) => cheapestAsked(question, topic(prompt), words, figures);
const ferries =
  'Eres Nuria, en la taquilla del puerto de Denia. Billetes de ida: Ibiza, 60 euros; Formentera, 75 euros; ' +
  'Mallorca, 95 euros. Los perros viajan en el coche.';

describe('the cheapest or dearest of a list the topic prices', () => {
  it('names the one item at the end of the list, with its price', () => {
    expect(asked('¿Cuál es el billete más barato?', ferries)).toBe('Ibiza, 60 euros.');
    expect(asked('¿Y cuál es el más caro?', ferries)).toBe('Mallorca, 95 euros.');
    expect(asked('¿Qué isla es la más económica?', ferries)).toBeUndefined();
  });

  it('says nothing where the question names what the list does not say, or nothing is cheapest alone', () => {
    // "para los perros": the list says nothing of dogs' tickets
    expect(asked('¿Cuál es el billete más barato para los perros?', ferries)).toBeUndefined();
    const tie = 'Eres Pablo. Vendo libros: novelas, 8 euros; cómics, 8 euros; diccionarios, 20 euros.';
    expect(asked('¿Qué es lo más barato?', tie)).toBeUndefined();
    // prices for different units do not compare
    const mixed = 'Eres Eva. Vendo fruta: fresas, 4 euros el kilo; una piña, 3 euros.';
    expect(asked('¿Qué es lo más barato?', mixed)).toBeUndefined();
    expect(asked('¿Cuánto cuesta el billete a Ibiza?', ferries)).toBeUndefined();
  });
});
