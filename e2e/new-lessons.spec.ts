import { test } from '@playwright/test';
import { registerThroughForm } from './support/accounts';
import { course, openUpTo, takeLesson } from './support/course';
import { saveScreen } from './support/screens';

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
