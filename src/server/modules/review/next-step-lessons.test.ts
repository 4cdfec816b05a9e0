import { describe, expect, it } from 'vitest';
import { lessonForMistakes, mistakeContexts } from '@/domain/conversation-report';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { contentDir } from '@/server/tutor/builtin/testing/tutor-test-kit';
import { lessonsByCategory } from './conversation-report-service';

// The report's next step names the lesson for the exact point of a mistake, among the lessons of its category
// (docs/product.md#conversation-report), on the shipped course. The sentences are learners' kind of mistakes.
const byCategory = lessonsByCategory(loadCatalogue(contentDir));

/** The lesson for one corrected message: its mistaken and corrected words, as the corrector reports them. */
const lessonFor = (category: string, corrected: string, original: string, fixed: string, level = 'advanced') =>
  lessonForMistakes(
    mistakeContexts({ corrected, changes: [{ category, original, corrected: fixed, explanation: '' }] }, category),
    byCategory.get(category) ?? [],
    level,
  )?.title;

describe('the lesson a next step names', () => {
  it('tells the subjunctive of a condition, of a doubt and of a wish apart', () => {
    expect(
      lessonFor('subjunctive', 'Si tuviera más dinero, viajaría por todo el mundo.', 'tendría', 'tuviera'),
    ).toMatch(/^(Si tuviera|Las oraciones con si)/);
    expect(lessonFor('subjunctive', 'Dudo que él venga mañana.', 'viene', 'venga')).toBe('Me alegra que…');
    expect(lessonFor('subjunctive', 'Quiero que tú vengas a mi casa.', 'vienes', 'vengas')).toBe('Quiero que vengas');
  });

  // Written after the weights were set, and not tuned to: a check that the mechanism generalises.
  it.each([
    ['Busco un compañero que hable inglés.', 'habla', 'hable', 'Busco un piso que tenga…'],
    ['Cuando llegue a casa, te llamo.', 'llego', 'llegue', 'Cuando llegues: el subjuntivo y el tiempo'],
    ['Te lo explico para que lo entiendas.', 'entiendes', 'entiendas', 'Para que lo sepas: finalidad y condición'],
    ['Me alegra que estés aquí.', 'estás', 'estés', 'Me alegra que…'],
  ])('sends "%s" (%s → %s) to "%s"', (corrected, original, fixed, lesson) => {
    expect(lessonFor('subjunctive', corrected, original, fixed)).toBe(lesson);
  });

  it('has lessons for every category it maps, and answers nothing for a category without one', () => {
    for (const [category, lessons] of byCategory) expect(lessons.length, category).toBeGreaterThan(0);
    expect(lessonFor('punctuation', 'Hola, ¿cómo estás?', 'como', '¿cómo')).toBeUndefined();
  });
});
