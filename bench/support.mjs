// Shared pieces of the benchmarks: starting the built app on a throw-away database and measuring with autocannon.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** Starts `node <script>` with env; resolves once `readyUrl` answers. */
export async function startProcess(script, env, readyUrl) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`))),
  );
  await Promise.race([waitForUrl(readyUrl), exited]);
  exited.catch(() => {});
  return {
    pid: child.pid,
    // Stopping a process that has already exited (stopped once before) resolves at once.
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The built Charla server on a fresh embedded database (or DATABASE_URL when given). */
export async function startCharla(port, extraEnv = {}) {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'server', 'main.js'))) {
    throw new Error('Build first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-bench-'));
  const server = await startProcess(
    'dist/server/main.js',
    // The built-in partner is what is measured, even on a machine running Ollama.
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      OLLAMA_URL: 'off',
      ...extraEnv,
    },
    `http://127.0.0.1:${port}/api/health/ready`,
  );
  return {
    ...server,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs autocannon (bounded in time) and returns requests/s, p95 latency and the error count. */
export async function measure(options) {
  const result = await autocannon({ connections: 50, duration: 5, ...options });
  return {
    requestsPerSecond: result.requests.average,
    // autocannon reports p90 and p97.5; interpolating between them is closer to p95 than either.
    p95: result.latency.p90 + (result.latency.p97_5 - result.latency.p90) * (5 / 7.5),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Registers a new learner on a server started with TRUST_PROXY=true and answers the session cookie and user
 * id. Production cookies are Secure, so the request presents itself as https through the trusted proxy;
 * `index` gives each learner its own name and client address (sign-ups are limited per address).
 */
export async function registerBenchLearner(url, index = 0) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
    body: JSON.stringify({ username: `bench_${Date.now()}_${index}`, password: 'bench password 123' }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('register answered no session cookie');
  return { cookie, userId: (await response.json()).user.id };
}
