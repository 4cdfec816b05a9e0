import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export function newLearner() {
  return { username: `learner_${randomBytes(4).toString('hex')}`, password: 'una contraseña segura' };
}

/** Registers through the real form, lands on the welcome flow (docs/product.md#welcome) and leaves it. */
export async function registerAtWelcome(page: Page, learner = newLearner()) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: /create account|register|sign up/i }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charla!' })).toBeVisible();
  return learner;
}

/** Registers through the real form, skips the welcome flow and waits for the signed-in home screen. */
export async function registerThroughForm(page: Page, learner = newLearner()) {
  await registerAtWelcome(page, learner);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome back, ${learner.username}!`)).toBeVisible();
  return learner;
}
