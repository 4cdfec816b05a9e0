import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerThroughForm } from './support/accounts';
import { learnerMessages, partnerMessages, startConversation } from './support/conversation';
import { forgetHeard, hearNext } from './support/fake-transcript';
import { saveScreen } from './support/screens';

// Chromium's fake microphone plays e2e/fixtures/spanish-speech.wav; the web server's fake OpenAI audio API
// "hears" what hearNext() says, through the real SDK and our upload checks (serve-with-fake-speech.ts).

async function startPractice(page: Page, topic: string) {
  await page.goto('/conversation');
  await startConversation(page, topic);
}

test.afterEach(() => forgetHeard());

test('record, play back and send a voice message; correct, translate and get help answering', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughForm(page);
  await startPractice(page, 'Introducing Yourself');

  const recorder = page.getByRole('region', { name: 'Voice message' });
  await expect(recorder.getByText('Speech recognition: server')).toBeVisible();

  // Record, listen back, send: the transcript goes over the live socket like typed text.
  hearNext('Hola, me llamo Ana y soy de Chile.');
  await recorder.getByRole('button', { name: 'Start Recording' }).click();
  await expect(recorder.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
  await page.waitForTimeout(1500);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  const playback = recorder.getByLabel('Your recording');
  await expect(playback).toBeVisible();
  // The recording is real audio the learner can play: the browser reads its length.
  await expect
    .poll(() =>
      playback.evaluate(
        (audio: HTMLAudioElement) =>
          new Promise<boolean>((resolve) => {
            if (audio.readyState >= 1) resolve(true);
            else audio.addEventListener('loadedmetadata', () => resolve(true), { once: true });
          }),
      ),
    )
    .toBe(true);
  await saveScreen(page, 'speaking-recorded');
  await recorder.getByRole('button', { name: 'Send recording' }).click();
  await expect(learnerMessages(page).first()).toContainText('Hola, me llamo Ana y soy de Chile.');
  await expect(partnerMessages(page)).toHaveCount(2);
  await expect(partnerMessages(page).last()).toContainText('Ana');

  // A typed message with a mistake: every message is checked, so the correction exists at once and the button
  // plays the corrected sentence (docs/product.md#message-checks).
  await page.getByLabel('Type your message').fill('Yo es estudiante.');
  await page.keyboard.press('Enter');
  await expect(partnerMessages(page)).toHaveCount(3);
  const mistaken = learnerMessages(page).filter({ hasText: 'Yo es estudiante.' });
  await expect(mistaken.getByText('Corrected:')).toBeVisible();
  await expect(mistaken.getByRole('button', { name: 'Get Correction' })).toHaveCount(0);
  await expect(mistaken).toContainText('Yo soy estudiante.');
  await expect(mistaken.getByRole('button', { name: 'Play corrected sentence' })).toBeVisible();

  // Translate the learner's own message (no stored translation: the server translates it).
  await mistaken.getByRole('button', { name: 'Show translation' }).click();
  await expect(mistaken.locator('[lang="en"]')).toContainText(/student/i);

  // The partner's last question: copied, and answered with a practice response.
  const partnerReply = partnerMessages(page).last();
  await partnerReply.getByRole('button', { name: 'Copy last question' }).click();
  await expect(page.getByText('The last question has been copied to your clipboard!', { exact: true })).toBeVisible();
  const question = await page.evaluate(() => navigator.clipboard.readText());
  expect(question).toMatch(/^¿.+\?$/);
  await partnerReply.getByRole('button', { name: 'Generate practice response' }).click();
  await expect(page.getByText('Practice response has been copied to your clipboard!', { exact: true })).toBeVisible();
  const answer = await page.evaluate(() => navigator.clipboard.readText());
  expect(answer.length).toBeGreaterThan(3);
  expect(answer).not.toEqual(question);

  await saveScreen(page, 'speaking-help');
  await expectNoSeriousA11yViolations(page);
});

test('a recording the recogniser cannot hear keeps the recording and says why', async ({ page }) => {
  await registerThroughForm(page);
  await startPractice(page, 'Introducing Yourself');
  const recorder = page.getByRole('region', { name: 'Voice message' });
  hearNext('');
  await recorder.getByRole('button', { name: 'Start Recording' }).click();
  await page.waitForTimeout(800);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await recorder.getByRole('button', { name: 'Send recording' }).click();
  await expect(page.getByText(/couldn't hear any words/i).first()).toBeVisible();
  await expect(recorder.getByLabel('Your recording')).toBeVisible();
  await expect(learnerMessages(page)).toHaveCount(0);
});

test('the practice screen with voice controls fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await registerThroughForm(page);
  await startPractice(page, 'Introducing Yourself');
  await expect(
    page.getByRole('region', { name: 'Voice message' }).getByRole('button', { name: 'Start Recording' }),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreen(page, 'speaking-phone');
});
