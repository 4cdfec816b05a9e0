import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerThroughForm } from './support/accounts';
import { startConversation } from './support/conversation';
import { saveScreen, saveViewport } from './support/screens';
import { PHONE_AND_DESKTOP } from './support/widths';

// The voice help screen (docs/product.md#voice-help), opened from the practice screen, and the practice screen's own
// line saying what recognises speech (issue 31 point 5), on a phone (390 × 844, touch) and a desktop (1366 × 800).
// This server has speech recognition (the fake of serve-with-fake-speech.ts); a server without it is answered at
// the HTTP boundary (the capabilities it reports), and a browser without its own by removing the browser's API.
const WIDTHS = PHONE_AND_DESKTOP;

/** The server reports no speech recognition of its own. */
async function serverWithoutRecognition(page: Page) {
  await page.route('**/api/capabilities', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), speechToText: 'browser' } });
  });
}

/** The practice screen's voice panel once a conversation has started. */
async function voicePanel(page: Page) {
  await page.goto('/conversation');
  await startConversation(page, 'Introducing Yourself');
  return page.getByRole('region', { name: 'Voice message' });
}

for (const { name, use } of WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use(use);

    test(`the practice screen says the server hears the learner, and its voice help says so too (${name})`, async ({
      page,
    }) => {
      await registerThroughForm(page);
      const voice = await voicePanel(page);
      await expect(voice.getByText('Speech recognition: server')).toBeVisible();
      await saveViewport(page, `voice-recognition-server-${name}`);

      await page.goto('/conversation');
      await page.getByRole('link', { name: 'How voice works here' }).click();
      await expect(page).toHaveURL(/\/help\/voice$/);
      await expect(page.getByRole('heading', { level: 1, name: 'How voice works here' })).toBeVisible();
      const hearing = page.getByRole('region', { name: 'Hearing you' });
      await expect(hearing.getByText("Charla's server turns your recordings into text")).toBeVisible();
      await expect(page.getByRole('region', { name: 'Speaking to you' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await saveScreen(page, `voice-help-${name}`);

      await page.getByRole('link', { name: 'Back to Practice' }).click();
      await expect(page).toHaveURL(/\/conversation$/);
    });

    test(`without the server's recognition: the browser's, named with its language, or none, said plainly (${name})`, async ({
      page,
    }) => {
      await serverWithoutRecognition(page);
      await registerThroughForm(page);
      // This Chromium has a speech recognition of its own: it is the one named.
      const voice = await voicePanel(page);
      await expect(voice.getByText(/^Speech recognition: your browser \(es-[A-Z]{2}\)$/)).toBeVisible();
      await saveViewport(page, `voice-recognition-browser-${name}`);
      await page.goto('/help/voice');
      await expect(
        page.getByRole('region', { name: 'Hearing you' }).getByText("This browser's own speech recognition"),
      ).toBeVisible();

      // A browser with none of its own either: no recording to offer, and the reason.
      await page.addInitScript(() => {
        for (const api of ['SpeechRecognition', 'webkitSpeechRecognition']) Reflect.deleteProperty(window, api);
      });
      const none = await voicePanel(page);
      await expect(
        none.getByText("Voice input isn't available in this browser. Type your message below."),
      ).toBeVisible();
      await expect(none.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Type your message' })).toBeVisible();
      await saveViewport(page, `voice-recognition-none-${name}`);
      await expectNoSeriousA11yViolations(page);
      await none.getByRole('link', { name: 'How voice works here' }).click();
      await expect(
        page
          .getByRole('region', { name: 'Hearing you' })
          .getByText("Charla's server has no speech recognition set up and this browser has none of its own"),
      ).toBeVisible();
      await saveScreen(page, `voice-help-no-recognition-${name}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
