import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerThroughForm } from './support/accounts';
import { saveScreen } from './support/screens';

// The voice help screen (docs/product.md#voice-help), opened from the practice screen: this server has speech
// recognition (the fake of serve-with-fake-speech.ts), so it names the server as the one that hears the learner.
test('the practice screen leads to the voice help, which says who hears the learner here, and back', async ({
  page,
}) => {
  await registerThroughForm(page);
  await page.goto('/conversation');
  await page.getByRole('link', { name: 'How voice works here' }).click();

  await expect(page).toHaveURL(/\/help\/voice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How voice works here' })).toBeVisible();
  const hearing = page.getByRole('region', { name: 'Hearing you' });
  await expect(hearing.getByText("Charla's server turns your recordings into text")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Speaking to you' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'voice-help');

  await page.getByRole('link', { name: 'Back to Practice' }).click();
  await expect(page).toHaveURL(/\/conversation$/);
});
