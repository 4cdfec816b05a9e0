import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@/server/plugins/session';
import { statementsSentDuring } from '@/server/testing/statement-counter';
import { createTestApp, signedInLearner, TestClient, uniqueUsername } from '@/server/testing/test-app';
import { setLearnerXp, storedSessionsOf } from '@/server/testing/test-data-repo';

// Every new learner starts on the free plan, with the default allowance of 5 conversations a day.
const FREE_PLAN = { tier: 'free', status: 'active', periodEnd: null, dailyConversationLimit: 5 };

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('POST /api/auth/register', () => {
  it('creates the user, signs them in and answers 201 with the user', async () => {
    const client = new TestClient(app);
    const username = uniqueUsername('Ana');
    const response = await client.post('/api/auth/register', { username, password: 'una contraseña larga' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      user: {
        id: expect.any(String),
        username,
        currentLevel: 'beginner',
        xpPoints: 0,
        streak: 0,
        plan: FREE_PLAN,
      },
    });
    const me = await client.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username, currentLevel: 'beginner', xpPoints: 0, streak: 0, plan: FREE_PLAN });
  });

  it('refuses a duplicate username, whatever its case, with 409', async () => {
    const username = uniqueUsername('Pablo');
    await new TestClient(app).register(username);
    const response = await new TestClient(app).post('/api/auth/register', {
      username: username.toUpperCase(),
      password: 'otra contraseña',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Username already taken' });
  });

  it.each([
    [{ username: 'ab', password: 'long enough pw' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(33), password: 'long enough pw' }, 'Username must be at most 32 characters'],
    [
      { username: 'bad name!', password: 'long enough pw' },
      'Username may contain only letters, digits, underscores, dots and hyphens',
    ],
    [{ username: 'good_name', password: 'short' }, 'Password must be at least 8 characters'],
    [{ username: 'good_name', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ password: 'long enough pw' }, 'Username is required'],
    [{ username: 'good_name' }, 'Password is required'],
    [{ username: 'good_name', password: 'long enough pw', timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
  ])('answers 400 with a message a person can act on: %j', async (body, message) => {
    const response = await new TestClient(app).post('/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 400, not 500, for malformed JSON and a non-object body', async () => {
    const client = new TestClient(app);
    const malformed = await client.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON' });
    const list = await client.post('/api/auth/register', ['x']);
    expect(list.statusCode).toBe(400);
    expect(typeof list.json().message).toBe('string');
  });

  it('accepts the password at exactly 8 and 128 characters and usernames of 3 and 32', async () => {
    for (const [username, password] of [
      [`u${uniqueUsername('').slice(-2)}`, '12345678'],
      [uniqueUsername('').padEnd(32, 'x').slice(0, 32), 'p'.repeat(128)],
    ] as const) {
      const response = await new TestClient(app).post('/api/auth/register', { username, password });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    const limited = await createTestApp({ registrationsPerHour: 2 });
    try {
      const client = new TestClient(limited);
      await new TestClient(limited, client.ip).register();
      await new TestClient(limited, client.ip).register();
      const third = await client.post('/api/auth/register', { username: uniqueUsername(), password: 'long enough pw' });
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json().message).toMatch(/Too many sign-ups/);
      // Another address is unaffected.
      await new TestClient(limited).register();
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  it('answers {success, user} and signs the user in', async () => {
    const { username, password } = await new TestClient(app).register();
    const client = new TestClient(app);
    const response = await client.post('/api/auth/login', { username: username.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { username, plan: FREE_PLAN } });
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('fails identically for an unknown user and a wrong password', async () => {
    const { username } = await new TestClient(app).register();
    const wrongPassword = await new TestClient(app).post('/api/auth/login', { username, password: 'not the password' });
    const unknownUser = await new TestClient(app).post('/api/auth/login', {
      username: uniqueUsername('ghost'),
      password: 'not the password',
    });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid username or password' });
      expect(response.cookies).toEqual([]);
    }
    expect(Object.keys(wrongPassword.headers).sort()).toEqual(Object.keys(unknownUser.headers).sort());
  });

  it('requires both fields', async () => {
    const response = await new TestClient(app).post('/api/auth/login', { username: 'someone', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Username and password are required');
  });

  it('gives a new session id at login', async () => {
    const { username, password } = await new TestClient(app).register();
    const client = new TestClient(app);
    // A session that exists before login (as planted by an attacker) must not survive it.
    const first = await client.post('/api/auth/login', { username, password });
    const before = client.cookies.get(SESSION_COOKIE_NAME);
    expect(first.statusCode).toBe(200);
    const second = await client.post('/api/auth/login', { username, password });
    expect(second.statusCode).toBe(200);
    const after = client.cookies.get(SESSION_COOKIE_NAME);
    expect(before).toBeTruthy();
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    // The old id is dead.
    const stale = await new TestClient(app).request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `${SESSION_COOKIE_NAME}=${before}` },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie holding only an opaque id', async () => {
    const client = new TestClient(app);
    const { user } = await client.register();
    const raw = await client.post('/api/auth/login', { username: user.username, password: 'correct horse battery' });
    const setCookie = String(raw.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/); // plain http outside production
    expect(setCookie).not.toContain(user.id);
    expect(setCookie).not.toContain(user.username);
  });

  it('locks an account after 10 failures in 15 minutes with 429 and Retry-After', async () => {
    const { username, password } = await new TestClient(app).register();
    for (let attempt = 1; attempt <= 10; attempt++) {
      // Each attempt from its own address, so only the per-account limit applies.
      const response = await new TestClient(app).post('/api/auth/login', { username, password: `wrong ${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    const locked = await new TestClient(app).post('/api/auth/login', { username, password });
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  it('limits one address to 25 failures in 5 minutes across accounts', async () => {
    const attacker = new TestClient(app);
    for (let attempt = 1; attempt <= 25; attempt++) {
      const response = await attacker.post('/api/auth/login', {
        username: uniqueUsername('victim'),
        password: 'guess',
      });
      expect(response.statusCode).toBe(401);
    }
    const { username, password } = await new TestClient(app).register();
    const blocked = await attacker.post('/api/auth/login', { username, password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The account itself is fine from elsewhere.
    expect((await new TestClient(app).post('/api/auth/login', { username, password })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout and GET /api/auth/user', () => {
  it('answers 401 when signed out', async () => {
    const response = await new TestClient(app).get('/api/auth/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('deletes the server-side session so the old cookie gets 401', async () => {
    const client = new TestClient(app);
    await client.register();
    const cookie = `${SESSION_COOKIE_NAME}=${client.cookies.get(SESSION_COOKIE_NAME)}`;
    const logout = await client.post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });
    const replayed = await new TestClient(app).request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(replayed.statusCode).toBe(401);
  });

  it('ignores a forged or tampered cookie', async () => {
    const response = await new TestClient(app).request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `${SESSION_COOKIE_NAME}=forged.value` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  it('reads the session and its user in one statement, stores nothing of the user, and shows a change at once', async () => {
    const learner = await signedInLearner(app);
    await learner.get('/api/auth/user'); // a first request may refresh the session's idle expiry
    let me: Awaited<ReturnType<TestClient['get']>> | undefined;
    const statements = await statementsSentDuring(async () => (me = await learner.get('/api/auth/user')));
    expect(statements).toHaveLength(1);
    // Only the lessons routes ask for the learner's lesson standings with the session.
    expect(statements[0]).not.toContain('lesson_progress');
    expect(me?.json()).toMatchObject({ id: learner.userId, xpPoints: 0, currentLevel: 'beginner' });
    // The user row rides on the request's session only: the stored session is the user id and the cookie.
    for (const data of await storedSessionsOf(learner.userId))
      expect(Object.keys(data as object).sort()).toEqual(['cookie', 'userId']);

    await setLearnerXp(learner.userId, 150);
    expect((await learner.get('/api/auth/user')).json()).toMatchObject({ xpPoints: 150, currentLevel: 'intermediate' });
  });
});
