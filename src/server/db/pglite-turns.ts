// PGlite runs PostgreSQL on the event loop's thread, one statement at a time, in one queue shared by statements and
// whole transactions. Two things made 300 learners starting a conversation at the same moment stall the server
// (bench/README.md, the 300-session burst):
// - the queue hands over from one statement to the next in a promise continuation, so once hundreds are waiting
//   they all run back to back in one turn of the event loop: no socket read, no timer, no /api/health meanwhile,
//   and no answer leaves before the whole queue has drained (1.5-5 s);
// - the 300 starts' transactions were all queued before any of the statements that follow them (each opening line,
//   the messages of conversations already under way), so every one of those waited for all 300 transactions.
// So each statement waits for the next turn of the event loop, and only one transaction at a time waits in
// PGlite's queue: the others wait here, and statements sent meanwhile go ahead of them.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Installs both on the instance. PGlite calls its queue and `transaction` on `this`, so shadowing them on the
 * instance covers its own internal calls too. Neither changes what a transaction sees: PGlite already runs one at a
 * time, holding the whole database.
 */
export function shareTheThread(client: PGlite): void {
  yieldBetweenStatements(client);
  queueTransactionsOneAtATime(client);
}

/** Every statement waits for the next turn of the event loop once it holds the queue (so order is unchanged). */
function yieldBetweenStatements(client: PGlite): void {
  const runExclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(run: () => Promise<T>): Promise<T> =>
    runExclusive(async () => {
      await nextTurn();
      return run();
    });
}

/**
 * At most one transaction in PGlite's queue (running or waiting); the next is handed its turn when that one ends,
 * and joins the queue behind the statements sent while it waited. A statement never waits for more than the one
 * transaction ahead of it, and a transaction only for the statements sent before it.
 */
function queueTransactionsOneAtATime(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  let busy = false;
  const waiting: (() => void)[] = [];
  client.transaction = async function queued<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    if (busy) await new Promise<void>((resolve) => waiting.push(resolve));
    busy = true;
    try {
      return await transaction(callback);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else busy = false;
    }
  };
}
