import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { startStripeApp } from '@/server/modules/billing/testing/stripe-app';
import { createTestApp } from '@/server/testing/test-app';
import { loadedOpenAiSdk, loadedStripeSdk } from './optional-sdks';

// The optional services' SDKs are loaded only by a process configured for them (see optional-sdks.ts). The order
// of the two tests matters: the embedded app is built first, while this file has loaded neither SDK.
describe('optional SDKs', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('an app on embedded defaults loads neither Stripe nor the OpenAI SDK', async () => {
    const app = await createTestApp();
    closers.push(() => app.close());
    expect(loadedStripeSdk()).toBeUndefined();
    expect(loadedOpenAiSdk()).toBeUndefined();
  });

  it('configuring Stripe and a chat model loads their SDKs when the app is built', async () => {
    const stripeApp = await startStripeApp();
    closers.push(() => stripeApp.close());
    expect(loadedStripeSdk()).toBeTypeOf('function');
    const config = loadConfig({
      NODE_ENV: 'test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_CHAT_MODEL: 'test-model',
    });
    const openAiApp = await createTestApp({ config });
    closers.push(() => openAiApp.close());
    expect(loadedOpenAiSdk()?.OpenAI).toBeTypeOf('function');
  });
});
