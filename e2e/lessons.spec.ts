import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerThroughForm } from './support/accounts';
import { course, takeLesson } from './support/course';
import { forgetHeard, hearNext } from './support/fake-transcript';
import { saveScreen, saveViewport } from './support/screens';
import { PHONE_AND_DESKTOP } from './support/widths';

const FIRST_LESSON = '/lessons/greetings-and-introductions';
// Issue 31, on a phone (390 × 844, touch) and a desktop (1366 × 800).
const WIDTHS = PHONE_AND_DESKTOP;

test.afterEach(() => forgetHeard());

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Submit Answer' }).click();
}
async function next(page: Page) {
  await page.getByRole('button', { name: 'Next Question' }).click();
}
async function typeAnswer(page: Page, answer: string) {
  await page.getByRole('textbox', { name: /answer/i }).fill(answer);
}

test('finish the first beginner lesson through every exercise type and see the next one unlock', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughForm(page);

  // The overview before: only the first lesson is open.
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Lessons' }).click();
  await expect(page.getByRole('heading', { name: 'Learn Spanish' })).toBeVisible();
  await expect(page.getByText('Complete previous lessons to unlock').first()).toBeVisible();
  await expect(page.getByText('Level Locked').first()).toBeVisible();
  await expect(page.getByText('Complete 80% of beginner level to unlock')).toBeVisible();
  await saveScreen(page, 'lessons-overview');
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('link', { name: /Start Lesson/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${FIRST_LESSON}$`));
  await expect(page.getByRole('heading', { name: 'Saludos y presentaciones' })).toBeVisible();

  // Reading: four sections, one at a time.
  await expect(page.getByText('Lesson Content')).toBeVisible();
  await expect(page.getByText('Greetings through the day')).toBeVisible();
  await saveScreen(page, 'lesson-section');
  await expectNoSeriousA11yViolations(page);
  for (let section = 1; section < 4; section += 1) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Meeting a classmate')).toBeVisible();
  await page.getByRole('button', { name: 'Start Exercises' }).click();

  // 1. Multiple choice.
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByText('Think of the greeting used in the morning.')).toBeVisible();
  await saveScreen(page, 'exercise-multiple-choice');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'Buenos días' }).check();
  await submit(page);
  await expect(page.getByText('Correct!')).toBeVisible();
  await next(page);

  // 2. Translation into Spanish.
  await expect(page.getByText('Question 2 of 6')).toBeVisible();
  await typeAnswer(page, 'mucho gusto');
  await saveScreen(page, 'exercise-translation');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Correct!')).toBeVisible();
  await next(page);

  // 3. Conjugation: a missing accent is wrong, says so, and Try Again clears it.
  await expect(page.getByText('Question 3 of 6')).toBeVisible();
  await typeAnswer(page, 'estas');
  await submit(page);
  await expect(page.getByText('Not quite right')).toBeVisible();
  await expect(page.getByText(/check your accents/i)).toBeVisible();
  await saveScreen(page, 'exercise-conjugation-wrong');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('textbox', { name: /answer/i })).toHaveValue('');
  await typeAnswer(page, 'estás');
  await submit(page);
  await expect(page.getByText('Correct!')).toBeVisible();
  await next(page);

  // 4. Fill in the blank.
  await expect(page.getByText('Question 4 of 6')).toBeVisible();
  await typeAnswer(page, 'llamo');
  await saveScreen(page, 'exercise-fill-blank');
  await submit(page);
  await expect(page.getByText('Correct!')).toBeVisible();
  await next(page);

  // 5. Translation into English.
  await expect(page.getByText('Question 5 of 6')).toBeVisible();
  await typeAnswer(page, 'See you later');
  await submit(page);
  await expect(page.getByText('Correct!')).toBeVisible();
  await next(page);

  // 6. Pronunciation: record with the (fake) microphone, then submit; the server's recogniser hears it said right.
  await expect(page.getByText('Question 6 of 6')).toBeVisible();
  hearNext('Buenas tardes, ¿cómo está usted?');
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
  await page.getByRole('button', { name: /start recording/i }).click();
  await page.waitForTimeout(1200);
  await page.getByRole('button', { name: /stop recording/i }).click();
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeEnabled();
  await saveScreen(page, 'exercise-pronunciation');
  await submit(page);
  await expect(page.getByText('Correct!')).toBeVisible();
  await expect(page.getByText('Similarity: 100%')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Lesson' }).click();

  // The result: 5 of 6 right at the first try is 83 %, Completed, round(5 x 83 / 100) = 4 XP.
  await expect(page.getByRole('heading', { name: 'Lesson Complete!' })).toBeVisible();
  await expect(page.getByText('83%').first()).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('+4 XP earned')).toBeVisible();
  await expect(page.getByText('Lesson Completed!', { exact: true })).toBeVisible();
  await expect(page.getByText('You earned 4 XP!', { exact: true })).toBeVisible();
  await saveScreen(page, 'lesson-result');
  await expectNoSeriousA11yViolations(page);

  // The next lesson is open, and the overview shows the progress.
  await page.getByRole('link', { name: 'Next Lesson' }).click();
  await expect(page).toHaveURL(/\/lessons\/numbers-0-to-20$/);
  await expect(page.getByRole('heading', { name: 'Los números del 0 al 20' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Lessons' }).click();
  await expect(page.getByRole('heading', { name: 'Learn Spanish' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Review Lesson/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Start Lesson/ })).toHaveCount(1);
  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(page.getByText('Needs Review')).toBeVisible();
  await saveScreen(page, 'lessons-review');
  await page.getByRole('tab', { name: "Today's Practice" }).click();
  await expect(page.getByText('Los números del 0 al 20')).toBeVisible();
  await saveScreen(page, 'lessons-todays-practice');
});

test('a locked or unknown lesson explains itself', async ({ page }) => {
  await registerThroughForm(page);
  await page.goto('/lessons/numbers-0-to-20');
  await expect(page.getByText(/locked/i).first()).toBeVisible();
  await page.goto('/lessons/no-such-lesson');
  await expect(page.getByText('Lesson not found')).toBeVisible();
  await expect(page.getByRole('link', { name: /back to lessons/i })).toBeVisible();
});

test('the lesson screens fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await registerThroughForm(page);
  for (const path of ['/lessons', FIRST_LESSON]) {
    await page.goto(path);
    await expect(
      page.getByRole('link', { name: /back to lessons/i }).or(page.getByRole('heading', { name: 'Learn Spanish' })),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    await saveScreen(page, `phone${path.replaceAll('/', '-')}`);
  }
});

// Issue 31 point 5: the server's recogniser is down when the learner records the pronunciation item: it reads
// "Not scored" (never "Correct!"), and the lesson's score counts the five other questions only.
for (const { name, use } of WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use(use);
    test(`a pronunciation item that cannot be scored reads Not scored and is left out of the score (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await registerThroughForm(page);
      const lesson = course.find((candidate) => candidate.id === 'greetings-and-introductions')!;
      await takeLesson(page, lesson, {
        pronunciation: 'unscored',
        onCard: async (exercise, moment) => {
          if (exercise.type !== 'pronunciation' || moment !== 'answered') return;
          // The server's reason, with what to try instead.
          await expect(
            page.getByText(
              "Speech recognition couldn't listen to your recording just now. Please record it again in a moment.",
            ),
          ).toBeVisible();
          await saveViewport(page, `lesson-pronunciation-not-scored-${name}`);
          await expectNoSeriousA11yViolations(page);
        },
      });
      // Five of five: the unscored item is neither a miss nor a point.
      await expect(page.getByText('100%').first()).toBeVisible();
      await saveScreen(page, `lesson-result-one-unscored-${name}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
