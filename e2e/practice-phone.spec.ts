import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerThroughForm } from './support/accounts';
import { learnerMessages, partnerMessages, startConversation } from './support/conversation';
import { forgetHeard, hearNext } from './support/fake-transcript';
import { saveScreen } from './support/screens';

// Issue 31, point 6: the practice screen on a phone (390 × 844, touch): what is left today and Start are in view
// without scrolling, and every control, the message actions and each tappable word are 44 × 44 px targets with a
// name (docs/product.md#conversation-layout).
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const MIN_TARGET = 44;

/** What the learner sees without scrolling (saveScreen's full-page shot scrolls back to the top). */
async function saveViewport(page: Page, name: string) {
  const dir = path.join('test-results', 'screens');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/**
 * Every control on the page a finger can reach, with the box it takes taps in: a radio's is its whole option card
 * (its label), a slider's its track's row; the skip link, shown only to the keyboard, is left out.
 */
async function touchTargets(page: Page) {
  const controls = page.locator(
    'button:visible, a[href]:visible, [role="combobox"]:visible, textarea:visible, input:visible, [role="slider"]:visible',
  );
  const found: { name: string; width: number; height: number; control: Locator }[] = [];
  for (const control of await controls.all()) {
    const box = await control.evaluate((element) => {
      const target =
        element.getAttribute('role') === 'radio'
          ? element.closest('label')
          : element.getAttribute('role') === 'slider'
            ? element.closest('[data-orientation]:not([role="slider"])')
            : element;
      const rect = (target ?? element).getBoundingClientRect();
      const skipLink = element.matches('a[href="#main"], a[href="#main-content"]') || rect.top < 0;
      return skipLink
        ? null
        : {
            width: rect.width,
            height: rect.height,
            text: element.textContent?.trim() || element.outerHTML.slice(0, 120),
          };
    });
    if (box) found.push({ name: box.text.slice(0, 40), width: box.width, height: box.height, control });
  }
  return found;
}

async function expectFingerSizedAndNamed(page: Page) {
  const targets = await touchTargets(page);
  expect(targets.length).toBeGreaterThan(5);
  const tooSmall = targets
    .filter(({ width, height }) => width < MIN_TARGET - 0.5 || height < MIN_TARGET - 0.5)
    .map(({ name, width, height }) => `"${name}" ${Math.round(width)}×${Math.round(height)}`);
  expect(tooSmall).toEqual([]);
  for (const { control } of targets) await expect(control).toHaveAccessibleName(/\S/);
}

/**
 * Point 6: the partner's practice answer goes into the message box from its toast, and the toast leaves Send
 * uncovered; Reset asks first (point 3); then End: "Conversation Complete!" opens with the dialog focused, not its
 * note field (no keyboard).
 */
async function useAPracticeAnswerThenEnd(page: Page, width: string) {
  const composer = page.getByRole('textbox', { name: 'Type your message' });
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/conversation/practice-response'));
  await partnerMessages(page).last().getByRole('button', { name: 'Generate practice response' }).click();
  const { response: answer } = (await (await answered).json()) as { response: string };
  const toast = page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
  await expect(toast).toContainText(answer);
  const useIt = toast.getByRole('button', { name: 'Use it' });
  await expect(useIt).toBeVisible();
  const sendBox = (await page.getByRole('button', { name: 'Send message' }).boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  const overlaps =
    toastBox.x < sendBox.x + sendBox.width &&
    sendBox.x < toastBox.x + toastBox.width &&
    toastBox.y < sendBox.y + sendBox.height &&
    sendBox.y < toastBox.y + toastBox.height;
  expect(overlaps, 'the toast covers Send').toBe(false);
  await saveViewport(page, `practice-${width}-practice-answer-toast`);
  await useIt.click();
  await expect(composer).toHaveValue(answer);
  expect(answer.length).toBeGreaterThan(3);
  await saveViewport(page, `practice-${width}-practice-answer-in-composer`);
  await composer.fill('');

  // Point 3: Reset asks first, and says the conversation the learner spoke in still counts.
  await page.getByRole('button', { name: 'Reset' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard this conversation?' });
  await expect(confirm).toContainText("still counts as one of today's conversations");
  await saveViewport(page, `practice-${width}-reset-confirm`);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Keep talking' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'End Conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conversation Complete!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Your note' })).not.toBeFocused();
  await saveViewport(page, `practice-${width}-conversation-complete`);
  await expectNoSeriousA11yViolations(page);
}

test.afterEach(() => forgetHeard());

test.describe('on a phone', () => {
  test.use(PHONE);
  test('the practice screen fits a phone: the counter and Start in view, every target finger-sized', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerThroughForm(page);
    await page.goto('/conversation');

    const counter = page.getByText('5 of 5 conversations left today');
    const start = page.getByRole('button', { name: 'Start Conversation' });
    await expect(counter).toBeInViewport();
    await expect(start).toBeInViewport();
    await expect(start).toBeDisabled();
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: /Introducing Yourself/ }).click();
    await expect(start).toBeEnabled();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(start).toBeInViewport();
    await expect(counter).toBeInViewport();
    await saveViewport(page, 'practice-phone-settings');
    await expectFingerSizedAndNamed(page);
    // Scrolled to the difficulty, Start is still at the screen's foot.
    await page.getByRole('radio', { name: 'Advanced' }).scrollIntoViewIfNeeded();
    await expect(start).toBeInViewport();
    await saveViewport(page, 'practice-phone-settings-scrolled');
    await expectNoSeriousA11yViolations(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await startConversation(page, 'Introducing Yourself');
    // The conversation takes the screen: the bar, the chat and the composer, and the window does not scroll.
    await expect(page.getByRole('textbox', { name: 'Type your message' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'End Conversation' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const words = partnerMessages(page).first().locator('button[aria-haspopup="dialog"]');
    expect(await words.count()).toBeGreaterThan(3);
    await saveViewport(page, 'practice-phone-conversation');
    await expectFingerSizedAndNamed(page);

    // A tap on a word opens its card, named by the word.
    const word = words.first();
    const written = (await word.textContent())!.trim();
    await word.tap();
    await expect(page.getByRole('dialog', { name: written })).toBeVisible();
    await saveViewport(page, 'practice-phone-word-card');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // Tap to talk: one big microphone button; a tap records, a second tap sends, and what the server's recogniser
    // heard is the learner's bubble (this project's microphone never pauses long: the silence path is the
    // hands-free project's, e2e/hands-free.spec.ts).
    const voice = page.getByRole('region', { name: 'Voice message' });
    await expect(voice.getByText('Speech recognition: server')).toBeVisible();
    await expect(voice.getByRole('button')).toHaveCount(1);
    const mic = voice.getByRole('button', { name: 'Tap to talk' });
    await expect(mic).toBeInViewport({ ratio: 1 });
    const micBox = (await mic.boundingBox())!;
    expect(Math.min(micBox.width, micBox.height)).toBeGreaterThanOrEqual(MIN_TARGET);
    hearNext('Me llamo Ana y soy de Chile.');
    await mic.tap();
    const send = voice.getByRole('button', { name: 'Stop and send' });
    await expect(send).toBeVisible();
    await expect(voice.getByRole('status')).toHaveText('Listening… it sends when you stop, or tap to send now.');
    await saveViewport(page, 'practice-phone-tap-to-talk-listening');
    await page.waitForTimeout(1200);
    await send.tap();
    await expect(learnerMessages(page)).toHaveCount(1);
    await expect(learnerMessages(page).first()).toContainText('Me llamo Ana y soy de Chile.');
    await expect(learnerMessages(page).first().getByRole('img', { name: 'Spoken:' })).toBeVisible();
    await expect(partnerMessages(page)).toHaveCount(2);
    await expect(voice.getByRole('button', { name: 'Tap to talk' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Type your message' })).toBeInViewport({ ratio: 1 });
    await saveViewport(page, 'practice-phone-tap-to-talk-sent');
    // Point 8: the conversation bar (and the chat) nest no paragraph in a paragraph.
    await expect(page.locator('p p')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await useAPracticeAnswerThenEnd(page, 'phone');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  test('the practice screen keeps its two columns, the counter above Start', async ({ page }) => {
    test.setTimeout(90_000);
    await registerThroughForm(page);
    await page.goto('/conversation');
    await expect(page.getByText('5 of 5 conversations left today')).toBeVisible();
    await saveScreen(page, 'practice-desktop-settings');
    await startConversation(page, 'Introducing Yourself');
    // A mouse: the recorder keeps its steps (record, play back, send), as e2e/speaking.spec.ts walks them.
    const voice = page.getByRole('region', { name: 'Voice message' });
    await expect(voice.getByRole('button', { name: 'Start Recording' })).toBeVisible();
    await expect(voice.getByRole('button', { name: 'Tap to talk' })).toHaveCount(0);
    // Point 5: it says what recognises speech; point 6: the composer is in view without scrolling.
    await expect(voice.getByText('Speech recognition: server')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Type your message' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Send message' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'End Conversation' })).toBeInViewport();
    await expect(page.locator('p p')).toHaveCount(0);
    await saveViewport(page, 'practice-desktop-conversation');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Type your message').fill('Me llamo Ana.');
    await page.keyboard.press('Enter');
    await expect(partnerMessages(page)).toHaveCount(2);
    await useAPracticeAnswerThenEnd(page, 'desktop');
  });
});
