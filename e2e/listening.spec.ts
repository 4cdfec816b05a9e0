import { expect, test } from '@playwright/test';
import { registerThroughForm } from './support/accounts';
import { course, openUpTo, takeLesson } from './support/course';
import { saveScreen } from './support/screens';

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

test('a listening exercise offers its text where no voice can play it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // No Spanish voice in the browser, and a server without a voice of its own.
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
      if (exercise.type !== 'listening' || moment !== 'question') return;
      await expect(page.getByText(/No voice can read Spanish here/)).toBeVisible();
      await saveScreen(page, 'listening-no-voice-phone');
    },
  });
});
