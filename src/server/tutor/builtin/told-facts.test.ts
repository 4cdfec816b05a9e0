import { describe, expect, it } from 'vitest';
import { factsToldIn } from './told-facts';
import { normaliseText } from './text-normalisation';

const told = (text: string) => factsToldIn(` ${normaliseText(text)} `);

describe('the personal facts a learner tells unasked', () => {
  it('reads where they are from in a nationality, in any of its forms', () => {
    expect(told('Me llamo Kenji, soy japonés y trabajo como ingeniero.')).toEqual(['name', 'origin']);
    expect(told('Soy francesa y vivo en Lyon.')).toEqual(['home', 'origin']);
    expect(told('Somos argentinos.')).toEqual(['origin']);
  });

  it('reads no origin in a nationality not said of themselves', () => {
    expect(told('Mi novia es japonesa.')).toEqual([]);
    expect(told('Soy profesora de francés.')).toEqual([]);
  });
});
