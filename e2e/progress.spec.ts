import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerThroughForm } from './support/accounts';
import { hearNext } from './support/fake-transcript';
import { lessonsInLevel } from './support/course';
import { saveScreen } from './support/screens';

// The Dashboard and Learning Path screens (docs/product.md#dashboard), before and after a lesson and a conversation.

const FIRST_LESSON_ID = 'greetings-and-introductions';
const FIRST_LESSON_TITLE = 'Saludos y presentaciones';
const PHONE = { width: 360, height: 780 };

const nav = (page: Page) => page.getByRole('navigation', { name: /main/i });
const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** The value (with its hint) of one of the dashboard's stat cards. */
function stat(page: Page, label: string) {
  return page
    .locator('dl[aria-label="Your statistics"]')
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} spills sideways at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0);
}

async function openDashboard(page: Page) {
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/(dashboard)?$/);
  await expect(region(page, 'Recent Activity')).toBeVisible();
}

async function openLearningPath(page: Page) {
  await nav(page).getByRole('link', { name: 'Learning Path' }).click();
  await expect(page).toHaveURL(/\/learning-path$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Learning Journey' })).toBeVisible();
  await expect(region(page, 'Your Path')).toBeVisible();
}

/** The first beginner lesson, every answer right at the first try (the steps of lessons.spec.ts). */
async function completeFirstLesson(page: Page): Promise<number> {
  const submit = () => page.getByRole('button', { name: 'Submit Answer' }).click();
  const next = () => page.getByRole('button', { name: 'Next Question' }).click();
  const typeAnswer = (answer: string) => page.getByRole('textbox', { name: /answer/i }).fill(answer);
  const correct = () => expect(page.getByText('Correct!')).toBeVisible();

  await page.goto(`/lessons/${FIRST_LESSON_ID}`);
  await expect(page.getByRole('heading', { name: FIRST_LESSON_TITLE })).toBeVisible();
  for (let section = 1; section < 4; section += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start Exercises' }).click();

  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await page.getByRole('radio', { name: 'Buenos días' }).check();
  await submit();
  await correct();
  await next();
  for (const [question, answer] of [
    [2, 'mucho gusto'],
    [3, 'estás'],
    [4, 'llamo'],
    [5, 'See you later'],
  ] as const) {
    await expect(page.getByText(`Question ${question} of 6`)).toBeVisible();
    await typeAnswer(answer);
    await submit();
    await correct();
    await next();
  }
  await expect(page.getByText('Question 6 of 6')).toBeVisible();
  hearNext('Buenas tardes, ¿cómo está usted?');
  await page.getByRole('button', { name: /start recording/i }).click();
  await page.waitForTimeout(1200);
  await page.getByRole('button', { name: /stop recording/i }).click();
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeEnabled();
  await submit();
  await correct();
  await page.getByRole('button', { name: 'Complete Lesson' }).click();

  await expect(page.getByRole('heading', { name: 'Lesson Complete!' })).toBeVisible();
  await expect(page.getByText('100%').first()).toBeVisible();
  const earned = (await page.getByText(/^\+\d+ XP earned$/).innerText()).match(/\d+/)?.[0];
  return Number(earned);
}

/** 'Introducing Yourself' with two typed messages, ended, the completion dialog closed. */
async function haveShortConversation(page: Page) {
  const partner = page.getByRole('region', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Partner:' });
  await nav(page).getByRole('link', { name: 'Practice' }).click();
  await expect(page.getByRole('heading', { name: 'Practice Speaking' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: /Introducing Yourself/ }).click();
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(partner).toHaveCount(1);
  for (const [index, text] of ['Hola, me llamo Ana.', 'Soy de Chile.'].entries()) {
    await page.getByLabel('Type your message').fill(text);
    await page.keyboard.press('Enter');
    await expect(partner).toHaveCount(index + 2);
  }
  await page.getByRole('button', { name: 'End Conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conversation Complete!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('+6')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The chart and streak calendar load only once the learner scrolls near them (see dashboard-page.tsx). */
async function scrollToInsights(page: Page) {
  await page.getByRole('region', { name: 'Recent Activity' }).scrollIntoViewIfNeeded();
}

test('a new learner lands on the get-started dashboard and learning path', async ({ page }) => {
  await registerThroughForm(page);
  await expect(page).toHaveURL(/\/$/);

  await expect(region(page, 'Get Started with Learning')).toBeVisible();
  await expect(region(page, 'Your Personalized Recommendations')).toHaveCount(0);
  await expect(region(page, 'Get Started with Learning').getByText('Priority 1')).toBeVisible();
  await expect(region(page, 'Recent Activity').getByText('Start practicing to see your activity here!')).toBeVisible();
  const learning = region(page, 'Learning Progress');
  await expect(
    learning.getByText('You have not completed a lesson or a conversation yet.', { exact: false }),
  ).toBeVisible();
  await expect(learning.getByRole('listitem')).toHaveCount(3);
  await expect(stat(page, 'Total Experience')).toHaveText(/^0\s*XP$/);
  await expect(stat(page, 'Lessons Completed')).toHaveText('0');
  await expect(stat(page, 'Conversations')).toHaveText('0');
  await expect(stat(page, 'This Week')).toHaveText(/^0\s*\+0 XP$/);
  // The chart and calendar load when scrolled near: empty, no streak.
  await scrollToInsights(page);
  await expect(region(page, 'Streak').getByRole('img', { name: /No current streak/ })).toBeVisible();
  await expect(region(page, 'XP per day')).toContainText('Last 30 days · 0 XP');
  await expect(page.getByText('No streak yet')).toBeVisible();
  // The page ends with its footer: nothing hidden (the chart's table for screen readers) stretches it.
  const spaceBelowFooter = await page.evaluate(
    () =>
      document.documentElement.scrollHeight -
      (document.querySelector('footer')?.getBoundingClientRect().bottom ?? 0) -
      window.scrollY,
  );
  expect(spaceBelowFooter).toBeLessThanOrEqual(1);
  await saveScreen(page, 'progress-dashboard-new');
  await expectNoSeriousA11yViolations(page);

  await openLearningPath(page);
  await expect(region(page, 'Get Started with Your Learning Journey')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Beginner' })).toContainText(
    `0 / ${lessonsInLevel('beginner')} lessons • 0 conversations`,
  );
  await expect(region(page, 'Recent Activity').getByText('Start practicing to see your activity here!')).toBeVisible();
  // The path: only the first lesson is open, and it is up next.
  const beginnerPath = region(page, 'Your Path').getByRole('list', { name: 'Beginner lessons' });
  await expect(beginnerPath.getByRole('listitem')).toHaveCount(lessonsInLevel('beginner'));
  await expect(beginnerPath.getByRole('link')).toHaveCount(1);
  await expect(beginnerPath.getByRole('link', { name: new RegExp(FIRST_LESSON_TITLE) })).toHaveAttribute(
    'href',
    `/lessons/${FIRST_LESSON_ID}`,
  );
  await expect(beginnerPath.locator('li[aria-current="step"]')).toContainText('Up next');
  await saveScreen(page, 'progress-learning-path-new');
  await expectNoSeriousA11yViolations(page);
});

test('the get-started recommendations lead to the lessons and to the practice screen', async ({ page }) => {
  await registerThroughForm(page);
  const card = region(page, 'Get Started with Learning');
  const lessonAction = card.getByRole('link', { name: 'Start Lesson' });
  const speakingAction = card.getByRole('link', { name: 'Practice Speaking' });
  // The spec's destinations, carrying what they name (docs/product.md#recommendations).
  await expect(lessonAction).toHaveAttribute('href', `/lessons?lesson=${FIRST_LESSON_ID}`);
  await expect(speakingAction).toHaveAttribute('href', /^\/conversation\?topic=[\w-]+&difficulty=beginner$/);

  await lessonAction.click();
  await expect(page).toHaveURL(/\/lessons\?lesson=/);
  await expect(page.getByRole('heading', { name: 'Learn Spanish' })).toBeVisible();
  const named = page.getByRole('article', { name: FIRST_LESSON_TITLE });
  await expect(named.getByText('Recommended for you')).toBeVisible();
  await expect(named.getByRole('link', { name: 'Start Lesson' })).toBeFocused();

  await openDashboard(page);
  await region(page, 'Get Started with Learning').getByRole('link', { name: 'Practice Speaking' }).click();
  await expect(page).toHaveURL(/\/conversation\?topic=/);
  await expect(page.getByRole('heading', { name: 'Practice Speaking' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Topic' })).not.toContainText('Choose a topic');
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeEnabled();

  // The same pair on the learning path.
  await openLearningPath(page);
  const pathCard = region(page, 'Get Started with Your Learning Journey');
  await expect(pathCard.getByRole('link', { name: 'Start Lesson' })).toHaveAttribute(
    'href',
    `/lessons?lesson=${FIRST_LESSON_ID}`,
  );
  await pathCard.getByRole('link', { name: 'Practice Speaking' }).click();
  await expect(page).toHaveURL(/\/conversation\?topic=/);
});

test('after a lesson and a conversation the dashboard and learning path show them', async ({ page }) => {
  test.setTimeout(60_000);
  await registerThroughForm(page);
  const lessonXp = await completeFirstLesson(page);
  expect(lessonXp).toBe(5); // 100 % of the lesson's 5 XP (docs/product.md#lesson-xp-rule).
  await haveShortConversation(page);
  const conversationXp = 6; // 3 XP for each of the two learner messages.
  const totalXp = lessonXp + conversationXp;

  // Dashboard.
  await openDashboard(page);
  await expect(stat(page, 'Total Experience')).toHaveText(new RegExp(`^${totalXp}\\s*XP$`));
  await expect(stat(page, 'Lessons Completed')).toHaveText('1');
  await expect(stat(page, 'Conversations')).toHaveText('1');
  await expect(stat(page, 'This Week')).toHaveText(new RegExp(`^2\\s*\\+${totalXp} XP$`));
  const recommendations = region(page, 'Your Personalized Recommendations');
  await expect(recommendations).toBeVisible();
  await expect(region(page, 'Get Started with Learning')).toHaveCount(0);
  await expect(recommendations.getByText('Priority 1')).toBeVisible();
  const learning = region(page, 'Learning Progress');
  await expect(learning.getByRole('term')).toHaveText(['Lessons completed', 'Practice sessions', 'This week']);
  await expect(learning.getByRole('definition')).toHaveText(['1', '1', '1 lesson · 1 conversation']);

  const activity = region(page, 'Recent Activity').getByRole('listitem');
  await expect(activity).toHaveCount(2);
  const lessonEntry = activity.filter({ hasText: FIRST_LESSON_TITLE });
  await expect(lessonEntry).toContainText('Lesson');
  await expect(lessonEntry).toContainText('Score 100%');
  await expect(lessonEntry).toContainText(`+${lessonXp} XP`);
  const talkEntry = activity.filter({ hasText: 'Introducing Yourself' });
  await expect(talkEntry).toContainText('Conversation');
  await expect(talkEntry).toContainText(/\d+ min|< 1 min/);
  await expect(talkEntry).toContainText(`+${conversationXp} XP`);
  await expect(activity.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/);

  // The lazily loaded chart and calendar: today active, a one-day streak.
  await scrollToInsights(page);
  await expect(region(page, 'XP per day')).toContainText(`Last 30 days · ${totalXp} XP`);
  await expect(
    region(page, 'XP per day').getByRole('img', {
      name: new RegExp(`^${totalXp} XP earned in the last 30 days, on 1 of them`),
    }),
  ).toBeVisible();
  const streak = region(page, 'Streak');
  await expect(streak.locator('strong')).toHaveText('1');
  await expect(streak.getByText('day in a row')).toBeVisible();
  await expect(streak.getByRole('img', { name: /1 day streak/ })).toBeVisible();
  // The default daily goal is 20 XP (docs/product.md#daily-goal).
  const goal = totalXp >= 20 ? 'goal met' : 'goal not met';
  await expect(streak.locator('[data-today]')).toHaveAttribute(
    'title',
    new RegExp(`: 1 lesson, 1 conversation, ${totalXp} XP, ${goal}$`),
  );

  // The lesson's 'Lesson Completed!' toast lasts 5 s and would cover the Learning Progress card in the shot.
  await expect(page.getByRole('region', { name: /notifications/i }).getByRole('listitem')).toHaveCount(0, {
    timeout: 10_000,
  });
  await saveScreen(page, 'progress-dashboard-desktop');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expect(region(page, 'Recent Activity')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the dashboard');
  await saveScreen(page, 'progress-dashboard-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Learning path.
  await openLearningPath(page);
  await expect(region(page, 'Your Personalized Recommendations')).toBeVisible();
  await expect(region(page, 'Get Started with Your Learning Journey')).toHaveCount(0);
  const beginner = page.getByRole('article', { name: 'Beginner' });
  await expect(beginner).toContainText(`1 / ${lessonsInLevel('beginner')} lessons • 1 conversation`);
  await expect(beginner).toContainText('Current level');
  // XP earned in the level's lessons (the contract's per-level figure), the average lesson score.
  await expect(beginner.getByRole('definition')).toHaveText([`${lessonXp} XP`, '100%']);
  const journey = page.locator('dl[aria-label="Your journey"]');
  await expect(journey.locator('div').filter({ hasText: 'Current Level' }).locator('dd')).toHaveText(
    new RegExp(`^Beginner\\s*${totalXp} XP$`),
  );
  await expect(page.getByRole('article', { name: 'Intermediate' })).toContainText('Locked');
  const pathActivity = region(page, 'Recent Activity').getByRole('listitem');
  await expect(pathActivity).toHaveCount(2);
  await expect(pathActivity.filter({ hasText: FIRST_LESSON_TITLE })).toContainText('Score 100%');
  await expect(pathActivity.filter({ hasText: 'Introducing Yourself' })).toContainText('Conversation');

  await saveScreen(page, 'progress-learning-path-desktop');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expect(region(page, 'Your Path')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the learning path');
  await saveScreen(page, 'progress-learning-path-phone');
  await expectNoSeriousA11yViolations(page);

  // The next lesson is open now; its link opens it.
  const nextLesson = region(page, 'Your Path').getByRole('link', { name: /Los números del 0 al 20/ });
  await expect(nextLesson).toHaveAttribute('href', '/lessons/numbers-0-to-20');
  await nextLesson.click();
  await expect(page).toHaveURL(/\/lessons\/numbers-0-to-20$/);
  await expect(page.getByRole('heading', { name: 'Los números del 0 al 20' })).toBeVisible();
});
