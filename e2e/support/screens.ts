import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const SCREENS_DIR = path.join('test-results', 'screens');

/** Keeps a full-page screenshot of a screen as a test artefact: test-results/screens/<name>.png. */
export async function saveScreen(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  // From the top: a full-page shot of a scrolled page draws the sticky header part-way down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

/**
 * What the learner sees without scrolling: test-results/screens/<name>.png. On an emulated touch screen this is the
 * one to use, as a full-page shot briefly re-emulates the page without touch (the coarse-pointer layout goes).
 */
export async function saveViewport(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`) });
}
