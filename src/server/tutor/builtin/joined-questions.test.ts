import { describe, expect, it } from 'vitest';
import { questionHalves } from './joined-questions';

describe('two questions joined by "y"', () => {
  it('are asked apart, a second with no verb taking the first’s doing', () => {
    expect(questionHalves('¿Dónde nos vemos y a qué hora?')).toEqual(['¿Dónde nos vemos?', '¿a qué hora nos vemos?']);
    expect(questionHalves('Hola, ¿cuándo abre el museo y cuánto cuesta la entrada?')).toEqual([
      '¿cuándo abre el museo?',
      '¿cuánto cuesta la entrada?',
    ]);
  });

  it('are one ask where the first part has no question word or no verb', () => {
    expect(questionHalves('¿Qué días y a qué hora abrís?')).toBeUndefined();
    expect(questionHalves('¿Tienes hermanos y hermanas?')).toBeUndefined();
  });
});
