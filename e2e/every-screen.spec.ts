import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerAtWelcome } from './support/accounts';
import { course, takeLesson } from './support/course';
import { forgetHeard } from './support/fake-transcript';
import { saveScreen, saveViewport } from './support/screens';
import { PHONE_AND_DESKTOP } from './support/widths';

// Issue 31, "Done when": axe reports no serious or critical finding on any screen, on a phone (390 × 844, touch)
// and on a desktop (1366 × 800). Every route of src/web/app/app-routes.tsx is visited here in the state a learner
// first meets it; the walks of the other specs check the screens' later states (a lesson's exercises, a running
// conversation, a report, a review card, a checkout). Point 8's small items ride along: an unknown report id says
// "not found", and signing in returns to the page asked for.

const WIDTHS = PHONE_AND_DESKTOP;

const FIRST_LESSON = course.find((lesson) => lesson.id === 'greetings-and-introductions')!;

/**
 * The screen has drawn its heading and its data: a screenshot, then axe, with the experimental
 * label-content-name-mismatch rule as well (issue 31 point 8 found it on the lesson screen).
 */
async function checkScreen(page: Page, heading: string | RegExp, shot: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Its data has come (a part loaded only when scrolled near, like the dashboard's history, may still wait).
  await page.waitForLoadState('networkidle');
  // Point 8: no paragraph nests another (invalid HTML the browser splits, moving the text).
  await expect(page.locator('p p')).toHaveCount(0);
  await saveScreen(page, shot);
  await expectNoSeriousA11yViolations(page, { experimental: true });
}

test.afterEach(() => forgetHeard());

/** Logout sits behind the Menu button on a phone. */
async function logOut(page: Page) {
  const logout = page.getByRole('button', { name: 'Logout' });
  if (!(await logout.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
}

for (const { name, use } of WIDTHS) {
  test.describe(`every screen on a ${name}`, () => {
    test.use(use);

    test(`axe finds nothing serious on any screen, and sign-in returns to the page asked for (${name})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      // Signed out.
      await page.goto('/');
      await checkScreen(page, 'Master Spanish Through Natural Conversations', `every-screen-landing-${name}`);
      await page.goto('/login');
      await checkScreen(page, /./, `every-screen-login-${name}`);
      await page.goto('/register');
      await checkScreen(page, /./, `every-screen-register-${name}`);
      await page.goto('/no/such/page');
      await expect(page.getByText('404 Page Not Found')).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
      await checkScreen(page, /404 Page Not Found/, `every-screen-not-found-${name}`);

      // A new learner: the welcome, then each screen of the app.
      const learner = await registerAtWelcome(page);
      await checkScreen(page, 'Welcome to Charla!', `every-screen-welcome-${name}`);
      // Point 1: "I'm new to Spanish" keeps its promise, the course's first lesson.
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: /I'm new to Spanish/ }).click();
      await expect(page).toHaveURL(`/lessons/${FIRST_LESSON.id}`);
      await expect(page.getByRole('heading', { level: 1, name: FIRST_LESSON.title })).toBeVisible();
      await page.goto('/');
      await expect(page.getByText(`Welcome back, ${learner.username}!`)).toBeVisible();
      await checkScreen(page, /./, `every-screen-dashboard-${name}`);

      const screens: [string, string | RegExp, string][] = [
        ['/lessons', /./, 'lessons'],
        ['/lessons/greetings-and-introductions', 'Saludos y presentaciones', 'lesson'],
        ['/learning-path', 'Your Learning Journey', 'learning-path'],
        ['/conversation', 'Practice Speaking', 'practice'],
        ['/review', /./, 'review'],
        ['/plans', /./, 'plans'],
        ['/settings', /./, 'settings'],
        ['/placement', /./, 'placement'],
        ['/help/voice', 'How voice works here', 'voice-help'],
        ['/conversations/999999/report', /./, 'report-not-found'],
        ['/checkout/demo/cs_demo_unknown', /./, 'checkout-not-found'],
      ];
      for (const [path, heading, shot] of screens) {
        await page.goto(path);
        if (shot === 'report-not-found') {
          // Point 8: an id with no conversation is "not found", with the way back, not "Try again".
          await expect(page.getByRole('heading', { name: 'Report not found' })).toBeVisible();
          await expect(page.getByRole('button', { name: /try again/i })).toHaveCount(0);
        }
        if (shot === 'checkout-not-found') {
          await expect(page.getByRole('heading', { name: 'Checkout not found' })).toBeVisible();
        }
        await checkScreen(page, heading, `every-screen-${shot}-${name}`);
      }

      // The lesson screen through the first lesson: each exercise type asked and answered, then the result.
      const seen = new Set<string>();
      await takeLesson(page, FIRST_LESSON, {
        onCard: async (exercise, moment) => {
          const key = `${exercise.type}-${moment}`;
          if (seen.has(key)) return;
          seen.add(key);
          await saveViewport(page, `every-screen-exercise-${key}-${name}`);
          await expect(page.locator('p p')).toHaveCount(0);
          await expectNoSeriousA11yViolations(page, { experimental: true });
        },
      });
      expect(seen.size).toBe(10);
      await saveScreen(page, `every-screen-lesson-result-${name}`);
      await expectNoSeriousA11yViolations(page, { experimental: true });

      // Point 8: signed out, a protected page asks for a sign-in and returns to that page after it.
      await logOut(page);
      await page.goto('/review');
      await expect(page).toHaveURL('/login?next=%2Freview');
      await page.getByLabel('Username').fill(learner.username);
      await page.getByLabel('Password').fill(learner.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL('/review');
      await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    });
  });
}
