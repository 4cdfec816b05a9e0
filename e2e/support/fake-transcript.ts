import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Shared with the web server process (playwright.config.ts passes it on): what the fake recogniser hears.
 * Read at call time: the config sets E2E_RUN_ID after its imports have run.
 */
export function fakeTranscriptFile(): string {
  return path.join(os.tmpdir(), `charla-e2e-transcript-${process.env.E2E_RUN_ID ?? 'local'}.txt`);
}

/** The next recordings are transcribed as `text` until changed. */
export function hearNext(text: string): void {
  fs.writeFileSync(fakeTranscriptFile(), text);
}

/**
 * What the transcript file holds while the recogniser is down: the fake OpenAI audio API answers every transcription
 * with a 500, as a failing provider does (serve-with-fake-speech.ts).
 */
export const RECOGNISER_DOWN = '<the fake recogniser is down>';

/** The next recordings reach a recogniser that fails (HTTP 500) until hearNext or forgetHeard. */
export function recogniserFails(): void {
  fs.writeFileSync(fakeTranscriptFile(), RECOGNISER_DOWN);
}

export function forgetHeard(): void {
  fs.rmSync(fakeTranscriptFile(), { force: true });
}
