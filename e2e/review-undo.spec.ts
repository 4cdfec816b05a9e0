import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerThroughForm } from './support/accounts';
import { saveViewport } from './support/screens';
import { PHONE_AND_DESKTOP } from './support/widths';

const WORDS = ['Buenos días', 'Buenas tardes', 'Buenas noches'];
const NEWCOMER = 'Adiós';

/** Saves words to the review deck from the first lesson's reading, as a learner taps them. */
async function saveWords(page: Page, words: readonly string[]) {
  await page.goto('/lessons/greetings-and-introductions');
  for (const word of words) {
    await page.getByRole('button', { name: `Add to review: “${word}”` }).click();
    await expect(page.getByRole('button', { name: `Added to your review deck: “${word}”` })).toBeVisible();
  }
}

// Issue 31 point 4, on a phone (390 × 844, touch) and a desktop (1366 × 800).
const WIDTHS = PHONE_AND_DESKTOP;

for (const { name, use } of WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use(use);
    test(`Delete card offers Undo; a card deleted for good never comes back, one undone stays (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await registerThroughForm(page);

      // Three words saved from the first lesson's reading.
      await saveWords(page, WORDS);

      await page.goto('/review');
      await expect(page.getByText('Card 1 of 3')).toBeVisible();
      const card = page.getByRole('region', { name: 'Review card' });
      // New cards come in the order they were saved.
      await expect(card.getByText(WORDS[0]!, { exact: true })).toBeVisible();

      // Delete, then Undo: the card comes back, next after the one now on screen.
      await page.getByRole('button', { name: 'Delete card' }).click();
      const toast = page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
      await expect(toast.getByText('Card deleted', { exact: true })).toBeVisible();
      await expect(page.getByText('Card 1 of 2')).toBeVisible();
      await expect(card.getByText(WORDS[1]!, { exact: true })).toBeVisible();
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expect(toast.getByText('Card restored', { exact: true })).toBeVisible();
      await expect(page.getByText('Card 1 of 3')).toBeVisible();

      // Grade the card on screen; the restored one follows.
      await card.getByRole('button', { name: /^Show answer/ }).click();
      await card.getByRole('button', { name: /^Good/ }).click();
      await expect(card.getByText(WORDS[0]!, { exact: true })).toBeVisible();
      await expect(page.getByText('Card 2 of 3')).toBeVisible();

      // Deleted for good this time: once the undo window has passed the server deletes it.
      const deleted = page.waitForResponse(
        (response) => response.request().method() === 'DELETE' && response.url().includes('/api/review/cards/'),
        { timeout: 15_000 },
      );
      const clickedAt = Date.now();
      await page.getByRole('button', { name: 'Delete card' }).click();
      await expect(toast.getByText('Card deleted', { exact: true })).toBeVisible();
      await saveViewport(page, `review-delete-undo-${name}`);
      await expectNoSeriousA11yViolations(page);
      expect((await deleted).status()).toBe(204);
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(4_500);
      await page.reload();
      await expect(page.getByText('Card 1 of 1')).toBeVisible();
      await expect(card.getByText(WORDS[2]!, { exact: true })).toBeVisible();
      const cards = await (await page.request.get('/api/review/cards')).json();
      expect(JSON.stringify(cards)).not.toContain(WORDS[0]);
    });

    test(`Keep going starts from a fresh queue: a word saved meanwhile comes, no card graded or deleted does (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await registerThroughForm(page);
      await saveWords(page, WORDS);

      // What the review screen asks of the server, in order.
      const calls: string[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'DELETE') calls.push(`DELETE ${response.status()}`);
        else if (response.url().endsWith('/api/review/queue')) calls.push(`queue ${response.status()}`);
      });
      await page.goto('/review');
      await expect(page.getByText('Card 1 of 3')).toBeVisible();
      const card = page.getByRole('region', { name: 'Review card' });
      await card.getByRole('button', { name: /^Show answer/ }).click();
      await card.getByRole('button', { name: /^Good/ }).click();
      await expect(card.getByText(WORDS[1]!, { exact: true })).toBeVisible();

      // Meanwhile, in another tab, the learner saves one more word from the lesson...
      const lessonTab = await page.context().newPage();
      await lessonTab.goto('/lessons/greetings-and-introductions');
      await lessonTab.getByRole('button', { name: `Add to review: “${NEWCOMER}”` }).click();
      await expect(lessonTab.getByRole('button', { name: `Added to your review deck: “${NEWCOMER}”` })).toBeVisible();
      await lessonTab.close();

      // ...deletes the second card here, and grades the last.
      await page.getByRole('button', { name: 'Delete card' }).click();
      await expect(card.getByText(WORDS[2]!, { exact: true })).toBeVisible();
      await card.getByRole('button', { name: /^Show answer/ }).click();
      await card.getByRole('button', { name: /^Good/ }).click();

      // The summary offers the one card due now: the word saved meanwhile, not the one deleted.
      const summary = page.getByRole('status').filter({ hasText: 'Session complete' });
      const keepGoing = summary.getByRole('button', { name: 'Keep going (1 more)' });
      await expect(keepGoing).toBeVisible();
      await saveViewport(page, `review-keep-going-${name}`);

      // Keep going: the deletion has gone to the server (at once, if its Undo is still open), then the queue is
      // asked again, and the new session is that queue.
      const before = calls.length;
      await keepGoing.click();
      await expect(page.getByText('Card 1 of 1')).toBeVisible();
      await expect(card.getByText(NEWCOMER, { exact: true })).toBeVisible();
      expect(calls.slice(before).at(-1)).toBe('queue 200');
      expect(calls.indexOf('DELETE 204')).toBeGreaterThan(-1);
      expect(calls.indexOf('DELETE 204')).toBeLessThan(calls.length - 1);
      await expectNoSeriousA11yViolations(page);
      await saveViewport(page, `review-keep-going-fresh-${name}`);
      await card.getByRole('button', { name: /^Show answer/ }).click();
      await card.getByRole('button', { name: /^Good/ }).click();
      await expect(summary).toBeVisible();
      // Nothing more today: no card graded or deleted came back.
      await expect(summary.getByRole('button', { name: /^Keep going/ })).toHaveCount(0);
      const cards = await (await page.request.get('/api/review/cards')).json();
      expect(JSON.stringify(cards)).not.toContain(WORDS[1]);
    });
  });
}
