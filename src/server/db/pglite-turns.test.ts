import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

// A burst of queued statements must share the event loop's thread, and a burst of transactions must not hold back
// the statements sent after it (see pglite-turns.ts).
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await database.db.execute(sql`create table turn_rows (id serial primary key, note text not null)`);
});
afterAll(() => database.close());

describe('PGlite sharing the thread', () => {
  it('lets a timer fire while hundreds of statements are queued, instead of after all of them', async () => {
    let done = 0;
    let doneWhenTheTimerFired = -1;
    const statements = Array.from({ length: 300 }, () =>
      database.db.execute(sql`select count(*) from turn_rows`).then(() => done++),
    );
    setTimeout(() => (doneWhenTheTimerFired = done), 0);
    await Promise.all(statements);
    expect(done).toBe(300);
    expect(doneWhenTheTimerFired).toBeGreaterThanOrEqual(0);
    expect(doneWhenTheTimerFired).toBeLessThan(30);
  });

  it('runs a statement sent while many transactions wait before most of them, and every transaction whole', async () => {
    const finished: string[] = [];
    const transactions = Array.from({ length: 30 }, (_, index) =>
      database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into turn_rows (note) values (${`first ${index}`})`);
          await tx.execute(sql`insert into turn_rows (note) values (${`second ${index}`})`);
          // One fails after writing: it is rolled back and the next transaction still gets its turn.
          if (index === 3) throw new Error('rolled back');
        })
        .then(
          () => finished.push(`transaction ${index}`),
          () => finished.push(`failed ${index}`),
        ),
    );
    const statement = database.db.execute(sql`select 1`).then(() => finished.push('statement'));
    await Promise.all([...transactions, statement]);

    expect(finished.indexOf('statement')).toBeLessThan(3);
    // Transactions keep their order among themselves.
    const order = finished.filter((entry) => entry !== 'statement');
    expect(order).toEqual(Array.from({ length: 30 }, (_, i) => (i === 3 ? `failed ${i}` : `transaction ${i}`)));
    const result: unknown = await database.db.execute(
      sql`select count(*)::int as rows, count(*) filter (where note like '% 3')::int as failed from turn_rows`,
    );
    expect((result as { rows: { rows: number; failed: number }[] }).rows[0]).toEqual({ rows: 58, failed: 0 });
  });
});
