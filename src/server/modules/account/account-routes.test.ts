import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_USERNAME_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@/contract/account';
import { CLOSE_SIGNED_OUT } from '@/server/modules/conversation/live-connections';
import { startProgressApp, type ProgressApp } from '@/server/modules/progress/testing/progress-app';
import { LiveSocketClient } from '@/server/testing/live-socket-client';
import { TestClient } from '@/server/testing/test-app';
import { messagesOf, rowsOwnedBy } from '@/server/testing/test-data-repo';

const PASSWORD = 'correct horse battery';
let progress: ProgressApp;
let origin: string;
beforeAll(async () => {
  progress = await startProgressApp('2026-11-20T10:00:00Z');
  origin = progress.origin;
});
afterAll(() => progress.app.close());

async function signIn(username: string, password: string) {
  const client = new TestClient(progress.app);
  const response = await client.post('/api/auth/login', { username, password });
  return { client, statusCode: response.statusCode };
}

async function learnerWithSecondSession() {
  const here = await progress.learner();
  const elsewhere = await signIn(here.username, PASSWORD);
  expect(elsewhere.statusCode).toBe(200);
  const userId = (await here.get('/api/auth/user')).json<{ id: string }>().id;
  return { here, elsewhere: elsewhere.client, userId };
}

describe('POST /api/account/password', () => {
  it('needs a signed-in learner and the current password', async () => {
    const anonymous = new TestClient(progress.app);
    expect((await anonymous.post('/api/account/password', { currentPassword: 'x', newPassword: 'y' })).statusCode).toBe(
      401,
    );
    const client = await progress.learner();
    const wrong = await client.post('/api/account/password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: WRONG_CURRENT_PASSWORD_MESSAGE });
    const short = await client.post('/api/account/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Password must be at least 8 characters' });
  });

  it('changes it, ends every other session and its sockets, and keeps this one signed in', async () => {
    const { here, elsewhere } = await learnerWithSecondSession();
    const mySocket = await LiveSocketClient.open(origin, here);
    const theirSocket = await LiveSocketClient.open(origin, elsewhere);
    const changed = await here.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new secret',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await theirSocket.closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Signed out' });
    expect((await elsewhere.get('/api/auth/user')).statusCode).toBe(401);
    expect((await here.get('/api/auth/user')).statusCode).toBe(200);
    expect(mySocket.socket.readyState).toBe(mySocket.socket.OPEN);
    mySocket.close();
    expect((await signIn(here.username, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(here.username, 'a brand new secret')).statusCode).toBe(200);
  });
});

describe('POST /api/account/delete', () => {
  it('refuses without the exact username and deletes nothing', async () => {
    const client = await progress.learner();
    const response = await client.post('/api/account/delete', { username: `${client.username}x` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: CONFIRM_USERNAME_MESSAGE });
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('deletes the learner with everything they own, their sessions and their sockets', async () => {
    const { here, elsewhere, userId } = await learnerWithSecondSession();
    // Something in every corner: lessons, a conversation, a custom topic, a placement test, settings, a failed sign-in.
    await progress.completeLesson(here, 'beginner-1', 80);
    const { id: conversationId } = await progress.converse(here, { turns: 2 });
    expect(
      (
        await here.post('/api/conversation-topics', {
          title: 'Mi barrio',
          description: 'Hablar de mi barrio',
          prompt: 'Mi barrio',
        })
      ).statusCode,
    ).toBe(201);
    expect((await here.post('/api/placement')).statusCode).toBe(201);
    expect((await here.request({ method: 'PUT', url: '/api/settings', json: { dailyGoalXp: 30 } })).statusCode).toBe(
      200,
    );
    expect((await signIn(here.username, 'not the password')).statusCode).toBe(401);
    const usernameKey = here.username.toLowerCase();
    const before = await rowsOwnedBy(userId, usernameKey);
    for (const table of ['users', 'sessions', 'lesson_progress', 'lesson_attempts', 'conversations', 'custom_topics'])
      expect(before[table], table).toBeGreaterThan(0);
    expect(before.placement_attempts).toBe(1);
    expect(before.auth_failures).toBe(1);
    expect(await messagesOf([conversationId])).toBeGreaterThan(0);

    const sockets = [await LiveSocketClient.open(origin, here), await LiveSocketClient.open(origin, elsewhere)];
    const deleted = await here.post('/api/account/delete', { username: ` ${here.username} ` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const socket of sockets) expect(await socket.closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Signed out' });

    const after = await rowsOwnedBy(userId, usernameKey);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(Object.keys(after)).toEqual(expect.arrayContaining(Object.keys(before)));
    expect(await messagesOf([conversationId])).toBe(0);
    expect((await here.get('/api/auth/user')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/auth/user')).statusCode).toBe(401);
    expect((await signIn(here.username, PASSWORD)).statusCode).toBe(401);
  });
});
