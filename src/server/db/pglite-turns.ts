// PGlite runs PostgreSQL on the event loop's thread, and its queue of statements hands over from one to the next in
// a promise continuation: once hundreds of statements are waiting (300 learners starting a conversation at the same
// moment), they all run back to back in one turn of the event loop. Nothing else happens meanwhile (no socket read,
// no timer, no /api/health), and every statement's answer is only sent once the whole queue has drained: the
// 300-session burst stalled for 1.5-3 s (bench/README.md). Yielding before each statement gives the loop a turn in
// between, so the queue shares the thread with everything else and each answer leaves as soon as it is ready.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Makes every PGlite statement wait for the next turn of the event loop before it runs. It wraps the statement
 * queue that PGlite's query, exec and transaction statements all go through (PGlite calls it on `this`, so
 * shadowing it on the instance covers its own internal calls too). The wait happens once the statement holds the
 * queue, so the order of statements and transactions is unchanged.
 */
export function yieldBetweenStatements(client: PGlite): void {
  const runExclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(run: () => Promise<T>): Promise<T> =>
    runExclusive(async () => {
      await nextTurn();
      return run();
    });
}
