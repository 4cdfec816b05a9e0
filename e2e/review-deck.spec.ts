import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerThroughForm } from './support/accounts';
import { partnerMessages, startConversation } from './support/conversation';
import { forgetHeard, hearNext } from './support/fake-transcript';
import { saveScreen, saveViewport } from './support/screens';
import { PHONE_AND_DESKTOP } from './support/widths';

const WRONG_SER = 'Mi hermana es muy cansada.';
const WRONG_ARTICLE = 'La problema es grande.';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function say(page: Page, text: string) {
  const before = await partnerMessages(page).count();
  await page.getByLabel('Type your message').fill(text);
  await page.keyboard.press('Enter');
  await expect(partnerMessages(page)).toHaveCount(before + 1);
}

const dueCount = (page: Page) => page.getByTestId('review-due-count');

test.afterEach(() => forgetHeard());

test('a conversation’s two mistakes are reported, reviewed, rescheduled, and the due count follows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await registerThroughForm(page);

  // A conversation with two mistakes and one clean message.
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Practice' }).click();
  await startConversation(page, 'Family');
  await say(page, WRONG_SER);
  await say(page, 'Tengo dos hermanos.');
  await say(page, WRONG_ARTICLE);
  await page.getByRole('button', { name: 'End Conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conversation Complete!' });
  await expect(dialog.getByText('2 corrections · 33% of your messages without mistakes')).toBeVisible();

  // The report shows both corrections.
  await dialog.getByRole('link', { name: 'View full report' }).click();
  await expect(page.getByRole('heading', { name: 'Conversation report' })).toBeVisible();
  const messages = page.getByRole('region', { name: 'Your messages' });
  await expect(messages.getByText('Mi hermana está muy cansada.')).toBeVisible();
  await expect(messages.getByText('El problema es grande.')).toBeVisible();
  await expect(
    page.getByText('Practise your corrections: 2 cards from this conversation are in your review deck.'),
  ).toBeVisible();
  await saveScreen(page, 'review-report-desktop');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await saveScreen(page, 'review-report-phone');
  await page.setViewportSize(DESKTOP);

  // The dashboard counts both cards as due today.
  await page.goto('/dashboard');
  await expect(dueCount(page)).toHaveText('2');
  await expect(page.getByText(/2 cards due — 2 of them from today's conversation\./)).toBeVisible();
  const mistakes = page.getByRole('region', { name: 'What you keep getting wrong' });
  await expect(mistakes).toBeVisible();
  await mistakes.scrollIntoViewIfNeeded();
  await expect(
    mistakes
      .getByRole('img', { name: /^Corrections by kind: / })
      .locator('svg')
      .first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await saveScreen(page, 'review-dashboard-desktop');
  await page.setViewportSize(PHONE);
  await saveScreen(page, 'review-dashboard-phone');
  await page.setViewportSize(DESKTOP);

  // Both appear in Review: the Lessons screen's tab leads to the session.
  await page.goto('/lessons');
  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(dueCount(page)).toHaveText('2');
  await page.getByRole('link', { name: 'Start review' }).click();
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  const card = page.getByRole('region', { name: 'Review card' });
  await expect(card.getByText(WRONG_SER)).toBeVisible();
  await saveScreen(page, 'review-session-desktop');
  await expectNoSeriousA11yViolations(page);

  // Right (keyboard only: type, Enter, Enter takes "Good")...
  await page.getByLabel('Your answer').fill('Mi hermana está muy cansada.');
  await page.keyboard.press('Enter');
  await expect(card.getByText('Right!')).toBeVisible();
  await page.keyboard.press('Enter');

  // ...and wrong: the correction shows, and the card comes back later in the session.
  await expect(page.getByText('Card 2 of 2')).toBeVisible();
  await expect(card.getByText(WRONG_ARTICLE)).toBeVisible();
  await page.setViewportSize(PHONE);
  await saveScreen(page, 'review-session-phone');
  await page.setViewportSize(DESKTOP);
  await page.getByLabel('Your answer').fill(WRONG_ARTICLE);
  await page.keyboard.press('Enter');
  await expect(card.getByText('Not quite.')).toBeVisible();
  await expect(card.getByText('El problema es grande.')).toBeVisible();
  // The word to change is marked in the corrected sentence.
  await expect(card.locator('mark')).toHaveText(['El']);
  await saveScreen(page, 'review-miss-desktop');
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Card 3 of 3')).toBeVisible();
  await expect(card.getByText(WRONG_ARTICLE)).toBeVisible();

  // The right one has left today's queue: the dashboard's count drops to the one answered wrong.
  await page.goto('/dashboard');
  await expect(dueCount(page)).toHaveText('1');
});

test('a word tapped in a partner message goes into the deck once, and a spoken message gives the report a speaking time', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await registerThroughForm(page);
  await page.goto('/conversation');
  await startConversation(page, 'Introducing Yourself');

  // A spoken message (Chromium's fake microphone; the fake recogniser hears what hearNext says).
  const recorder = page.getByRole('region', { name: 'Voice message' });
  hearNext('Hola, me llamo Ana y soy de Chile.');
  await recorder.getByRole('button', { name: 'Start Recording' }).click();
  await expect(recorder.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
  await page.waitForTimeout(1500);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await recorder.getByRole('button', { name: 'Send recording' }).click();
  await expect(partnerMessages(page)).toHaveCount(2);

  // Tap "Hola" in the partner's opening: the card has the course's translation and adds it once.
  const opening = partnerMessages(page).first();
  const hola = opening.getByRole('button', { name: /^hola$/i }).first();
  await hola.scrollIntoViewIfNeeded();
  const box = await opening.boundingBox();
  await hola.click();
  const card = page.getByRole('dialog', { name: /^hola$/i });
  await expect(card.getByText(/hello/i).first()).toBeVisible();
  // The card opens over the chat: the bubble keeps its place and size.
  expect(await opening.boundingBox()).toEqual(box);
  await saveScreen(page, 'review-word-card-phone');
  await expectNoSeriousA11yViolations(page);
  await card
    .getByRole('button', { name: /^Add to review: “.+”$/ })
    .first()
    .click();
  await expect(card.getByText('Added to your review deck', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(hola).toBeFocused();
  // Keyboard only: Enter opens it again, and the deck already has the word.
  await page.keyboard.press('Enter');
  await card
    .getByRole('button', { name: /^Add to review: “.+”$/ })
    .first()
    .click();
  await expect(card.getByText('Already in your review deck', { exact: true })).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await saveScreen(page, 'review-word-card-desktop');
  await page.keyboard.press('Escape');

  // A word the app has no translation for says so and offers nothing to add.
  const reply = partnerMessages(page).last();
  const unknown = reply.getByRole('button', { name: 'Ana', exact: true });
  if ((await unknown.count()) > 0) {
    await unknown.first().click();
    await expect(page.getByRole('dialog', { name: 'Ana' })).toContainText('doesn’t know a translation');
    await page.keyboard.press('Escape');
  }

  // A typed message, then the report: the speaking time of the one spoken message.
  await say(page, 'Tengo dos hermanos.');
  await page.getByRole('button', { name: 'End Conversation' }).click();
  await page
    .getByRole('dialog', { name: 'Conversation Complete!' })
    .getByRole('link', { name: 'View full report' })
    .click();
  const speaking = page.getByText('Speaking time', { exact: true }).locator('..');
  await expect(speaking).toContainText(/\d+ s/);
  await expect(speaking).toContainText('1 of 2 messages spoken');
  await saveScreen(page, 'review-report-speaking-desktop');
  await page.setViewportSize(PHONE);
  await saveScreen(page, 'review-report-speaking-phone');
  await expectNoSeriousA11yViolations(page);

  // The word is in the deck.
  await page.goto('/review');
  await expect(page.getByText(/hola/i).first()).toBeVisible();
});

// Issue 31 point 8: one mistake makes one card, and every place that counts it says so in the singular, on a phone
// (390 × 844, touch) and a desktop (1366 × 800).
const WIDTHS = PHONE_AND_DESKTOP;

for (const { name, use } of WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use(use);
    test(`one mistake: "1 card from this conversation is in your review deck", and 1 card due (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await registerThroughForm(page);
      await page.goto('/conversation');
      await startConversation(page, 'Family');
      await say(page, WRONG_SER);
      await say(page, 'Tengo dos hermanos.');
      await page.getByRole('button', { name: 'End Conversation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Conversation Complete!' });
      await expect(dialog.getByText('1 correction · 50% of your messages without mistakes')).toBeVisible();
      await dialog.getByRole('link', { name: 'View full report' }).click();
      await expect(page.getByRole('heading', { name: 'Conversation report' })).toBeVisible();
      const step = page.getByText('Practise your corrections: 1 card from this conversation is in your review deck.');
      await expect(step).toBeVisible();
      await step.scrollIntoViewIfNeeded();
      await saveViewport(page, `review-one-card-report-${name}`);
      await expectNoSeriousA11yViolations(page);

      await page.goto('/dashboard');
      await expect(dueCount(page)).toHaveText('1');
      await expect(page.getByText("1 card due — from today's conversation.")).toBeVisible();
      await expect(page.getByText(/1 cards|1 of them/)).toHaveCount(0);
      await page.getByTestId('review-due-count').scrollIntoViewIfNeeded();
      await saveViewport(page, `review-one-card-dashboard-${name}`);
    });
  });
}
