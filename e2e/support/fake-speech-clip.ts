import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Shared with the web server process (playwright.config.ts passes it on): which e2e/fixtures clip the fake
 * server voice answers with. Without the file it is spanish-speech.wav (2.7 s).
 */
export function fakeSpeechClipFile(): string {
  return path.join(os.tmpdir(), `charla-e2e-speech-clip-${process.env.E2E_RUN_ID ?? 'local'}.txt`);
}

/** The next replies read by the server voice sound like e2e/fixtures/`fixture` until changed. */
export function speakRepliesWith(fixture: string): void {
  fs.writeFileSync(fakeSpeechClipFile(), fixture);
}

export function forgetSpeechClip(): void {
  fs.rmSync(fakeSpeechClipFile(), { force: true });
}
