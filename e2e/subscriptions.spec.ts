import { expect, test, type Page } from '@playwright/test';
import { CARD_DECLINED_MESSAGE } from '@/contract/billing-constants';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerThroughForm } from './support/accounts';
import { saveScreen } from './support/screens';

/** A date on the card some years ahead, so the test never runs into its own expiry. */
const EXPIRY = `12/${String((new Date().getFullYear() + 5) % 100).padStart(2, '0')}`;

function planCard(page: Page, name: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill(EXPIRY);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card (optional)').fill('Ana Pérez');
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
}

test('Sign Up on a plan card sends a signed-out visitor to registration, the plan kept', async ({ page }) => {
  await page.goto('/');
  const premium = planCard(page, 'Premium Plan');
  await expect(premium.getByText('Most Popular')).toBeVisible();
  await premium.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\?plan=PREMIUM$/);
});

test('subscribe to Premium through the demo checkout: a declined card, then the test card', async ({ page }) => {
  test.setTimeout(60_000);
  await registerThroughForm(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByText("You're on the Free plan: 5 conversations a day.")).toBeVisible();

  await planCard(page, 'Premium Plan').getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/checkout\/demo\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Test mode — no real payment is taken')).toBeVisible();
  await expect(page.getByText('Premium Plan', { exact: true })).toBeVisible();
  await expect(page.getByText('billed annually')).toBeVisible();
  await expect(page.getByText('4242 4242 4242 4242', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'checkout-desktop');

  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreen(page, 'checkout-phone');

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.locator('form').getByRole('alert')).toHaveText(CARD_DECLINED_MESSAGE);
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/checkout\/demo\//);
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'checkout-declined-phone');

  await page.setViewportSize({ width: 1280, height: 900 });
  await payWith(page, '4242 4242 4242 4242');
  const toast = page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
  await expect(toast.getByText('You are now on the Premium Plan', { exact: true })).toBeVisible();
  // Back home, with the checkout's parameters gone from the address.
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByText("You're on the Premium Plan: unlimited conversations.")).toBeVisible();
  await expect(planCard(page, 'Premium Plan').getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await expect(planCard(page, 'Annual Plan').getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'plans-premium');
});

test('cancelling the demo checkout returns quietly and leaves the plan as it was', async ({ page }) => {
  await registerThroughForm(page);
  await page.goto('/plans');
  await planCard(page, 'Annual Plan').getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByText('Annual Plan', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: /notifications/i }).getByRole('listitem')).toHaveCount(0);
  await page.goto('/plans');
  await expect(page.getByText("You're on the Free plan: 5 conversations a day.")).toBeVisible();
});
