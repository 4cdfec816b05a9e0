import { CatalogueError } from '@/server/content/catalogue-error';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrateDatabase, MigrationError } from './db/migrate';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Content is validated before anything else opens: a broken lesson or topic file stops start-up with its name.
  const contentDir = defaultContentDir(import.meta.url);
  const catalogue = loadCatalogue(contentDir);
  const topicCatalogue = loadTopicCatalogue(contentDir);
  const database = await openDatabase(databaseOptionsFromConfig(config));
  // Migrations finish before the port opens, so no request ever sees an old schema.
  await migrateDatabase(database);
  const app = await buildApp({ config, database, catalogue, topicCatalogue });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Charla is ready at http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof MigrationError ||
    error instanceof CatalogueError ||
    error instanceof DataDirLockedError
  ) {
    console.error(error.message);
  } else {
    console.error('Charla failed to start:', error);
  }
  process.exit(1);
});
