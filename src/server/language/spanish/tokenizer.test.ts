import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenizer';

const pieces = (text: string) => tokenize(text).map(({ text: piece, kind }) => `${kind}:${piece}`);

describe('tokenize', () => {
  it('gives every token the offsets of its text in the original', () => {
    const text = '¿Dónde compraste   el pingüino, Begoña?';
    const tokens = tokenize(text);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.text);
    expect(tokens.map((token) => [token.text, token.start, token.end])).toEqual([
      ['¿', 0, 1],
      ['Dónde', 1, 6],
      ['compraste', 7, 16],
      ['el', 19, 21],
      ['pingüino', 22, 30],
      [',', 30, 31],
      ['Begoña', 32, 38],
      ['?', 38, 39],
    ]);
  });

  it('keeps accented letters, ñ and ü inside words, also when the accent is typed as its own character', () => {
    const decomposed = 'cami\u0301on y cigüen\u0303a';
    expect(pieces(decomposed)).toEqual(['word:cami\u0301on', 'word:y', 'word:cigüen\u0303a']);
    expect(pieces('El niño comió AÑOS después')).toEqual([
      'word:El',
      'word:niño',
      'word:comió',
      'word:AÑOS',
      'word:después',
    ]);
  });

  it('reads numbers with their decimal, thousands and ordinal marks as one token', () => {
    expect(pieces('Pagué 1.250,50 euros el 2º día, a las 10:30.')).toEqual([
      'word:Pagué',
      'number:1.250,50',
      'word:euros',
      'word:el',
      'number:2º',
      'word:día',
      'punctuation:,',
      'word:a',
      'word:las',
      'number:10:30',
      'punctuation:.',
    ]);
  });

  it('makes each opening and closing mark its own token, and typed dots one ellipsis', () => {
    expect(pieces('¡Hola!... ¿Qué tal? «Bien»—dijo')).toEqual([
      'punctuation:¡',
      'word:Hola',
      'punctuation:!',
      'punctuation:...',
      'punctuation:¿',
      'word:Qué',
      'word:tal',
      'punctuation:?',
      'punctuation:«',
      'word:Bien',
      'punctuation:»',
      'punctuation:—',
      'word:dijo',
    ]);
  });

  it('keeps the contractions al and del as words for the analysis to split', () => {
    expect(pieces('Voy al cine del barrio')).toEqual(['word:Voy', 'word:al', 'word:cine', 'word:del', 'word:barrio']);
  });

  it('returns nothing for an empty or blank text', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize('  \n\t ')).toEqual([]);
  });
});
