import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      databaseUrl: undefined,
      trustProxy: false,
      allowedOrigins: [],
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and production mode', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/charla',
      DATABASE_URL: 'postgres://u@db:5432/charla',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/charla',
      databaseUrl: 'postgres://u@db:5432/charla',
      isProduction: true,
      logLevel: 'info',
    });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SESSION_SECRET: 'short',
        TRUST_PROXY: 'maybe',
        ALLOWED_ORIGINS: 'not a url',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SESSION_SECRET', 'TRUST_PROXY', 'ALLOWED_ORIGINS'])
      expect(message).toContain(name);
  });

  it('normalises allowed origins', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example/, http://b.example:8080' }).allowedOrigins).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
  });

  it('reads TRUST_PROXY as no proxy, a hop count (true is one hop) or the proxies’ addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0', 'proxy.internal', ',', '1.5', '-1', '10.0.0.0/8/8'])(
    'names TRUST_PROXY=%s as invalid',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, true \(one proxy\)/);
    },
  );

  it('reads TRUST_FORWARDED_HOST (off by default) and REDIS_URL (unset by default)', () => {
    expect(loadConfig({})).toMatchObject({ trustForwardedHost: false, redisUrl: undefined });
    expect(loadConfig({ TRUST_FORWARDED_HOST: 'true', REDIS_URL: 'redis://127.0.0.1:6379/2' })).toMatchObject({
      trustForwardedHost: true,
      redisUrl: 'redis://127.0.0.1:6379/2',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//);
    expect(() => loadConfig({ TRUST_FORWARDED_HOST: 'maybe' })).toThrow(/TRUST_FORWARDED_HOST/);
  });

  it('uses the built-in tutor unless an OpenAI-compatible endpoint is configured', () => {
    expect(loadConfig({}).tutor).toEqual({ engine: 'builtin' });
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' }).tutor).toEqual({
      engine: 'openai',
      apiKey: 'sk-test',
      baseURL: undefined,
      model: 'gpt-4o-mini',
    });
    expect(loadConfig({ OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_CHAT_MODEL: 'llama3.1' }).tutor).toEqual({
      engine: 'openai',
      apiKey: undefined,
      baseURL: 'http://localhost:11434/v1',
      model: 'llama3.1',
    });
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test', TUTOR_ENGINE: 'builtin' }).tutor).toEqual({ engine: 'builtin' });
  });

  it('runs the language thread only when LANGUAGE_THREAD=on', () => {
    expect(loadConfig({}).languageThread).toBe(false);
    expect(loadConfig({ LANGUAGE_THREAD: 'on' }).languageThread).toBe(true);
    expect(loadConfig({ LANGUAGE_THREAD: 'off' }).languageThread).toBe(false);
    expect(() => loadConfig({ LANGUAGE_THREAD: 'yes' })).toThrow(/LANGUAGE_THREAD: must be on or off/);
  });

  it('names what the OpenAI-compatible engine is missing', () => {
    expect(() => loadConfig({ TUTOR_ENGINE: 'openai' })).toThrow(/OPENAI_API_KEY: required/);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/OPENAI_CHAT_MODEL: required/);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'ftp://x', TUTOR_ENGINE: 'gpt' })).toThrow(
      /OPENAI_BASE_URL[\s\S]*TUTOR_ENGINE|TUTOR_ENGINE[\s\S]*OPENAI_BASE_URL/,
    );
  });

  it('leaves speech and language help to the built-in helpers and the browser by default', () => {
    expect(loadConfig({}).language).toEqual({ chat: null, transcription: null, speech: null, apertium: 'apertium' });
    expect(loadConfig({ APERTIUM_COMMAND: 'off' }).language.apertium).toBeNull();
  });

  it('switches audio models on one by one, on the OpenAI endpoint or a separate audio server', () => {
    const openai = loadConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_TRANSCRIBE_MODEL: 'whisper-1' }).language;
    expect(openai.transcription).toEqual({ apiKey: 'sk-test', baseURL: undefined, model: 'whisper-1' });
    expect(openai.speech).toBeNull();
    expect(openai.chat).toEqual({ apiKey: 'sk-test', baseURL: undefined, model: 'gpt-4o-mini' });

    const local = loadConfig({
      OPENAI_AUDIO_BASE_URL: 'http://localhost:8000/v1',
      OPENAI_TRANSCRIBE_MODEL: 'small',
      OPENAI_SPEECH_MODEL: 'tts-1',
      OPENAI_SPEECH_VOICE: 'alloy',
    }).language;
    expect(local.transcription).toEqual({ apiKey: undefined, baseURL: 'http://localhost:8000/v1', model: 'small' });
    expect(local.speech).toEqual({
      apiKey: undefined,
      baseURL: 'http://localhost:8000/v1',
      model: 'tts-1',
      voice: 'alloy',
    });
    // An audio server alone leaves the conversation partner built in.
    expect(
      loadConfig({ OPENAI_AUDIO_BASE_URL: 'http://localhost:8000/v1', OPENAI_TRANSCRIBE_MODEL: 'small' }).tutor,
    ).toEqual({ engine: 'builtin' });
  });

  it('names an audio model that has no server to reach', () => {
    expect(() => loadConfig({ OPENAI_TRANSCRIBE_MODEL: 'whisper-1' })).toThrow(
      /OPENAI_TRANSCRIBE_MODEL: needs OPENAI_API_KEY/,
    );
    expect(() => loadConfig({ OPENAI_SPEECH_MODEL: 'tts-1' })).toThrow(/OPENAI_SPEECH_MODEL: needs/);
    expect(() => loadConfig({ OPENAI_AUDIO_BASE_URL: 'file:///x' })).toThrow(/OPENAI_AUDIO_BASE_URL/);
  });
  it('sells through the demo checkout with 5 free conversations a day by default', () => {
    expect(loadConfig({}).billing).toEqual({ freeDailyConversations: 5, publicUrl: undefined, stripe: null });
    expect(
      loadConfig({ FREE_DAILY_CONVERSATIONS: '12', PUBLIC_URL: 'https://charla.example/app/' }).billing,
    ).toMatchObject({ freeDailyConversations: 12, publicUrl: 'https://charla.example' });
    expect(() => loadConfig({ FREE_DAILY_CONVERSATIONS: 'lots' })).toThrow(
      /FREE_DAILY_CONVERSATIONS: must be a whole number/,
    );
    expect(() => loadConfig({ FREE_DAILY_CONVERSATIONS: '-1' })).toThrow(/FREE_DAILY_CONVERSATIONS/);
    expect(() => loadConfig({ PUBLIC_URL: 'charla.example' })).toThrow(/PUBLIC_URL/);
  });

  it('switches to Stripe with a secret key and both plan prices, optionally on another API host', () => {
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_ANNUAL: 'price_A',
      STRIPE_PRICE_PREMIUM: 'price_P',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).billing.stripe;
    expect(stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
      prices: { ANNUAL: 'price_A', PREMIUM: 'price_P' },
      apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    const live = loadConfig({
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PRICE_ANNUAL: 'price_A',
      STRIPE_PRICE_PREMIUM: 'price_P',
    }).billing.stripe;
    expect(live).toMatchObject({ webhookSecret: undefined, apiBase: undefined });
  });

  it('names the Stripe settings that are missing or have no key to go with', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PRICE_ANNUAL: 'price_A' })).toThrow(
      /STRIPE_PRICE_PREMIUM: required with STRIPE_SECRET_KEY/,
    );
    let error: unknown;
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual([
      'STRIPE_PRICE_ANNUAL',
      'STRIPE_PRICE_PREMIUM',
    ]);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: needs STRIPE_SECRET_KEY/,
    );
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_PRICE_ANNUAL: 'a',
        STRIPE_PRICE_PREMIUM: 'p',
        STRIPE_API_BASE: 'ftp://x',
      }),
    ).toThrow(/STRIPE_API_BASE/);
  });

  it('serves no metrics by default; METRICS_TOKEN and METRICS_PORT are checked', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    const token = 'a-long-enough-scrape-token';
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({ token, port: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the middle' })).toThrow(/METRICS_TOKEN: must not contain/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT: must be a port number/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it('carries session events over the database unless REDIS_URL is set, and caps live sockets at 5 a learner', () => {
    const embedded = loadConfig({});
    expect(embedded.redisUrl).toBeUndefined();
    expect(embedded.liveSocketsPerLearner).toBe(5);
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/0', LIVE_SOCKETS_PER_LEARNER: '2' })).toMatchObject({
      redisUrl: 'redis://cache.internal:6379/0',
      liveSocketsPerLearner: 2,
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache', LIVE_SOCKETS_PER_LEARNER: '0' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL[\s\S]*LIVE_SOCKETS_PER_LEARNER/,
    );
  });
});
