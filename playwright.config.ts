import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { fakeSpeechClipFile } from './e2e/support/fake-speech-clip';
import { fakeTranscriptFile } from './e2e/support/fake-transcript';
import { CHROMIUM, systemProgramAvailable } from './src/server/testing/system-programs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database per run, so the suite never depends on earlier runs.
const dataDir = path.join(os.tmpdir(), `charla-e2e-${process.pid}-${Date.now()}`);
// One id per run, inherited by the workers, so tests and the web server agree on the fake transcript file.
process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;

// Every e2e test drives the system Chromium: without it they are skipped with a reason (a failure under CI).
const hasChromium = systemProgramAvailable(CHROMIUM, 'the browser tests');

const HANDS_FREE_SPEC = 'hands-free.spec.ts';
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // A fake microphone that needs no permission prompt and "says" Spanish (espeak-ng fixtures, made once).
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export default defineConfig({
  testDir: 'e2e',
  ...(hasChromium ? {} : { testMatch: [] }),
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  // A lazily loaded chunk on a busy two-core CI machine took over 7 s once (the dashboard mistakes card); speed is
  // measured by `npm run bench`, not here.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system Chromium (Debian package `chromium`); Playwright never downloads a browser here.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [...BROWSER_ARGS, `--use-file-for-fake-audio-capture=${path.resolve('e2e/fixtures/spanish-speech.wav')}`],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: HANDS_FREE_SPEC },
    // Hands-free mode needs a microphone that speaks, pauses, and speaks again (Chromium loops the file):
    // two Spanish sentences, each followed by 7 s of silence (docs/product.md#hands-free).
    {
      name: 'hands-free',
      testMatch: hasChromium ? HANDS_FREE_SPEC : [],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            ...BROWSER_ARGS,
            `--use-file-for-fake-audio-capture=${path.resolve('e2e/fixtures/hands-free-speech.wav')}`,
          ],
        },
      },
    },
  ],
  webServer: hasChromium
    ? {
        // The built app (npm run build first), exactly as `npm start` serves it, with a fake speech recogniser.
        command: 'npx tsx e2e/support/serve-with-fake-speech.ts',
        url: `${baseURL}/api/health/ready`,
        reuseExistingServer: false,
        timeout: 60_000,
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          // The browser tests speak with the built-in partner, even on a machine running Ollama.
          OLLAMA_URL: 'off',
          TRUST_PROXY: 'false',
          // Every test signs a new learner up from the one address: more than the default 20 an hour.
          REGISTRATIONS_PER_HOUR: '1000',
          FAKE_TRANSCRIPT_FILE: fakeTranscriptFile(),
          FAKE_SPEECH_CLIP_FILE: fakeSpeechClipFile(),
        },
      }
    : undefined,
});
