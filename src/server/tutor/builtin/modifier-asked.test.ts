import { describe, expect, it } from 'vitest';
import { withTheModifierAsked } from './modifier-asked';

describe('withTheModifierAsked', () => {
  it('asks a yes-or-no question of what narrows its thing, the thing and its determiner left out', () => {
    expect(withTheModifierAsked('¿Ponéis alguna película en versión original?')).toBe('¿Ponéis versión original?');
    expect(withTheModifierAsked('¿Tienen habitaciones con baño?')).toBe('¿Tienen baño?');
    expect(withTheModifierAsked('¿Hay clases de yoga los sábados?')).toBe('¿Hay yoga los sábados?');
  });

  it('leaves "sin", a question of a figure, and a noun narrowed by no noun', () => {
    expect(withTheModifierAsked('¿Hay pastel sin azúcar?')).toBeUndefined();
    expect(withTheModifierAsked('¿Cuánto cuesta la entrada de un día?')).toBeUndefined();
    expect(withTheModifierAsked('¿Puedo pagar con tarjeta?')).toBeUndefined();
  });
});
