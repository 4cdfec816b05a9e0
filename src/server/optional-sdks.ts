import { createRequire } from 'node:module';
import type * as IoredisSdk from 'ioredis';
import type * as OpenAiSdk from 'openai';
import type StripeSdk from 'stripe';

/**
 * The SDKs of optional services (Stripe, an OpenAI-compatible endpoint, Redis), loaded the first time a client for
 * one is created. A server that is not configured for a service never holds its SDK: together they are about
 * 25 MB resident (measured in docs/ARCHITECTURE.md#memory), a sixth of the whole process on embedded defaults.
 *
 * Every runtime use of these packages goes through here, type imports aside: the synchronous `require` loads the
 * packages' CommonJS builds, and an error class imported elsewhere through ESM would be a different class, so
 * `instanceof` checks use `loaded…()` too. Those answer undefined until a client exists, and then no error can
 * have come from the SDK either.
 */
const require = createRequire(import.meta.url);

let stripe: typeof StripeSdk | undefined;
let openAi: typeof OpenAiSdk | undefined;
let ioredis: typeof IoredisSdk | undefined;

export const stripeSdk = (): typeof StripeSdk => (stripe ??= require('stripe') as typeof StripeSdk);
export const loadedStripeSdk = (): typeof StripeSdk | undefined => stripe;

export const openAiSdk = (): typeof OpenAiSdk => (openAi ??= require('openai') as typeof OpenAiSdk);
export const loadedOpenAiSdk = (): typeof OpenAiSdk | undefined => openAi;

export const ioredisSdk = (): typeof IoredisSdk => (ioredis ??= require('ioredis') as typeof IoredisSdk);
