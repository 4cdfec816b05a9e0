import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createRoundTrips } from './round-trips';

const { figures } = loadPartnerKnowledge().scenes.topicText;
const english: Record<string, string[]> = { barco: ['boat', 'ferry'], autobús: ['bus'] };
const trips = createRoundTrips(figures.roundTrip, figures, (lemma) => english[lemma] ?? []);
const topic = (prompt: string) => ({ title: 'A trip', description: '', prompt });

describe('a round trip of a price of one way', () => {
  it('says twice the price of one way, with its figure, in Spanish or English topics', () => {
    const farm = topic('Tours at 9:00. Getting there: Willys jeep from the main square, 5,000 pesos each way.');
    expect(trips.answer('¿Y cuánto cuesta ida y vuelta?', [], farm)).toBe(
      'Ida y vuelta son 10.000 pesos: 5.000 pesos cada trayecto.',
    );
    const ferry = topic('Vendes billetes. El ferry a Formentera cuesta 18,50 euros por trayecto.');
    expect(trips.answer('¿Cuánto es ir y volver?', [], ferry)).toBe(
      'Ida y vuelta son 37 euros: 18,50 euros cada trayecto.',
    );
  });

  it('of several prices of one way, takes the one of the thing the learner names or told of', () => {
    const both = topic('The boat to the island costs €12 each way. The bus to the port costs 2 euros each way.');
    expect(trips.answer('¿Cuánto cuesta el barco ida y vuelta?', [], both)).toMatch(/^Ida y vuelta son 24 euros/u);
    expect(trips.answer('¿Y ida y vuelta?', ['Voy a tomar el autobús.'], both)).toMatch(/^Ida y vuelta son 4 euros/u);
    expect(trips.answer('¿Cuánto cuesta ida y vuelta?', [], both)).toBeUndefined();
  });

  it("says no one person's fare for a group, which would be false as the whole", () => {
    const ferry = topic('Adult ticket: 65 € each way, 120 € return. Children from 4 to 12 pay half price.');
    expect(trips.answer('¿Cuánto cuesta ida y vuelta?', [], ferry)).toBe('Ida y vuelta son 120 euros.');
    expect(trips.answer('¿Cuánto nos cuesta ir y volver a los tres?', [], ferry)).toBeUndefined();
  });

  it('says nothing without a price of one way or a round trip asked', () => {
    expect(trips.answer('¿Cuánto cuesta ida y vuelta?', [], topic('The jeep costs 5,000 pesos.'))).toBeUndefined();
    expect(trips.answer('¿Cuánto cuesta el jeep?', [], topic('The jeep costs 5,000 pesos each way.'))).toBeUndefined();
  });

  it('says the topic’s own return price, never twice the one way', () => {
    const ferry = topic('Adult ticket: 65 € each way, 120 € return.');
    expect(trips.answer('¿Cuánto cuesta ida y vuelta?', [], ferry)).toBe('Ida y vuelta son 120 euros.');
  });
});
