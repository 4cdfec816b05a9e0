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
  ])('%s → %s', (latam, spain) => {
    expect(inSpain(latam)).toBe(spain);
  });

  it.each([
    // a finished time keeps the preterite
    '¿Dónde naciste?',
    'Ayer ya comí.',
    '¿Alguna vez viajaste sola cuando eras joven?',
    '¿Nunca fuiste a Cancún en 2019?',
    // "fui" is "ser" and "ir" (but "ir" before "a"): not turned, and then no other verb either (no mixed tenses)
    'Hoy desayuné fruta y fui muy feliz.',
  ])('leaves %s as it is', (line) => {
    expect(inSpain(line)).toBe(line);
  });
});
