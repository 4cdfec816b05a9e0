import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadPlacementBank } from '@/server/content/placement-bank';
import { hashSessionId } from './modules/auth/session-id';
import { SESSION_COOKIE_NAME } from './plugins/session';
import { createServices } from './services';
import { createTestApp, TestClient, uniqueUsername } from './testing/test-app';
import { createTestCatalogue } from './testing/test-catalogue';
import { getTestDatabase } from './testing/test-db';
import { createAuthFailuresRepo } from './modules/auth/auth-failures-repo';
import { createBuiltinTutorEngine } from './tutor/builtin/builtin-tutor-engine';

const DAY = 24 * 60 * 60_000;

describe('sweepExpired', () => {
  it('removes expired sessions and sign-in failures older than every window, and keeps live ones', async () => {
    let now = Date.parse('2026-04-01T10:00:00Z');
    const clock = () => new Date(now);
    const { db } = await getTestDatabase();
    const catalogue = createTestCatalogue();
    const topicCatalogue = loadTopicCatalogue(defaultContentDir(new URL('./app.ts', import.meta.url).href));
    const tutor = createBuiltinTutorEngine({ topics: topicCatalogue, glossary: catalogue });
    const services = createServices({
      db,
      clock,
      catalogue,
      topicCatalogue,
      placementBank: loadPlacementBank(defaultContentDir(new URL('./app.ts', import.meta.url).href)),
      tutor,
    });
    const app = await createTestApp({ clock });
    try {
      const expiring = new TestClient(app);
      await expiring.register();
      const expiringHash = hashSessionId(expiring.cookies.get(SESSION_COOKIE_NAME)!.split('.')[0]!);
      const username = uniqueUsername('failing');
      await new TestClient(app).post('/api/auth/login', { username, password: 'wrong password' });

      now += 8 * DAY; // past the 7-day idle limit
      const live = new TestClient(app);
      await live.register();
      const liveHash = hashSessionId(live.cookies.get(SESSION_COOKIE_NAME)!.split('.')[0]!);
      expect(await services.repos.sessions.find(expiringHash)).toBeDefined();
      const failures = createAuthFailuresRepo(db);
      const failureKey = { column: 'usernameKey', value: username } as const;
      expect(await failures.countSince(failureKey, new Date(0))).toBe(1);

      await services.sweepExpired();

      expect(await services.repos.sessions.find(expiringHash)).toBeUndefined();
      expect(await services.repos.sessions.find(liveHash)).toBeDefined();
      expect(await failures.countSince(failureKey, new Date(0))).toBe(0);
    } finally {
      await app.close();
    }
  });
});
