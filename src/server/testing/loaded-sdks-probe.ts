// Run in a process of its own by optional-sdks.test.ts (the integration tests share one module registry per
// worker, so another file may have loaded an SDK already): builds the whole app with the configuration given in
// the environment, on an in-memory embedded database, and prints which optional SDKs that loaded.
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { loadedOpenAiSdk, loadedStripeSdk } from '@/server/optional-sdks';
import { createTestCatalogue } from './test-catalogue';

const database = await openDatabase({ kind: 'pglite' });
await migrateDatabase(database);
const app = await buildApp({
  config: loadConfig(process.env),
  database,
  webRoot: null,
  catalogue: createTestCatalogue(),
});
await app.ready();
console.log(JSON.stringify({ stripe: loadedStripeSdk() !== undefined, openAi: loadedOpenAiSdk() !== undefined }));
await app.close();
await database.close();
