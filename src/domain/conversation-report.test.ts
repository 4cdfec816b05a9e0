import { describe, expect, it } from 'vitest';
import {
  buildGlossary,
  entriesAt,
  entrySpellsWords,
  FAMILIAR_RANK,
  glossaryLookup,
  glossaryWordsIn,
  isFamiliarEntry,
  mistakeCounts,
  nextSteps,
  reportFigures,
  reportWords,
} from './conversation-report';

const change = (category: string) => ({ category, original: 'x', corrected: 'y', explanation: 'z' });
const glossary = buildGlossary([
  { spanish: 'el perro', english: 'the dog' },
  { spanish: 'perro', english: 'dog' },
  { spanish: '¿Qué tal?', english: 'How are you?' },
  { spanish: 'la biblioteca', english: 'the library' },
  { spanish: 'Me gustaría reservar una mesa para dos.', english: 'A whole sentence is no glossary entry.' },
]);

describe('the conversation report', () => {
  it('counts messages, words per message, distinct words and the share without mistakes', () => {
    const figures = reportFigures([
      { text: 'Tengo un perro.', changes: [] },
      { text: 'El perro es grande y tengo dos gatos.', changes: [change('articles')] },
    ]);
    expect(figures).toEqual({
      learnerMessages: 2,
      wordsPerMessage: 5.5,
      distinctWords: 9,
      cleanShare: 50,
      speaking: null,
    });
    expect(reportFigures([])).toEqual({
      learnerMessages: 0,
      wordsPerMessage: 0,
      distinctWords: 0,
      cleanShare: 0,
      speaking: null,
    });
  });

  it('adds up the speaking time of the spoken messages only, and says nothing when none was spoken', () => {
    const figures = reportFigures([
      { text: 'Tengo un perro.', changes: [], speakingMs: 1800 },
      { text: 'Typed.', changes: [], speakingMs: null },
      { text: 'Also typed.', changes: [] },
      { text: 'Me gusta el café.', changes: [], speakingMs: 2450 },
      // A spoken message can be measured as 0 ms (the detector's segment was all padding): it was still spoken.
      { text: 'Sí.', changes: [], speakingMs: 0 },
    ]);
    expect(figures.speaking).toEqual({ totalMs: 4250, spokenMessages: 3 });
    expect(reportFigures([{ text: 'Hola.', changes: [], speakingMs: null }]).speaking).toBeNull();
  });

  it('orders mistake categories by how often they happened', () => {
    const messages = [
      { text: 'a', changes: [change('ser-estar'), change('articles')] },
      { text: 'b', changes: [change('ser-estar')] },
    ];
    expect(mistakeCounts(messages)).toEqual([
      { category: 'ser-estar', count: 2 },
      { category: 'articles', count: 1 },
    ]);
  });

  it('finds course words, longest phrase first, accents and punctuation ignored', () => {
    expect(glossaryWordsIn('¡Hola! ¿Que tal? Tengo el perro', glossary).map((entry) => entry.spanish)).toEqual([
      '¿Qué tal?',
      'el perro',
    ]);
    const words = reportWords(
      [
        { text: 'Tengo el perro.', changes: [] },
        { text: 'Que tal', changes: [change('punctuation')] },
      ],
      ['¿Vas a la biblioteca con el perro?'],
      glossary,
    );
    expect(words.usedWell.map((entry) => entry.spanish)).toEqual(['el perro']);
    expect(words.newWords.map((entry) => entry.spanish)).toEqual(['la biblioteca']);
  });

  it('takes an entry only for the words as written: accents count, an article and a plural are allowed', () => {
    expect(entrySpellsWords('el perro', ['perro'])).toBe(true);
    expect(entrySpellsWords('el perro', ['Perros'])).toBe(true);
    expect(entrySpellsWords('la canción', ['canciones'])).toBe(true);
    expect(entrySpellsWords('encantado / encantada', ['encantada'])).toBe(true);
    expect(entrySpellsWords('¿Qué tal?', ['Qué', 'tal'])).toBe(true);
    expect(entrySpellsWords('está', ['esta'])).toBe(false);
    expect(entrySpellsWords('el perro', ['los', 'perros'])).toBe(false);
    expect(entrySpellsWords('por favor', ['favor'])).toBe(false);
  });

  it('finds the course entries covering one word: the word alone first, then its phrases; none it does not know', () => {
    const at = (text: string, index: number) =>
      entriesAt(text, index, glossaryLookup(glossary)).map((entry) => entry.spanish);
    const text = '¿Vas a la biblioteca con el perro?';
    // vas a la biblioteca con el perro: 0 1 2 3 4 5 6
    expect(at(text, 6)).toEqual(['perro', 'el perro']);
    expect(at(text, 5)).toEqual(['el perro']);
    expect(at(text, 3)).toEqual(['la biblioteca']);
    expect(at(text, 0)).toEqual([]);
    expect(at(text, 7)).toEqual([]);
    expect(at(text, -1)).toEqual([]);
    expect(at('¿Qué tal?', 1)).toEqual(['¿Qué tal?']);
  });

  it('suggests the lesson for the most frequent mistake with a lesson, and the review session', () => {
    const steps = nextSteps({
      mistakes: [
        { category: 'punctuation', count: 3 },
        { category: 'ser-estar', count: 2 },
      ],
      label: (category) => (category === 'ser-estar' ? 'Ser and estar' : category),
      lessonFor: (category) =>
        category === 'ser-estar' ? { id: 'ser-y-estar', title: 'Ser y estar', completed: true } : undefined,
      reviewCards: 4,
    });
    expect(steps).toEqual([
      {
        kind: 'lesson',
        text: "2 of your 5 mistakes were Ser and estar: take lesson 'Ser y estar' again.",
        href: '/lessons/ser-y-estar',
      },
      {
        kind: 'review',
        text: 'Practise your corrections: 4 cards from this conversation are in your review deck.',
        href: '/review',
      },
    ]);
    expect(nextSteps({ mistakes: [], label: String, lessonFor: () => undefined, reviewCards: 0 })).toEqual([]);
  });
});

describe('next steps wording', () => {
  it('says "is" for a single review card and "are" for several', () => {
    const step = (reviewCards: number) =>
      nextSteps({ mistakes: [], label: String, lessonFor: () => undefined, reviewCards })[0]?.text;
    expect(step(1)).toBe('Practise your corrections: 1 card from this conversation is in your review deck.');
    expect(step(2)).toBe('Practise your corrections: 2 cards from this conversation are in your review deck.');
  });

  it('says "was" for one mistake among several', () => {
    const [step] = nextSteps({
      mistakes: [
        { category: 'articles', count: 1 },
        { category: 'ser-estar', count: 1 },
      ],
      label: () => 'Articles and gender',
      lessonFor: () => ({ id: 'articles', title: 'El, la, los, las', completed: false }),
      reviewCards: 0,
    });
    expect(step?.text).toBe("1 of your 2 mistakes was Articles and gender: take lesson 'El, la, los, las'.");
  });
});

describe('new words at the learner’s level', () => {
  const ranks = new Map([
    ['hola', 88],
    ['hoy', 200],
    ['pronto', 332],
    ['fiebre', 3112],
    ['receta', 4588],
  ]);
  const rankOf = (word: string) => ranks.get(word);

  it('counts an entry familiar only when every word of it, articles aside, is within the level’s rank', () => {
    expect(isFamiliarEntry({ spanish: '¡Hola!', english: 'hello' }, rankOf, FAMILIAR_RANK.beginner)).toBe(true);
    expect(isFamiliarEntry({ spanish: 'la fiebre', english: 'fever' }, rankOf, FAMILIAR_RANK.intermediate)).toBe(false);
    expect(isFamiliarEntry({ spanish: 'la fiebre', english: 'fever' }, rankOf, 3200)).toBe(true);
    // A word the list does not rank is rare: never familiar.
    expect(isFamiliarEntry({ spanish: 'el reciclaje', english: 'recycling' }, rankOf, FAMILIAR_RANK.advanced)).toBe(
      false,
    );
  });

  it('leaves what the level knows out of the partner’s new words', () => {
    const glossary = buildGlossary([
      { spanish: '¡Hola!', english: 'hello' },
      { spanish: 'hoy', english: 'today' },
      { spanish: 'la receta', english: 'prescription' },
    ]);
    const words = reportWords([], ['¡Hola! Hoy te doy la receta.'], glossary, (entry) =>
      isFamiliarEntry(entry, rankOf, FAMILIAR_RANK.beginner),
    );
    expect(words.newWords.map((entry) => entry.spanish)).toEqual(['la receta']);
  });
});
