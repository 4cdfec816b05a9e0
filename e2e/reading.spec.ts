import { expect, test } from '@playwright/test';
import { registerThroughForm } from './support/accounts';
import { course, openUpTo, takeLesson } from './support/course';
import { saveScreen } from './support/screens';

// The intermediate lesson that ends with a reading exercise, the hotel's notice (docs/recipes/add-an-exercise-type.md).
const lesson = course.find((candidate) => candidate.id === 'impersonal-se-at-the-hotel')!;
const reading = lesson.exercises.find((exercise) => exercise.type === 'reading')!;
if (reading.type !== 'reading') throw new Error('impersonal-se-at-the-hotel has no reading exercise');

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`read a text and answer its questions on a ${name}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await registerThroughForm(page);
    await openUpTo(page, lesson);
    await takeLesson(page, lesson, {
      missReadingFirst: true,
      onCard: async (exercise, moment) => {
        if (exercise.type !== 'reading') return;
        if (moment === 'question') {
          await expect(page.getByText('Reading', { exact: true })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Listen', exact: true })).toHaveCount(0);
          await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
          // The text fits the screen: no sideways scrolling on a phone.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          await saveScreen(page, `reading-question-${name}`);
          // A word of the text can be looked up, as in a partner's message.
          await page
            .getByRole('article', { name: reading.audio_text })
            .getByRole('button', { name: 'desayuno' })
            .click();
          await expect(page.getByRole('dialog', { name: 'desayuno' })).toBeVisible();
          await page.screenshot({ path: `test-results/screens/reading-word-${name}.png` });
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        } else if (moment === 'missed') {
          for (const question of reading.questions) await expect(page.getByText(question.why)).toBeVisible();
          await expect(page.getByText(/Correct answer:/)).toHaveCount(0);
          await saveScreen(page, `reading-missed-${name}`);
        } else {
          await saveScreen(page, `reading-answered-${name}`);
        }
      },
    });
  });
}
