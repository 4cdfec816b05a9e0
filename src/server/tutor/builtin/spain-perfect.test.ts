import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createSpainPerfect } from './spain-perfect';

const inSpain = createSpainPerfect(loadPartnerKnowledge().spainPerfect);

describe("Spain's perfect for a time not over", () => {
  it.each([
    ['¿Cómo se sintió esta semana?', '¿Cómo se ha sentido esta semana?'],
    ['¿Alguna vez tuvo que ir a urgencias?', '¿Alguna vez ha tenido que ir a urgencias?'],
    ['¿Qué comiste hoy? Yo, fruta.', '¿Qué has comido hoy? Yo, fruta.'],
    ['Nunca probé el mole.', 'Nunca he probado el mole.'],
    ['¿Alguna vez fuiste a un concierto inolvidable?', '¿Alguna vez has ido a un concierto inolvidable?'],
    ['Hoy desayuné fruta y luego fui al trabajo.', 'Hoy he desayunado fruta y luego he ido al trabajo.'],
    // "fue" before no "a", where nothing asks where to, is the "ser" the core reads
    ['¿Cómo fue tu mañana hoy?', '¿Cómo ha sido tu mañana hoy?'],
    ['Hoy desayuné fruta y fui muy feliz.', 'Hoy he desayunado fruta y he sido muy feliz.'],
    ['¿Qué hiciste antes de hablar conmigo?', '¿Qué has hecho antes de hablar conmigo?'],
  ])('%s → %s', (latam, spain) => {
    expect(inSpain(latam)).toBe(spain);
  });

  it.each([
    // a finished time keeps the preterite
    '¿Dónde naciste?',
    'Ayer ya comí.',
    '¿Alguna vez viajaste sola cuando eras joven?',
    '¿Nunca fuiste a Cancún en 2019?',
    // asked where to, "fuiste" is "ir" without its "a": not turned
    '¿Adónde fuiste hoy?',
  ])('leaves %s as it is', (line) => {
    expect(inSpain(line)).toBe(line);
  });
});
