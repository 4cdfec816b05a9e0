import { describe, expect, it } from 'vitest';
import { scorePronunciation } from './pronunciation-score';

describe('scorePronunciation', () => {
  it('scores an exact attempt 1, ignoring case, punctuation and accents', () => {
    expect(scorePronunciation('¿Cómo estás?', 'como estas')).toEqual({
      similarity: 1,
      isCorrect: true,
      feedback: 'Excellent! Every word was clear.',
    });
    expect(scorePronunciation('Buenos días, señora.', 'BUENOS DIAS SENORA').similarity).toBe(1);
  });

  it('names a missed word and scores by the longer sentence', () => {
    const score = scorePronunciation('Me llamo Ana y soy de Chile', 'me llamo ana soy de chile');
    expect(score.similarity).toBeCloseTo(6 / 7, 3);
    expect(score.isCorrect).toBe(true);
    expect(score.feedback).toBe("Good job! Missed: 'y'.");
  });

  it('gives a near miss most of its credit and says what it sounded like', () => {
    const score = scorePronunciation('Hola', 'ola');
    expect(score.similarity).toBe(0.75);
    expect(score.isCorrect).toBe(false);
    expect(score.feedback).toBe("Almost there. 'Hola' sounded like 'ola'.");
  });

  it('passes at exactly 0.8 and fails just under it', () => {
    expect(scorePronunciation('uno dos tres cuatro cinco', 'uno dos tres cuatro').similarity).toBe(0.8);
    expect(scorePronunciation('uno dos tres cuatro cinco', 'uno dos tres cuatro').isCorrect).toBe(true);
    const under = scorePronunciation('uno dos tres cuatro cinco', 'uno dos tres cuatro cinca');
    expect(under.similarity).toBe(0.96);
    const wrong = scorePronunciation('uno dos tres cuatro', 'uno dos tres');
    expect(wrong.similarity).toBe(0.75);
    expect(wrong.isCorrect).toBe(false);
  });

  it('lists several problems, and extra words, naming only words that sounded alike as pairs', () => {
    const score = scorePronunciation('Quiero un café con leche', 'quiero el cafe leche por favor');
    expect(score.isCorrect).toBe(false);
    // A plain word edit distance: 3.67 edits over the six words heard.
    expect(score.similarity).toBeCloseTo(0.389, 3);
    expect(score.feedback).toBe("Keep practising. Missed: 'un' and 'con'. Extra: 'el', 'por' and 'favor'.");
  });

  it('scores nothing heard, or an unrelated sentence, as 0-ish and incorrect', () => {
    expect(scorePronunciation('Buenos días', '  ')).toMatchObject({ similarity: 0, isCorrect: false });
    expect(scorePronunciation('Buenos días', '...').feedback).toMatch(/couldn't hear any words/);
    const unrelated = scorePronunciation('Buenos días', 'xyz qwp');
    expect(unrelated.similarity).toBeLessThan(0.2);
    expect(unrelated.isCorrect).toBe(false);
    expect(unrelated.feedback).toMatch(/didn't sound like the phrase/);
  });

  it('pairs a word only with one that sounded like it', () => {
    const score = scorePronunciation('Buenas tardes, ¿cómo está usted?', 'buenas tarde como esta');
    expect(score.feedback).toBe("Almost there. Missed: 'usted'. 'tardes' sounded like 'tarde'.");
    expect(score.similarity).toBeCloseTo(1 - (1 + 1 / 6) / 5, 3);
  });

  it('keeps the similarity within 0..1 for long extra speech', () => {
    const score = scorePronunciation('sí', 'no no no no no no');
    expect(score.similarity).toBeGreaterThanOrEqual(0);
    expect(score.similarity).toBeLessThanOrEqual(1);
  });
});
