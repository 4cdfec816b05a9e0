import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LIVE_SOCKETS_PER_LEARNER } from '@/contract/conversation-constants';
import { DEFAULT_FREE_DAILY_CONVERSATIONS, type PlanType } from '@/domain/plans';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

// proxy-addr's names for whole address ranges, accepted in a TRUST_PROXY list.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A mask in CIDR notation; a dotted IPv4 netmask (255.0.0.0) is accepted too, as proxy-addr does.
  if (family === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * false: no proxy. A number: that many proxy hops in front of the app (true means one: trusting every hop would
 * let a client choose its own address with an X-Forwarded-For entry). A list: the proxies' own addresses or CIDRs.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value) && Number(value) <= 100) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'must be false, true (one proxy), a number of proxy hops, or proxy addresses/CIDRs like 10.0.0.0/8,127.0.0.1',
    });
    return z.NEVER;
  });

const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(10),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .max(600_000)
    .default(5_000),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1_000)
    .max(600_000)
    .default(30_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .max(60_000)
    .default(3_000),
  DISK_FREE_WARN_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int()
    .min(0)
    .max(10_000_000)
    .default(200),
  DISK_FREE_MIN_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int()
    .min(0)
    .max(10_000_000)
    .default(50),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  TRUST_FORWARDED_HOST: booleanFromEnv.default(false),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins like https://charla.example' }))),
  TUTOR_ENGINE: z.enum(['builtin', 'openai'], { error: 'must be builtin or openai' }).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like http://localhost:11434/v1' })
    .optional(),
  OPENAI_CHAT_MODEL: z.string().min(1).max(200).optional(),
  OLLAMA_URL: z
    .union([
      z.literal('off'),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL like http://127.0.0.1:11434, or off' }),
    ])
    .optional(),
  LANGUAGE_THREAD: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  OPENAI_TRANSCRIBE_MODEL: z.string().min(1).max(200).optional(),
  OPENAI_SPEECH_MODEL: z.string().min(1).max(200).optional(),
  OPENAI_SPEECH_VOICE: z.string().min(1).max(100).default('nova'),
  OPENAI_AUDIO_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like http://localhost:8000/v1' })
    .optional(),
  APERTIUM_COMMAND: z.string().min(1).max(500).default('apertium'),
  FREE_DAILY_CONVERSATIONS: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0)
    .max(100_000)
    .default(DEFAULT_FREE_DAILY_CONVERSATIONS),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be the app's public http(s) address, like https://charla.example" })
    .optional(),
  STRIPE_SECRET_KEY: z.string().min(1).max(500).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).max(500).optional(),
  STRIPE_PRICE_ANNUAL: z.string().min(1).max(200).optional(),
  STRIPE_PRICE_PREMIUM: z.string().min(1).max(200).optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like http://127.0.0.1:12111' })
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .max(500)
    .regex(/^\S+$/, { error: 'must not contain spaces' })
    .optional(),
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  LIVE_SOCKETS_PER_LEARNER: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1)
    .max(1_000)
    .default(DEFAULT_LIVE_SOCKETS_PER_LEARNER),
  REGISTRATIONS_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1)
    .max(100_000)
    .default(20),
});

/** The model used with OpenAI itself when OPENAI_CHAT_MODEL is not set. */
export const DEFAULT_OPENAI_CHAT_MODEL = 'gpt-4o-mini';

export type TutorConfig =
  { engine: 'builtin' } | { engine: 'openai'; apiKey: string | undefined; baseURL: string | undefined; model: string };

/** An OpenAI-compatible HTTP API: OpenAI itself (key only) or a local server (base URL, key optional). */
export type OpenAiEndpoint = { apiKey: string | undefined; baseURL: string | undefined };

export type LanguageConfig = {
  /** Corrections, translations and practice answers by the chat model; null: the built-in helpers. */
  chat: (OpenAiEndpoint & { model: string }) | null;
  /** Server speech-to-text (/audio/transcriptions); null: the browser's own recognition. */
  transcription: (OpenAiEndpoint & { model: string }) | null;
  /** A server voice (/audio/speech) for browsers without a Spanish voice; null: none. */
  speech: (OpenAiEndpoint & { model: string; voice: string }) | null;
  /** The Apertium command for offline translation, or null when turned off (APERTIUM_COMMAND=off). */
  apertium: string | null;
};

/** Stripe, when STRIPE_SECRET_KEY is set; the plans' Stripe prices are required with it. */
export type StripeConfig = {
  secretKey: string;
  /** Signs webhook deliveries; without it the webhook route answers 503. */
  webhookSecret: string | undefined;
  prices: Record<PlanType, string>;
  /** Another API host (a local fake Stripe in tests); Stripe's own when undefined. */
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
};

export type BillingConfig = {
  /** Conversations a free learner may start per (local) day. */
  freeDailyConversations: number;
  /** The app's public origin for links back from checkout; the request's own origin when undefined. */
  publicUrl: string | undefined;
  /** Stripe Checkout and webhooks; null: the app's own demo checkout. */
  stripe: StripeConfig | null;
};

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL: how long a statement may wait for its answer, measured by us (a frozen server cannot time itself out). */
  databaseQueryTimeoutMs: number;
  /** PostgreSQL: how long to wait for a connection, new or from the pool. */
  databaseConnectTimeoutMs: number;
  /** How long a client may take to send a whole request (headers at most 10 s of it). */
  requestTimeoutMs: number;
  /** Embedded database: readiness answers 503 below this much free space in DATA_DIR (MB). */
  diskFreeWarnMb: number;
  /** Embedded database: start-up refuses below this much free space in DATA_DIR (MB). */
  diskFreeMinMb: number;
  sessionSecret: string | undefined;
  logLevel: string;
  /**
   * The proxies in front of the app whose X-Forwarded-For/-Proto are believed: false for none, a hop count
   * (true is one hop) or the proxies' addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** Whether the Origin check believes X-Forwarded-Host (from a trusted proxy) over the Host header. */
  trustForwardedHost: boolean;
  /** Rate limits in Redis; in the database (PostgreSQL or PGlite) when undefined. */
  redisUrl: string | undefined;
  /** Origins besides the app's own host that may send state-changing requests (e.g. a separate web host). */
  allowedOrigins: string[];
  /** The AI partner: built-in unless an OpenAI-compatible endpoint is configured. */
  tutor: TutorConfig;
  /** Speech and language help: transcription, server voice, corrections, translation. */
  language: LanguageConfig;
  /**
   * Where to look for a local Ollama at start-up when no AI is configured (main.ts: ollama-detection.ts); null
   * when an engine is configured, OLLAMA_URL=off, or under NODE_ENV=test.
   */
  ollama: { url: string; model: string | undefined } | null;
  /**
   * LANGUAGE_THREAD=on: the built-in corrector and partner answer on a thread of their own
   * (src/server/language-thread). Off by default: it costs about 100 MB of RSS for 17 % less CPU on the event loop.
   */
  languageThread: boolean;
  /** Plans, checkout and the daily conversation limit. */
  billing: BillingConfig;
  /** GET /metrics: on `port` when set (else the main port), behind `token` when set; neither set, not served. */
  metrics: MetricsConfig;
  /** Live sockets one learner may hold at once; opening one more closes their oldest (4002). */
  liveSocketsPerLearner: number;
  /** Sign-ups one address may make per hour (docs/product.md#rate-limits). */
  registrationsPerHour: number;
};

export type MetricsConfig = { token: string | undefined; port: number | undefined };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once; every bad variable is named in one error so an operator fixes them all at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = configSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const c = parsed.data;
  const tutor = tutorConfig(c);
  if (typeof tutor === 'string') throw new ConfigError([tutor]);
  const language = languageConfig(c, tutor);
  if (typeof language === 'string') throw new ConfigError([language]);
  const stripe = stripeConfig(c);
  if (Array.isArray(stripe)) throw new ConfigError(stripe);
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT) {
    throw new ConfigError(['METRICS_PORT: must differ from PORT (metrics get a port of their own)']);
  }
  const isProduction = c.NODE_ENV === 'production';
  return {
    env: c.NODE_ENV,
    isProduction,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    databaseQueryTimeoutMs: c.DATABASE_QUERY_TIMEOUT_MS,
    databaseConnectTimeoutMs: c.DATABASE_CONNECT_TIMEOUT_MS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    diskFreeWarnMb: c.DISK_FREE_WARN_MB,
    diskFreeMinMb: c.DISK_FREE_MIN_MB,
    sessionSecret: c.SESSION_SECRET,
    logLevel: c.LOG_LEVEL ?? (c.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: c.TRUST_PROXY,
    trustForwardedHost: c.TRUST_FORWARDED_HOST,
    redisUrl: c.REDIS_URL,
    allowedOrigins: c.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    tutor,
    language,
    ollama: ollamaConfig(c),
    languageThread: c.LANGUAGE_THREAD === 'on',
    billing: {
      freeDailyConversations: c.FREE_DAILY_CONVERSATIONS,
      publicUrl: c.PUBLIC_URL === undefined ? undefined : new URL(c.PUBLIC_URL).origin,
      stripe,
    },
    metrics: { token: c.METRICS_TOKEN, port: c.METRICS_PORT },
    liveSocketsPerLearner: c.LIVE_SOCKETS_PER_LEARNER,
    registrationsPerHour: c.REGISTRATIONS_PER_HOUR,
  };
}

/**
 * An OpenAI key or base URL switches the partner to the OpenAI-compatible engine unless TUTOR_ENGINE says
 * otherwise. Local servers (Ollama, llama.cpp, vLLM) need no key but must name the model they serve.
 */
function tutorConfig(c: z.infer<typeof configSchema>): TutorConfig | string {
  const engine = c.TUTOR_ENGINE ?? (c.OPENAI_API_KEY || c.OPENAI_BASE_URL ? 'openai' : 'builtin');
  if (engine === 'builtin') return { engine };
  if (!c.OPENAI_API_KEY && !c.OPENAI_BASE_URL) {
    return 'OPENAI_API_KEY: required when TUTOR_ENGINE=openai (or set OPENAI_BASE_URL for a local OpenAI-compatible server)';
  }
  if (!c.OPENAI_CHAT_MODEL && c.OPENAI_BASE_URL) {
    return 'OPENAI_CHAT_MODEL: required with OPENAI_BASE_URL: name the model your server serves (e.g. llama3.1)';
  }
  return {
    engine,
    apiKey: c.OPENAI_API_KEY,
    baseURL: c.OPENAI_BASE_URL,
    model: c.OPENAI_CHAT_MODEL ?? DEFAULT_OPENAI_CHAT_MODEL,
  };
}

/** A local Ollama is looked for only when nothing chose the partner: no key, no base URL, no TUTOR_ENGINE. */
function ollamaConfig(c: z.infer<typeof configSchema>): AppConfig['ollama'] {
  const chosen = c.TUTOR_ENGINE !== undefined || c.OPENAI_API_KEY !== undefined || c.OPENAI_BASE_URL !== undefined;
  const url = c.OLLAMA_URL ?? (c.NODE_ENV === 'test' ? 'off' : DEFAULT_OLLAMA_URL);
  if (chosen || url === 'off') return null;
  return { url: url.replace(/\/+$/, ''), model: c.OPENAI_CHAT_MODEL };
}

/** Ollama's own address on the machine it runs on. */
export const DEFAULT_OLLAMA_URL = 'http://127.0.0.1:11434';

/**
 * Audio models are switched on one by one (a chat server often has no speech models). They use the OpenAI
 * key and base URL unless OPENAI_AUDIO_BASE_URL points them at a separate server, e.g. a local whisper server.
 */
function languageConfig(c: z.infer<typeof configSchema>, tutor: TutorConfig): LanguageConfig | string {
  const audioEndpoint: OpenAiEndpoint = {
    apiKey: c.OPENAI_API_KEY,
    baseURL: c.OPENAI_AUDIO_BASE_URL ?? c.OPENAI_BASE_URL,
  };
  const wantsAudio = c.OPENAI_TRANSCRIBE_MODEL ?? c.OPENAI_SPEECH_MODEL;
  if (wantsAudio && !audioEndpoint.apiKey && !audioEndpoint.baseURL) {
    const variable = c.OPENAI_TRANSCRIBE_MODEL ? 'OPENAI_TRANSCRIBE_MODEL' : 'OPENAI_SPEECH_MODEL';
    return `${variable}: needs OPENAI_API_KEY, OPENAI_BASE_URL or OPENAI_AUDIO_BASE_URL to reach the model`;
  }
  return {
    chat: tutor.engine === 'openai' ? { apiKey: tutor.apiKey, baseURL: tutor.baseURL, model: tutor.model } : null,
    transcription: c.OPENAI_TRANSCRIBE_MODEL ? { ...audioEndpoint, model: c.OPENAI_TRANSCRIBE_MODEL } : null,
    speech: c.OPENAI_SPEECH_MODEL
      ? { ...audioEndpoint, model: c.OPENAI_SPEECH_MODEL, voice: c.OPENAI_SPEECH_VOICE }
      : null,
    apertium: c.APERTIUM_COMMAND === 'off' ? null : c.APERTIUM_COMMAND,
  };
}

/**
 * Stripe is all or nothing: a key without the plans' prices could not sell anything, and Stripe settings
 * without a key would silently leave the demo checkout on, so both are errors naming the variable.
 */
function stripeConfig(c: z.infer<typeof configSchema>): StripeConfig | null | string[] {
  if (!c.STRIPE_SECRET_KEY) {
    const orphans = (
      ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ANNUAL', 'STRIPE_PRICE_PREMIUM', 'STRIPE_API_BASE'] as const
    ).filter((name) => c[name]);
    return orphans.length === 0
      ? null
      : orphans.map((name) => `${name}: needs STRIPE_SECRET_KEY (without it the app uses its demo checkout)`);
  }
  const { STRIPE_PRICE_ANNUAL: annual, STRIPE_PRICE_PREMIUM: premium } = c;
  if (!annual || !premium) {
    const missing = [...(annual ? [] : ['STRIPE_PRICE_ANNUAL']), ...(premium ? [] : ['STRIPE_PRICE_PREMIUM'])];
    return missing.map(
      (name) => `${name}: required with STRIPE_SECRET_KEY (the plan's Stripe price id, like price_1Abc...)`,
    );
  }
  const base = c.STRIPE_API_BASE ? new URL(c.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: c.STRIPE_SECRET_KEY,
    webhookSecret: c.STRIPE_WEBHOOK_SECRET,
    prices: { ANNUAL: annual, PREMIUM: premium },
    apiBase: base && {
      host: base.hostname,
      port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
      protocol,
    },
  };
}
