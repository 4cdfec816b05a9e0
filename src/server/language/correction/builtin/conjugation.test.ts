import dictionaryEs from 'dictionary-es';
import nspell from 'nspell';
import { beforeAll, describe, expect, it } from 'vitest';
import { conjugatedLemmas, conjugation, gerundOf, tensedForms, TENSES } from './conjugation';
import { allMadeUpVerbForms, madeUpVerbForm } from './made-up-verb-forms';

/**
 * The conjugation tables checked against the Spanish Hunspell dictionary (dictionary-es, a dev dependency used only
 * in tests): every form they build must be a word, and every made-up form the verb-form rule corrects must not be.
 */

let spanish: ReturnType<typeof nspell>;
/** Real forms the dictionary happens to lack (vosotros forms of rare verbs). */
const DICTIONARY_GAPS = new Set<string>(['olamos', 'oláis']);
/** Verbs the lexicon conjugates in the third person singular only, as weather verbs are used. */
const IMPERSONAL = ['nevar', 'llover'];

beforeAll(() => {
  spanish = nspell(dictionaryEs as unknown as { aff: Buffer; dic: Buffer });
}, 30_000);

describe('the conjugation tables', () => {
  it('build only real Spanish forms', () => {
    const unknown: string[] = [];
    const incomplete = new Set<string>();
    for (const lemma of conjugatedLemmas()) {
      const verb = conjugation(lemma)!;
      for (const tense of TENSES)
        for (const form of verb[tense])
          if (!form) incomplete.add(lemma);
          else if (!DICTIONARY_GAPS.has(form) && !spanish.correct(form)) unknown.push(`${lemma} ${tense}: ${form}`);
      if (!spanish.correct(verb.participle)) unknown.push(`${lemma} participle: ${verb.participle}`);
      if (!spanish.correct(gerundOf(lemma))) unknown.push(`${lemma} gerund: ${gerundOf(lemma)}`);
    }
    expect(unknown).toEqual([]);
    expect([...incomplete]).toEqual(IMPERSONAL);
    for (const lemma of IMPERSONAL) expect(conjugation(lemma)!.present[2]).toMatch(/^(nieva|llueve)$/);
  });

  it('know the irregular forms learners meet first', () => {
    expect(conjugation('hacer')!.preterite[2]).toBe('hizo');
    expect(conjugation('pedir')!.subjunctive[3]).toBe('pidamos');
    expect(conjugation('jugar')!.subjunctive[0]).toBe('juegue');
    expect(conjugation('buscar')!.preterite[0]).toBe('busqué');
    expect(conjugation('leer')!.preterite[5]).toBe('leyeron');
    expect(conjugation('tener')!.future[0]).toBe('tendré');
    expect(tensedForms('habló', true)).toEqual([{ lemma: 'hablar', tense: 'preterite', person: 2 }]);
    expect(tensedForms('mostramos', true)).toEqual([
      { lemma: 'mostrar', tense: 'preterite', person: 3 },
      { lemma: 'mostrar', tense: 'present', person: 3 },
    ]);
    expect(tensedForms('muestramos')).toEqual([]);
  });

  it('conjugate every verb of the lexicon, not only the ones learners use most', () => {
    expect(conjugation('desenchufar')!.preterite[2]).toBe('desenchufó');
    expect(tensedForms('desenchufo', true)).toEqual([{ lemma: 'desenchufar', tense: 'present', person: 0 }]);
  });
});

describe('made-up verb forms', () => {
  it('are none of them Spanish words', () => {
    const real = allMadeUpVerbForms().filter((form) => spanish.correct(form));
    expect(real).toEqual([]);
  });

  it('lead to the real form', () => {
    expect(madeUpVerbForm('sabo')).toMatchObject({ form: 'sé', lemma: 'saber' });
    expect(madeUpVerbForm('hació')).toMatchObject({ form: 'hizo' });
    expect(madeUpVerbForm('ponido')).toMatchObject({ form: 'puesto' });
    expect(madeUpVerbForm('tenieron')).toMatchObject({ form: 'tuvieron' });
    expect(madeUpVerbForm('tuvé')).toMatchObject({ form: 'tuve' });
    expect(madeUpVerbForm('tuve')).toBeUndefined();
    expect(madeUpVerbForm('hablo')).toBeUndefined();
  });
});
