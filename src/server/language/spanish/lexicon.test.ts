import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SpanishLexicon, spanishLexicon } from './lexicon';

// These tests read the real committed file, content/spanish/lexicon.txt.gz, not a stub.
describe('the committed Spanish lexicon', () => {
  const lexicon = spanishLexicon();

  it('holds the whole dictionary: tens of thousands of lemmas and hundreds of thousands of forms', () => {
    expect(lexicon.size.lemmas).toBeGreaterThan(45_000);
    expect(lexicon.size.forms).toBeGreaterThan(300_000);
  });

  it('gives every reading of a form with lemma, word class and features', () => {
    expect(
      lexicon.readingsOf('fuimos').map(({ lemma, tense, person, number }) => [lemma, tense, person, number]),
    ).toEqual(
      expect.arrayContaining([
        ['ser', 'preterite', 1, 'plural'],
        ['ir', 'preterite', 1, 'plural'],
      ]),
    );
    expect(lexicon.readingsOf('ciudades')).toEqual([
      { lemma: 'ciudad', pos: 'noun', tags: 'n.f.pl', gender: 'feminine', number: 'plural' },
    ]);
    expect(lexicon.readingsOf('hubiera')).toContainEqual(
      expect.objectContaining({ lemma: 'haber', mood: 'subjunctive', tense: 'imperfect', person: 3 }),
    );
  });

  it('has the closed-class words with their features', () => {
    expect(lexicon.readingsOf('las')).toContainEqual(
      expect.objectContaining({
        lemma: 'el',
        pos: 'determiner',
        kind: 'definite',
        gender: 'feminine',
        number: 'plural',
      }),
    );
    expect(lexicon.readingsOf('nosotros')).toContainEqual(
      expect.objectContaining({ pos: 'pronoun', person: 1, number: 'plural' }),
    );
    expect(lexicon.readingsOf('aunque').map((reading) => reading.pos)).toContain('subordinating-conjunction');
    expect(lexicon.readingsOf('sin').map((reading) => reading.pos)).toEqual(['preposition']);
  });

  it('files the contractions under the preposition, with the article as their second part', () => {
    expect(lexicon.readingsOf('al')).toEqual([
      {
        lemma: 'a',
        pos: 'preposition',
        tags: 'pr',
        contraction: [
          {
            lemma: 'el',
            pos: 'determiner',
            tags: 'det.def.m.sg',
            kind: 'definite',
            gender: 'masculine',
            number: 'singular',
          },
        ],
      },
    ]);
  });

  it('matches forms exactly: case and accents count, and a made-up form has no readings', () => {
    expect(lexicon.readingsOf('está').map((reading) => reading.lemma)).toEqual(['estar']);
    expect(lexicon.readingsOf('esta').map((reading) => reading.lemma)).not.toContain('estar');
    expect(lexicon.readingsOf('Ciudades')).toEqual([]);
    expect(lexicon.readingsOf('sabo')).toEqual([]);
    expect(lexicon.readingsOf('')).toEqual([]);
  });

  it('knows how long its longest form is, and has nothing longer', () => {
    expect(lexicon.longestFormLength).toBeGreaterThanOrEqual('internacionalizaciones'.length);
    expect(lexicon.longestFormLength).toBeLessThan(40);
    expect(lexicon.readingsOf('a'.repeat(lexicon.longestFormLength + 1))).toEqual([]);
  });

  it('shares the readings of a form it has read (frozen), so no caller can change them for the next', () => {
    const first = lexicon.readingsOf('casa');
    expect(lexicon.readingsOf('casa')).toBe(first);
    expect(Object.isFrozen(first) && first.every((reading) => Object.isFrozen(reading))).toBe(true);
  });

  it('lists every form of a lemma', () => {
    const forms = lexicon.formsOf('vivir').map(({ form }) => form);
    expect(forms).toEqual(expect.arrayContaining(['vivo', 'viviste', 'vivían', 'viviríamos', 'vivid', 'viviendo']));
    expect(lexicon.formsOf('vivirse')).toEqual([]);
    expect(lexicon.hasLemma('vivir')).toBe(true);
  });
});

describe('SpanishLexicon', () => {
  it('refuses a file in another format', () => {
    expect(() => new SpanishLexicon(gzipSync('hola\tmundo\n'))).toThrow(/Not a Spanish lexicon file/);
  });
});
