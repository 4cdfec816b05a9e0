import { describe, expect, it } from 'vitest';
import { detectMood } from './probe-mood';

describe('detectMood', () => {
  it('finds bad news, good news and stated opinions from clear cues only', () => {
    expect(detectMood('Mi perro anterior murió el año pasado')).toBe('badNews');
    expect(detectMood('Ayer me robaron la cartera')).toBe('badNews');
    expect(detectMood('¡Aprobé el examen!')).toBe('goodNews');
    expect(detectMood('No estoy seguro de que las encuestas sean fiables')).toBe('opinion');
    expect(detectMood('Creo que los gatos son más independientes')).toBe('opinion');
    expect(detectMood('Me gusta cocinar pasta')).toBeUndefined();
    expect(detectMood('No sé')).toBeUndefined();
  });
});
