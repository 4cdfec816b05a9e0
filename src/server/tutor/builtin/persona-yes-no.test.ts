import { describe, expect, it } from 'vitest';
import { yesOrNoOfPlace } from './persona-yes-no';

const lines = { yes: { es: 'Sí, {x}', en: 'Yes. {x}' }, no: { es: 'No, {x}', en: 'No. {x}' } };
const town = { es: 'Soy de Valencia, pero vivo en Madrid.', en: "I'm from Valencia, but I live in Madrid." };
const mexico = {
  es: 'Soy de Puebla, pero vivo en la Ciudad de México.',
  en: "I'm from Puebla, but I live in Mexico City.",
};
const said = (question: string, line = town) => yesOrNoOfPlace(question, line, lines).es;

describe('a yes/no question of where the persona is from', () => {
  it('says yes when the line says that verb of that place', () => {
    expect(said('¿Eres de Valencia?')).toBe('Sí, soy de Valencia, pero vivo en Madrid.');
    expect(said('¿Y tú vives en Madrid?')).toBe('Sí, soy de Valencia, pero vivo en Madrid.');
    expect(said('¿Usted vive en la Ciudad de México?', mexico)).toBe(
      'Sí, soy de Puebla, pero vivo en la Ciudad de México.',
    );
  });

  it('says no only when the place asked is named in another clause of the line', () => {
    expect(said('¿Tú eres de Madrid?')).toBe('No, soy de Valencia, pero vivo en Madrid.');
    expect(yesOrNoOfPlace('¿Eres de Madrid?', town, lines).en).toBe("No. I'm from Valencia, but I live in Madrid.");
  });

  it('says the line as it is where a place may hold another or nothing is asked of yes or no', () => {
    // Valencia is in Spain and Puebla in Mexico: "No" would be false
    expect(said('¿Eres de España?')).toBe(town.es);
    expect(said('¿Eres de México?', mexico)).toBe(mexico.es);
    expect(said('¿Vives en Sevilla?')).toBe(town.es);
    expect(said('¿De dónde eres?')).toBe(town.es);
    expect(said('¿Eres de Madrid o de Valencia?')).toBe(town.es);
    expect(said('¿Naciste en Valencia?')).toBe(town.es);
  });
});

describe('a question that asks more than where', () => {
  it('gets no yes or no', () => {
    expect(said('¿Vives en Madrid desde hace mucho tiempo?')).toBe(town.es);
    expect(said('¿Vives en Madrid tú?')).toBe('Sí, soy de Valencia, pero vivo en Madrid.');
  });
});
