import { getTestDatabase } from './test-db';

/**
 * How many statements the app sends to the worker's database while `action` runs (round trips are what the hot
 * paths are measured by: docs/ARCHITECTURE.md#performance). Both drivers (pg's pool and PGlite) take every
 * statement Drizzle sends through `query`.
 */
export async function statementsDuring(action: () => Promise<unknown>): Promise<number> {
  return (await statementsSentDuring(action)).length;
}

/** The SQL of each statement the app sends while `action` runs (pg takes a query config, PGlite the text). */
export async function statementsSentDuring(action: () => Promise<unknown>): Promise<string[]> {
  const { db } = await getTestDatabase();
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = (...args: unknown[]) => {
    const [query] = args;
    statements.push(typeof query === 'string' ? query : String((query as { text?: unknown }).text));
    return original.apply(client, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return statements;
}
