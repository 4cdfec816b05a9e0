import { describe, expect, it } from 'vitest';
import { createBuiltinCorrector } from './builtin/builtin-corrector';
import { isCorrectionVariant } from './correction-variants';

const corrector = createBuiltinCorrector();
const variant = (expected: string, given: string) => isCorrectionVariant(expected, given, corrector);

describe('another correct way of saying a corrected sentence', () => {
  it.each([
    ['Estoy muy contento con mi trabajo.', 'Estoy muy contenta con mi trabajo.'],
    ['Mi hermano está cansado.', 'Mi hermana está cansada.'],
    ['¿Está usted cansado?', '¿Está usted cansada?'],
  ])('accepts another form of the same words that the corrector finds right: %s / %s', async (expected, given) => {
    expect(await variant(expected, given)).toBe(true);
  });

  it.each([
    ['Estoy muy contento con mi trabajo.', 'Estoy muy contentos con mi trabajo.'],
    ['Estoy muy contento con mi trabajo.', 'Estoy muy feliz con mi trabajo.'],
    ['Estoy muy contento con mi trabajo.', 'Estoy contento con mi trabajo.'],
    ['Mi hermano está cansado.', 'Mi hermano está cansada.'],
    ['Estoy muy contento con mi trabajo.', 'Estoy muy contento con mi trabajo.'],
  ])(
    'refuses another word, a word less, a form that breaks agreement, or the same sentence: %s / %s',
    async (expected, given) => {
      expect(await variant(expected, given)).toBe(false);
    },
  );
});
