import dictionaryEs from 'dictionary-es';
import nspell from 'nspell';
import { beforeAll, describe, expect, it } from 'vitest';
import accentsJson from '../../../../content/corrector/accents.json' with { type: 'json' };
import adjectivesJson from '../../../../content/corrector/adjectives.json' with { type: 'json' };
import misspellingsJson from '../../../../content/corrector/misspellings.json' with { type: 'json' };
import nounsJson from '../../../../content/corrector/nouns.json' with { type: 'json' };
import { adjectiveForm, loadLexicon } from './lexicon';
import { conjugate, isGerund, knownLemmas, PERSONS } from './verbs';

/**
 * The curated word lists checked against the Spanish Hunspell dictionary (dictionary-es, a dev dependency used
 * only here): a "misspelling" the dictionary knows could be a real word the corrector would wrongly change, and a
 * fix or inflected form it does not know is a typo in the data.
 */

type Spell = ReturnType<typeof nspell>;
let spanish: Spell;
/** Real words the dictionary happens to lack. */
const DICTIONARY_GAPS = new Set(['mamás']);
const isWord = (word: string) => DICTIONARY_GAPS.has(word) || spanish.correct(word);
const known = (phrase: string) => phrase.split(' ').every(isWord);

beforeAll(() => {
  spanish = nspell(dictionaryEs as unknown as { aff: Buffer; dic: Buffer });
}, 30_000);

describe('the corrector lexicon (content/corrector)', () => {
  it('only "fixes" words that are not Spanish as written, into words that are', () => {
    const rare = new Set([...accentsJson.rareHomographs, ...misspellingsJson.rareHomographs]);
    const entries = [...Object.entries(accentsJson.always), ...Object.entries(misspellingsJson.words)];
    const realWords = entries.filter(([written]) => spanish.correct(written) && !rare.has(written)).map(([written]) => written);
    expect(realWords, 'keys the dictionary knows: move them to a context rule or explain them in rareHomographs').toEqual([]);
    const badFixes = entries.filter(([, fixed]) => !known(fixed)).map(([, fixed]) => fixed);
    expect(badFixes).toEqual([]);
    for (const word of rare) expect(entries.some(([written]) => written === word), word).toBe(true);
    const contextual = [...Object.values(accentsJson.afterDeterminer), ...Object.values(accentsJson.afterPossessive), ...Object.values(accentsJson.phrases)];
    expect(contextual.filter((fixed) => !known(fixed))).toEqual([]);
  });

  it('inflects every noun and adjective into real words', () => {
    const lexicon = loadLexicon();
    const nouns = [...nounsJson.masculine, ...nounsJson.feminine, ...nounsJson.feminineWithEl];
    const badNouns = nouns.flatMap((noun) => {
      const entry = lexicon.noun(noun)?.entry;
      return entry ? [entry.singular, entry.plural].filter((form) => !isWord(form)) : [`${noun} (missing)`];
    });
    expect(badNouns).toEqual([]);
    const adjectives = [...adjectivesJson.gendered, ...adjectivesJson.invariable, ...adjectivesJson.genderedConsonant];
    const badAdjectives = adjectives.flatMap((adjective) => {
      const entry = lexicon.adjective(adjective)?.entry;
      if (!entry) return [`${adjective} (missing)`];
      return (['m', 'f'] as const).flatMap((gender) => [false, true].map((plural) => adjectiveForm(entry, gender, plural))).filter((form) => !isWord(form));
    });
    expect(badAdjectives).toEqual([]);
  });

  it('conjugates every verb into real present-tense forms and gerunds', () => {
    const bad = [...knownLemmas()].flatMap((lemma) => PERSONS.map((person) => conjugate(lemma, person)).filter((form) => !isWord(form)));
    expect(bad).toEqual([]);
    expect(isGerund('estudiando') && isGerund('leyendo') && isGerund('durmiendo')).toBe(true);
    expect(isGerund('cuando')).toBe(false);
  });

  it('keeps its lists consistent', () => {
    const masculine = new Set(nounsJson.masculine);
    const nouns = new Set([...nounsJson.masculine, ...nounsJson.feminine, ...nounsJson.feminineWithEl]);
    expect(nounsJson.feminine.filter((noun) => masculine.has(noun))).toEqual([]);
    for (const list of [nounsJson.persons, nounsJson.places, nounsJson.locatable, nounsJson.alsoVerbForms, nounsJson.accentDistinct]) {
      expect(list.filter((noun) => !nouns.has(noun))).toEqual([]);
    }
    const adjectives = new Set([...adjectivesJson.gendered, ...adjectivesJson.invariable, ...adjectivesJson.genderedConsonant]);
    for (const list of [adjectivesJson.predicativeOnly, adjectivesJson.estarStates, adjectivesJson.nationalities]) {
      expect(list.filter((adjective) => !adjectives.has(adjective))).toEqual([]);
    }
  });

  it('knows the exceptions the brief names', () => {
    const lexicon = loadLexicon();
    for (const noun of ['agua', 'mapa', 'día', 'problema', 'idioma', 'tema', 'sistema', 'programa', 'clima', 'mano', 'foto', 'moto', 'águila', 'hacha']) {
      expect(lexicon.noun(noun), noun).toBeDefined();
    }
    expect(lexicon.noun('mapa')!.entry.gender).toBe('m');
    expect(lexicon.noun('mano')!.entry.gender).toBe('f');
    expect(lexicon.noun('agua')!.entry).toMatchObject({ gender: 'f', takesEl: true });
    // Nouns whose gender changes their meaning are deliberately unknown.
    for (const noun of ['radio', 'capital', 'orden', 'mañana', 'papa']) expect(lexicon.noun(noun), noun).toBeUndefined();
    expect(lexicon.noun('papá')!.entry.gender).toBe('m');
  });
});
