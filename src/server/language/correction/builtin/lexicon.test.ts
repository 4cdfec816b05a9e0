import dictionaryEs from 'dictionary-es';
import nspell from 'nspell';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorrectorWordLists } from '@/server/content/corrector-word-lists';
import { adjectiveForm, loadLexicon } from './lexicon';
import { conjugate, isGerund, knownLemmas, PERSONS } from './verbs';

/**
 * The curated word lists checked against the Spanish Hunspell dictionary (dictionary-es, a dev dependency used
 * only here): a "misspelling" the dictionary knows could be a real word the corrector would wrongly change, and a
 * fix or inflected form it does not know is a typo in the data.
 */

type Spell = ReturnType<typeof nspell>;
let spanish: Spell;
/** Real words the dictionary happens to lack ('hobbies': the RAE's plural of the loanword 'hobby'). */
const DICTIONARY_GAPS = new Set(['mamás', 'hobbies']);
const isWord = (word: string) => DICTIONARY_GAPS.has(word) || spanish.correct(word);
const known = (phrase: string) => phrase.split(' ').every(isWord);

const {
  accents: accentLists,
  adjectives: adjectiveLists,
  misspellings: misspellingLists,
  nouns: nounLists,
} = loadCorrectorWordLists();

beforeAll(() => {
  spanish = nspell(dictionaryEs as unknown as { aff: Buffer; dic: Buffer });
}, 30_000);

describe('the corrector lexicon (content/corrector)', () => {
  it('only "fixes" words that are not Spanish as written, into words that are', () => {
    const rare = new Set([...accentLists.rareHomographs, ...misspellingLists.rareHomographs]);
    const entries = [...Object.entries(accentLists.always), ...Object.entries(misspellingLists.words)];
    const realWords = entries
      .filter(([written]) => spanish.correct(written) && !rare.has(written))
      .map(([written]) => written);
    expect(
      realWords,
      'keys the dictionary knows: move them to a context rule or explain them in rareHomographs',
    ).toEqual([]);
    const badFixes = entries.filter(([, fixed]) => !known(fixed)).map(([, fixed]) => fixed);
    expect(badFixes).toEqual([]);
    for (const word of rare)
      expect(
        entries.some(([written]) => written === word),
        word,
      ).toBe(true);
    const contextual = [...Object.values(accentLists.afterDeterminer), ...Object.values(accentLists.afterPossessive)];
    expect(contextual.filter((fixed) => !known(fixed))).toEqual([]);
  });

  it('inflects every noun and adjective into real words', () => {
    const lexicon = loadLexicon();
    const nouns = [...nounLists.masculine, ...nounLists.feminine, ...nounLists.feminineWithEl];
    const badNouns = nouns.flatMap((noun) => {
      const entry = lexicon.noun(noun)?.entry;
      return entry ? [entry.singular, entry.plural].filter((form) => !isWord(form)) : [`${noun} (missing)`];
    });
    expect(badNouns).toEqual([]);
    const adjectives = [...adjectiveLists.gendered, ...adjectiveLists.invariable, ...adjectiveLists.genderedConsonant];
    const badAdjectives = adjectives.flatMap((adjective) => {
      const entry = lexicon.adjective(adjective)?.entry;
      if (!entry) return [`${adjective} (missing)`];
      return (['m', 'f'] as const)
        .flatMap((gender) => [false, true].map((plural) => adjectiveForm(entry, gender, plural)))
        .filter((form) => !isWord(form));
    });
    expect(badAdjectives).toEqual([]);
  });

  it('conjugates every verb into real present-tense forms and gerunds', () => {
    const bad = [...knownLemmas()].flatMap((lemma) =>
      PERSONS.map((person) => conjugate(lemma, person)).filter((form) => !isWord(form)),
    );
    expect(bad).toEqual([]);
    expect(isGerund('estudiando') && isGerund('leyendo') && isGerund('durmiendo')).toBe(true);
    expect(isGerund('cuando')).toBe(false);
  });

  it('keeps its lists consistent', () => {
    const masculine = new Set(nounLists.masculine);
    const nouns = new Set([...nounLists.masculine, ...nounLists.feminine, ...nounLists.feminineWithEl]);
    expect(nounLists.feminine.filter((noun) => masculine.has(noun))).toEqual([]);
    for (const list of [
      nounLists.persons,
      nounLists.places,
      nounLists.locatable,
      nounLists.alsoVerbForms,
      nounLists.neverVerbForms,
      nounLists.accentDistinct,
    ]) {
      expect(list.filter((noun) => !nouns.has(noun))).toEqual([]);
    }
    const adjectives = new Set([
      ...adjectiveLists.gendered,
      ...adjectiveLists.invariable,
      ...adjectiveLists.genderedConsonant,
    ]);
    for (const list of [adjectiveLists.predicativeOnly, adjectiveLists.estarStates, adjectiveLists.nationalities]) {
      expect(list.filter((adjective) => !adjectives.has(adjective))).toEqual([]);
    }
  });

  it('knows the exceptions the brief names', () => {
    const lexicon = loadLexicon();
    for (const noun of [
      'agua',
      'mapa',
      'día',
      'problema',
      'idioma',
      'tema',
      'sistema',
      'programa',
      'clima',
      'mano',
      'foto',
      'moto',
      'águila',
      'hacha',
    ]) {
      expect(lexicon.noun(noun), noun).toBeDefined();
    }
    expect(lexicon.noun('mapa')!.entry.gender).toBe('m');
    expect(lexicon.noun('mano')!.entry.gender).toBe('f');
    expect(lexicon.noun('agua')!.entry).toMatchObject({ gender: 'f', takesEl: true });
    // Nouns whose gender changes their meaning are deliberately unknown.
    for (const noun of ['radio', 'capital', 'orden', 'mañana', 'papa'])
      expect(lexicon.noun(noun), noun).toBeUndefined();
    expect(lexicon.noun('papá')!.entry.gender).toBe('m');
  });
});
