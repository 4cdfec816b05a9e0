import { expect, type Page } from '@playwright/test';

/** The chat's messages, the partner's and the learner's. */
export const messages = (page: Page) => page.getByRole('region', { name: 'Messages' }).getByRole('listitem');
export const partnerMessages = (page: Page) => messages(page).filter({ hasText: 'Partner:' });
export const learnerMessages = (page: Page) => messages(page).filter({ hasText: 'You:' });

/** On the practice screen: picks the topic, starts, and waits for the partner's opening line. */
export async function startConversation(page: Page, topic: string) {
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: new RegExp(topic) }).click();
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(partnerMessages(page)).toHaveCount(1);
}
