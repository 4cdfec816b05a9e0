import { describe, expect, it } from 'vitest';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
import { toMessageCheck } from '@/server/language/correction/message-check';
import { conjugate, presentForms } from '@/server/language/correction/builtin/verbs';
import type { Register } from '@/server/content/topic-file-schema';
import { recastOf } from './recast';

const recast = (text: string, register: Register = 'tú', known: (word: string) => boolean = () => true) =>
  recastOf(toMessageCheck(correctSpanish(text), 'builtin'), { register, isKnown: known, presentForms, conjugate });

describe('the recast of a corrected message', () => {
  it.each([
    ['Mi madre tiene 50 anos', 'tu madre tiene 50 años'],
    ['mi hermana se llama Julia, ella es muy simpatico', 'ella es muy simpática'],
    ['Yo soy cansado', 'estás cansado'],
    ['Yo va a la playa en verano', 'vas a la playa en verano'],
    ['Me gusta mucho mi trabajo pero es dificil', 'es difícil'],
    ['Nosotros es amigos', 'ustedes son amigos'],
  ])('turns "%s" round to "%s"', (text, expected) => {
    expect(recast(text)).toBe(expected);
  });

  it('speaks usted in an usted topic', () => {
    expect(recast('Yo soy cansado', 'usted')).toBe('está cansado');
    expect(recast('Mi madre tiene 50 anos', 'usted')).toBe('su madre tiene 50 años');
  });

  it('gives none when it cannot vouch for a word or the message had no mistake', () => {
    expect(recast('Mi madre tiene 50 anos', 'tú', (word) => word !== 'madre')).toBeUndefined();
    expect(recast('Mi madre tiene cincuenta años')).toBeUndefined();
  });
});
