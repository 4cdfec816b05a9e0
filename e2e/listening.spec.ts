import { expect, test } from '@playwright/test';
import { registerThroughForm } from './support/accounts';
import { course, openUpTo, takeLesson } from './support/course';
import { saveScreen, saveViewport } from './support/screens';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { PHONE_AND_DESKTOP } from './support/widths';

// The beginner lesson that ends with a listening exercise (docs/recipes/add-an-exercise-type.md).
const lesson = course.find((candidate) => candidate.id === 'stress-and-written-accents')!;
const listening = lesson.exercises.find((exercise) => exercise.type === 'listening')!;
const sentence = 'audio_text' in listening ? listening.audio_text : '';

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`take a lesson with a listening exercise on a ${name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await registerThroughForm(page);
    await openUpTo(page, lesson);
    await takeLesson(page, lesson, {
      onCard: async (exercise, moment) => {
        if (exercise.type !== 'listening') return;
        if (moment === 'question') {
          await expect(page.getByText('Listening', { exact: true })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Listen', exact: true })).toHaveCount(0);
          await saveScreen(page, `listening-question-${name}`);
        } else {
          await expect(page.getByText('You heard:')).toBeVisible();
          await expect(page.getByText(sentence, { exact: true })).toBeVisible();
          await saveScreen(page, `listening-answered-${name}`);
        }
      },
    });
  });
}

// Issue 31 point 5, on a phone (390 × 844, touch) and a desktop (1366 × 800): no Spanish voice in the browser and a
// server without a voice of its own, so the card says so and lets the learner read the sentence and go on.
const WIDTHS = PHONE_AND_DESKTOP;

for (const { name, use } of WIDTHS) {
  test.describe(`with no voice on a ${name}`, () => {
    test.use(use);
    test(`a listening exercise offers its text where no voice can play it (${name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript(() => {
        if ('speechSynthesis' in window) window.speechSynthesis.getVoices = () => [];
      });
      await page.route('**/api/capabilities', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), serverVoice: false } });
      });
      await registerThroughForm(page);
      await openUpTo(page, lesson);
      await takeLesson(page, lesson, {
        listeningHeard: 'text',
        onCard: async (exercise, moment) => {
          if (exercise.type !== 'listening') return;
          if (moment === 'question') {
            await expect(page.getByText(/No voice can read Spanish here/)).toBeVisible();
            await saveViewport(page, `listening-no-voice-${name}`);
            await expectNoSeriousA11yViolations(page);
          } else {
            await expect(page.getByText(sentence, { exact: true }).first()).toBeVisible();
            await saveViewport(page, `listening-no-voice-answered-${name}`);
          }
        },
      });
    });
  });
}
