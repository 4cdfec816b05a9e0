import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { newLearner, registerThroughForm } from './support/accounts';
import { saveScreen } from './support/screens';
import { PHONE_AND_DESKTOP } from './support/widths';

// Issue 31, point 7: honest plans (docs/product.md#plans). The free plan is a card; a plan chosen before sign-up is
// bought right after it; a learner sees, changes and cancels their plan in Settings (the demo billing here: the e2e
// server has no Stripe, whose portal the integration tests drive against the fake).
const WIDTHS = PHONE_AND_DESKTOP;
const EXPIRY = `12/${String((new Date().getFullYear() + 5) % 100).padStart(2, '0')}`;
const DATE = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}`;

function planCard(page: Page, name: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function payWithTestCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill(EXPIRY);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
}

async function saveViewport(page: Page, name: string) {
  const dir = path.join('test-results', 'screens');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

const toast = (page: Page) => page.getByRole('region', { name: /notifications/i }).getByRole('listitem');

for (const { name, use } of WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use(use);

    test(`the free plan is a card, and a plan chosen before sign-up goes to checkout after it (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      const free = planCard(page, 'Free Plan');
      await expect(free.getByText('5 conversations a day')).toBeVisible();
      await expect(free.getByText('no card needed')).toBeVisible();
      await expect(planCard(page, 'Annual Plan').getByText('billed annually · $216 a year')).toBeVisible();
      await free.scrollIntoViewIfNeeded();
      await saveViewport(page, `plans-landing-free-${name}`);
      await expectNoSeriousA11yViolations(page);

      await planCard(page, 'Premium Plan').getByRole('button', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/register\?plan=PREMIUM$/);
      await expect(page.getByRole('note', { name: 'Your plan' })).toContainText(
        'You chose the Premium Plan: $50 per month, billed annually · $600 a year.',
      );
      const learner = newLearner();
      await page.getByLabel('Username').fill(learner.username);
      await page.getByLabel('Password', { exact: true }).fill(learner.password);
      await saveViewport(page, `plans-register-with-plan-${name}`);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Create account' }).click();

      // Straight to the chosen plan's checkout, then home on it.
      await expect(page).toHaveURL(/\/checkout\/demo\/[\w-]+$/);
      await expect(page.getByText('Premium Plan', { exact: true })).toBeVisible();
      await payWithTestCard(page);
      await expect(toast(page).getByText('You are now on the Premium Plan', { exact: true })).toBeVisible();
      // Then the welcome's questions, as after any sign-up (docs/product.md#welcome).
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charla!' })).toBeVisible();
      await saveViewport(page, `plans-bought-at-sign-up-welcome-${name}`);
      await page.goto('/settings#your-plan');
      await expect(
        page.getByRole('region', { name: 'Your plan' }).getByText('Premium Plan', { exact: true }),
      ).toBeVisible();
    });

    test(`see, change and cancel a subscription in Settings, each after a confirmation (${name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await registerThroughForm(page);
      await page.goto('/plans');
      await planCard(page, 'Annual Plan').getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(page).toHaveURL(/\/checkout\/demo\//);
      await payWithTestCard(page);
      await expect(toast(page).getByText('You are now on the Annual Plan', { exact: true })).toBeVisible();

      await page.goto('/settings#your-plan');
      const yourPlan = page.getByRole('region', { name: 'Your plan' });
      await expect(yourPlan.getByText('Annual Plan', { exact: true })).toBeVisible();
      await expect(
        yourPlan.getByText('30 conversations a day · $18 per month, billed annually · $216 a year'),
      ).toBeVisible();
      await expect(
        yourPlan.getByText(new RegExp(`^Paid until ${DATE}\\. Test mode: it does not renew by itself\\.$`)),
      ).toBeVisible();
      // The address names the section: it is brought into view once it has loaded.
      await expect(yourPlan.getByRole('heading', { name: 'Your plan' })).toBeInViewport();
      await saveViewport(page, `plans-your-plan-annual-${name}`);
      await expectNoSeriousA11yViolations(page);

      // Change: the dialog says what happens, the learner confirms.
      await yourPlan.getByRole('button', { name: 'Change to the Premium Plan' }).click();
      const change = page.getByRole('dialog', { name: 'Change to the Premium Plan?' });
      await expect(change).toContainText(
        "you're on the Premium Plan: unlimited conversations. Test mode: nothing is charged.",
      );
      await saveViewport(page, `plans-change-dialog-${name}`);
      await change.getByRole('button', { name: 'Change to the Premium Plan' }).click();
      await expect(change).toBeHidden();
      await expect(yourPlan.getByText('Premium Plan', { exact: true })).toBeVisible();
      await expect(yourPlan.getByText(/^unlimited conversations · \$50 per month/)).toBeVisible();

      // Cancel: kept until the period's end, then free; the dialog says so first.
      await yourPlan.getByRole('button', { name: 'Cancel subscription' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel your Premium Plan?' });
      await expect(cancel).toContainText(
        new RegExp(
          `You keep the Premium Plan until ${DATE}\\. After that you're on the Free plan: 5 conversations a day`,
        ),
      );
      await saveViewport(page, `plans-cancel-dialog-${name}`);
      await expectNoSeriousA11yViolations(page);
      await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
      await expect(cancel).toBeHidden();
      await expect(
        yourPlan.getByText(
          new RegExp(`^Canceled: your Premium Plan stays until ${DATE}\\. After that you're on the Free plan`),
        ),
      ).toBeVisible();
      await expect(yourPlan.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
      await saveViewport(page, `plans-canceled-${name}`);
      // Still Premium until then: the plans screen marks it, and no counter limits today's conversations.
      await page.goto('/plans');
      await expect(planCard(page, 'Premium Plan').getByRole('button', { name: 'Current plan' })).toBeDisabled();

      // Changing their mind keeps the plan.
      await page.goto('/settings#your-plan');
      await page.getByRole('region', { name: 'Your plan' }).getByRole('button', { name: 'Keep my plan' }).click();
      await expect(toast(page).getByText('You keep the Premium Plan', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Your plan' }).getByRole('button', { name: 'Cancel subscription' }),
      ).toBeVisible();
    });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the plans screen shows the three plans side by side and Settings the plan', async ({ page }) => {
    test.setTimeout(60_000);
    await registerThroughForm(page);
    await page.goto('/plans');
    await expect(planCard(page, 'Free Plan').getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await saveScreen(page, 'plans-desktop');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/settings#your-plan');
    const yourPlan = page.getByRole('region', { name: 'Your plan' });
    await expect(yourPlan.getByText("You're on the Free plan: 5 conversations a day.")).toBeVisible();
    await expect(yourPlan.getByRole('link', { name: 'See plans' })).toBeVisible();
    await saveViewport(page, 'plans-your-plan-free-desktop');
    await expectNoSeriousA11yViolations(page);
  });
});
