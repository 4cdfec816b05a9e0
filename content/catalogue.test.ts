import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEVELS } from '@/domain/levels';
import { catalogueProblems, loadCatalogue } from '@/server/content/lesson-catalogue';
import { lessonFileSchema, MIN_LESSONS_PER_LEVEL, type CatalogueLesson } from '@/server/content/lesson-file-schema';
import { catalogueStrings, createSpellChecker } from './spell-check';

const contentDir = fileURLToPath(new URL('.', import.meta.url));
const catalogue = loadCatalogue(contentDir);

describe('the lesson catalogue', () => {
  it('has at least 12 lessons per level, in increasing order', () => {
    for (const level of LEVELS) {
      const orders = catalogue.byLevel[level].map((lesson) => lesson.order);
      expect(orders.length).toBeGreaterThanOrEqual(MIN_LESSONS_PER_LEVEL);
      // Gaps are allowed while the 60-lesson course is assembled (lesson-catalogue.ts#catalogueProblems).
      expect(orders.every((order, index) => index === 0 || order > orders[index - 1]!)).toBe(true);
    }
  });

  it('rejects a lesson whose answer index is out of range or whose blank is missing', () => {
    const lesson = structuredClone(catalogue.lessons[0]!) as unknown as Record<string, unknown> & {
      exercises: Record<string, unknown>[];
    };
    lesson.exercises = [
      {
        type: 'multiple_choice',
        question: 'Pick',
        hint: 'h',
        audio_text: 'hola',
        options: ['a', 'b'],
        optionsLanguage: 'en',
        correct: 2,
      },
      { type: 'fill_blank', question: 'No blank here', hint: 'h', audio_text: 'hola', answer: 'hola' },
      ...lesson.exercises.slice(2),
    ];
    const result = lessonFileSchema.safeParse(lesson);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['correct is not an index of options', 'a fill_blank question needs ___']),
    );
  });

  it('takes structured regional notes, one per variety, and spell-checks them like other content', () => {
    const lesson = structuredClone(catalogue.lessons[0]!);
    const section = lesson.sections.find((candidate) => candidate.type === 'vocabulary')!;
    const item = section.content[0] as Record<string, unknown>;
    item.regionalNotes = [
      { variety: 'spain', text: 'Also "el zumo".' },
      { variety: 'spain', text: 'Twice.' },
    ];
    expect(lessonFileSchema.safeParse(lesson).error?.issues.map((issue) => issue.message)).toEqual([
      'One regional note per variety',
    ]);
    item.regionalNotes = [{ variety: 'mexico', text: 'Never.' }];
    expect(lessonFileSchema.safeParse(lesson).success).toBe(false);
    item.regionalNotes = [{ variety: 'latam', text: 'Also "el jugoo".' }];
    const parsed = lessonFileSchema.parse(lesson);
    expect(catalogueStrings(parsed)).toContainEqual({
      where: `${parsed.id} sections.${lesson.sections.indexOf(section)}.content.0.regionalNotes.0.text`,
      language: 'mixed',
      text: 'Also "el jugoo".',
    });
    // The shipped course has them: every one the lessons had as free text (docs/product.md#spanish-variety).
    const shipped = catalogue.lessons.flatMap((each) =>
      each.sections.flatMap((part) => part.content.flatMap((entry) => entry.regionalNotes ?? [])),
    );
    expect(shipped.filter((note) => note.variety === 'spain').length).toBeGreaterThanOrEqual(40);
    expect(shipped.filter((note) => note.variety === 'latam').length).toBeGreaterThanOrEqual(30);
  });

  it('names a level that lacks an exercise type or repeats an order', () => {
    const beginner = catalogue.byLevel.beginner.map((lesson) => ({
      ...lesson,
      exercises: lesson.exercises.filter((exercise) => exercise.type !== 'pronunciation'),
    }));
    beginner[1] = { ...beginner[1]!, order: beginner[0]!.order };
    const problems = catalogueProblems(beginner);
    expect(problems).toEqual(expect.arrayContaining(['beginner: no exercise of type pronunciation']));
    expect(problems.some((problem) => problem.startsWith('beginner: lesson orders must run 1..'))).toBe(true);
  });

  it('keeps reading exercises to B1-B2: intermediate and advanced must each hold one, beginner none', () => {
    const reading = catalogue.byLevel.advanced.flatMap((lesson) => lesson.exercises).find((e) => e.type === 'reading');
    if (!reading) throw new Error('the advanced level has no reading exercise');
    const beginner = catalogue.byLevel.beginner.map((lesson, index) =>
      index === 0 ? { ...lesson, exercises: [...lesson.exercises, reading] } : lesson,
    );
    const problemsOf = (level: string, lessons: CatalogueLesson[]) =>
      catalogueProblems(lessons).filter((problem) => problem.startsWith(`${level}:`));
    expect(problemsOf('beginner', beginner)).toEqual(['beginner: exercises of type reading belong to other levels']);
    const intermediate = catalogue.byLevel.intermediate.map((lesson) => ({
      ...lesson,
      exercises: lesson.exercises.filter((exercise) => exercise.type !== 'reading'),
    }));
    expect(problemsOf('intermediate', intermediate)).toEqual(['intermediate: no exercise of type reading']);
  });

  it('is spelled correctly in Spanish (and English glosses) apart from the reviewed allowlist', () => {
    const checker = createSpellChecker(fileURLToPath(new URL('./spelling-allowlist.json', import.meta.url)));
    const misspellings = checker.check(catalogue.lessons.flatMap(catalogueStrings));
    expect(misspellings.map(({ where, word }) => `${where}: ${word}`)).toEqual([]);
  }, 60_000);

  it('catches a missing accent and a misspelt word', () => {
    const checker = createSpellChecker(fileURLToPath(new URL('./spelling-allowlist.json', import.meta.url)));
    const found = checker.check([
      { where: 'a', language: 'es', text: '¿Cómo estás? Mi cancion favorita.' },
      { where: 'b', language: 'es', text: 'Tengo mucha hambre y quiero comer.' },
      { where: 'c', language: 'mixed', text: 'Use "estar" for temporary states, like "estoy cansado". Teh end.' },
    ]);
    expect(found.map(({ where, word }) => `${where}:${word}`)).toEqual(['a:cancion', 'c:Teh']);
  }, 60_000);
});
