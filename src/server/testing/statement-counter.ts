import { getTestDatabase } from './test-db';

/**
 * How many statements the app sends to the worker's database while `action` runs (round trips are what the hot
 * paths are measured by: docs/ARCHITECTURE.md#performance). Both drivers (pg's pool and PGlite) take every
 * statement Drizzle sends through `query`.
 */
export async function statementsDuring(action: () => Promise<unknown>): Promise<number> {
  const { db } = await getTestDatabase();
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let statements = 0;
  client.query = (...args: unknown[]) => {
    statements += 1;
    return original.apply(client, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return statements;
}
