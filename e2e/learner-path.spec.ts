import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerThroughForm } from './support/accounts';
import { lessonsInLevel } from './support/course';
import { saveScreen, saveViewport } from './support/screens';
import { PHONE_AND_DESKTOP } from './support/widths';

// Issue 31, point 1: every call to action opens its target (docs/product.md#recommendations, #lesson-lists), on a
// phone and on a desktop.

const FIRST_LESSON_ID = 'greetings-and-introductions';
const FIRST_LESSON_TITLE = 'Saludos y presentaciones';
const WIDTHS = PHONE_AND_DESKTOP;

/** The shipped conversation topics: their ids and titles. */
const topics = fs
  .readdirSync('content/topics')
  .filter((file) => file.endsWith('.json'))
  .map(
    (file) => JSON.parse(fs.readFileSync(path.join('content/topics', file), 'utf8')) as { id: string; title: string },
  );

const region = (page: Page, name: string) => page.getByRole('region', { name });

for (const { name, use } of WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use(use);
    test(`recommendations open what they name, and the path is shown (${name})`, async ({ page }) => {
      test.setTimeout(150_000);
      await registerThroughForm(page);

      // The lesson recommendation opens the lessons screen at its lesson: highlighted, in view, Start focused.
      const card = region(page, 'Get Started with Learning');
      await card.getByRole('link', { name: 'Start Lesson' }).click();
      await expect(page).toHaveURL(new RegExp(`/lessons\\?lesson=${FIRST_LESSON_ID}$`));
      const lesson = page.getByRole('article', { name: FIRST_LESSON_TITLE });
      await expect(lesson.getByText('Recommended for you')).toBeVisible();
      await expect(lesson.getByText('Up next')).toBeVisible();
      const start = lesson.getByRole('link', { name: 'Start Lesson' });
      await expect(start).toBeFocused();
      await expect(start).toBeInViewport();
      await saveViewport(page, `learner-path-lessons-focused-${name}`);
      await expectNoSeriousA11yViolations(page);

      // Practice Speaking opens the practice screen with the named topic and the learner's level chosen.
      await page.goto('/');
      await region(page, 'Get Started with Learning').getByRole('link', { name: 'Practice Speaking' }).click();
      await expect(page).toHaveURL(/\/conversation\?topic=[\w-]+&difficulty=beginner$/);
      // The topic the link names is the one chosen (its title, from the shipped topic files).
      const topicId = new URL(page.url()).searchParams.get('topic');
      const topic = topics.find((candidate) => candidate.id === topicId);
      expect(topic, `topic ${topicId}`).toBeDefined();
      await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveText(topic!.title);
      await expect(page.getByRole('radio', { name: 'Beginner' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeEnabled();
      await saveScreen(page, `learner-path-practice-chosen-${name}`);
      await expectNoSeriousA11yViolations(page);

      // The Learning Path screen shows the path: the course in order, the first lesson up next, the rest locked.
      await page.goto('/learning-path');
      const pathCard = region(page, 'Your Path');
      const beginner = pathCard.getByRole('list', { name: 'Beginner lessons' });
      await expect(beginner.getByRole('listitem')).toHaveCount(lessonsInLevel('beginner'));
      await expect(beginner.getByRole('listitem').first()).toContainText('Up next');
      await expect(beginner.getByRole('listitem').nth(1)).toContainText('Locked');
      await expect(beginner.getByRole('link')).toHaveCount(1);
      await saveScreen(page, `learner-path-journey-${name}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
