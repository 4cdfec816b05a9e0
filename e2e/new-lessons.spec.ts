import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughForm } from './support/accounts';
import { hearNext } from './support/fake-transcript';
import { saveScreen } from './support/screens';

/** Enough of a lesson file to take it: the shipped JSON, read the way the course is authored. */
interface LessonFile {
  id: string;
  title: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  order: number;
  sections: { title: string }[];
  exercises: ({ type: 'multiple_choice'; options: string[]; correct: number } | { type: string; answer: string })[];
}

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const lessonsDir = path.join(process.cwd(), 'content', 'lessons');
const course: LessonFile[] = LEVELS.flatMap((level) =>
  fs
    .readdirSync(path.join(lessonsDir, level))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(lessonsDir, level, file), 'utf8')) as LessonFile),
);

/** Completes every lesson before `target` in course order through the API, so the target is open. */
async function openUpTo(page: Page, target: LessonFile) {
  const before = course.filter(
    (lesson) =>
      LEVELS.indexOf(lesson.level) < LEVELS.indexOf(target.level) ||
      (lesson.level === target.level && lesson.order < target.order),
  );
  const origin = new URL(page.url()).origin;
  for (const lesson of before) {
    const response = await page.request.post(`/api/lessons/${lesson.id}/complete`, {
      data: { score: 100 },
      headers: { origin },
    });
    expect(response.status(), `completing ${lesson.id}`).toBe(200);
  }
}

/** Takes a lesson as a learner would: every section read, every exercise answered right at the first try. */
async function takeLesson(page: Page, lesson: LessonFile) {
  await page.goto(`/lessons/${lesson.id}`);
  await expect(page.getByRole('heading', { name: lesson.title })).toBeVisible();
  for (const [index, section] of lesson.sections.entries()) {
    await expect(page.getByText(section.title, { exact: true }).first()).toBeVisible();
    if (index < lesson.sections.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Start Exercises' }).click();
  const total = lesson.exercises.length;
  for (const [index, exercise] of lesson.exercises.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${total}`)).toBeVisible();
    if ('options' in exercise) {
      await page.getByRole('radio', { name: exercise.options[exercise.correct], exact: true }).check();
    } else if (exercise.type === 'pronunciation') {
      hearNext(exercise.answer);
      await page.getByRole('button', { name: /start recording/i }).click();
      await page.waitForTimeout(1200);
      await page.getByRole('button', { name: /stop recording/i }).click();
    } else {
      await page.getByRole('textbox', { name: /answer/i }).fill(exercise.answer);
    }
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByText('Correct!')).toBeVisible();
    if (index < total - 1) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Lesson Complete!' })).toBeVisible();
  await expect(page.getByText('100%').first()).toBeVisible();
}

// One lesson written for the 60-lesson course at each level (docs/recipes/add-a-lesson.md).
for (const id of ['this-that-mine-and-yours', 'present-perfect', 'subjunctive-time-clauses']) {
  const lesson = course.find((candidate) => candidate.id === id)!;
  test(`take the new ${lesson.level} lesson "${lesson.title}" end to end`, async ({ page }) => {
    test.setTimeout(120_000);
    await registerThroughForm(page);
    await openUpTo(page, lesson);
    await takeLesson(page, lesson);
    await saveScreen(page, `new-lesson-${lesson.level}`);
  });
}
