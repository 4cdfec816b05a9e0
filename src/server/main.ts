import { CatalogueError } from '@/server/content/catalogue-error';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadPlacementBank } from '@/server/content/placement-bank';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { assertStartupDiskSpace, DiskSpaceError } from './db/disk-space';
import { migrateDatabase, MigrationError } from './db/migrate';
import { createMetrics } from './metrics/app-metrics';
import { createMetricsServer } from './metrics/metrics-routes';
import { releaseYoungGeneration } from './heap-sizing';
import { detectOllama, withOllama } from './tutor/ollama-detection';

const SHUTDOWN_DEADLINE_MS = 10_000;
/** After a fatal database error: time for requests in flight to get their 503 before the process exits. */
const FATAL_EXIT_DEADLINE_MS = 3_000;

async function main(): Promise<void> {
  let config = loadConfig();
  // No AI configured: a local Ollama, when one answers, plays the partner (OLLAMA_URL=off never looks).
  const ollama = config.ollama ? await detectOllama(config.ollama) : null;
  if (ollama && 'model' in ollama) config = withOllama(config, ollama);
  // Content is validated before anything else opens: a broken lesson or topic file stops start-up with its name.
  const contentDir = defaultContentDir(import.meta.url);
  const catalogue = loadCatalogue(contentDir);
  const topicCatalogue = loadTopicCatalogue(contentDir);
  const placementBank = loadPlacementBank(contentDir);
  const databaseOptions = databaseOptionsFromConfig(config);
  // The embedded database would fail its first WAL write on a nearly full disk: refuse before touching it.
  if (databaseOptions.kind === 'pglite') await assertStartupDiskSpace(config.dataDir, config.diskFreeMinMb);
  const database = await openDatabase(databaseOptions);
  // Migrations finish before the port opens, so no request ever sees an old schema.
  await migrateDatabase(database);
  const metrics = createMetrics();
  const app = await buildApp({ config, database, catalogue, topicCatalogue, placementBank, metrics });
  // METRICS_PORT: a listener of its own, so the metrics stay off the public port.
  const metricsServer =
    config.metrics.port === undefined
      ? null
      : await createMetricsServer({ metrics, token: config.metrics.token, logger: app.log });

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
      .then(() => metricsServer?.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  // The embedded database died (a PANIC on a full disk): it only comes back in a new process, so this one logs the
  // cause once and exits non-zero for the supervisor to restart it. Every database call already fails fast (503).
  database.onFatal((error) => {
    if (closing) return;
    closing = true;
    app.log.fatal({ err: error }, 'the database failed fatally; exiting so the process can be restarted');
    const exit = () => process.exit(1);
    setTimeout(exit, FATAL_EXIT_DEADLINE_MS).unref();
    app.close().then(exit, exit);
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // The last resort: an error nothing caught leaves the process in a state nobody reasoned about. It is logged with
  // its stack, requests in flight get a moment to finish, and the process exits 1 for its supervisor (README:
  // "Run it under a supervisor") to start a fresh one. Every handler of client input catches its own errors first.
  const crash = (what: string) => (error: unknown) => {
    app.log.fatal({ err: error }, `${what}; exiting so the process can be restarted`);
    if (closing) return;
    closing = true;
    const exit = () => process.exit(1);
    setTimeout(exit, FATAL_EXIT_DEADLINE_MS).unref();
    app.close().then(exit, exit);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled promise rejection'));

  await app.listen({ host: config.host, port: config.port });
  if (metricsServer) {
    await metricsServer.listen({ host: config.host, port: config.metrics.port });
    app.log.info(`Metrics are served at http://${config.host}:${config.metrics.port}/metrics`);
  }
  // Held small through start-up by dist/server/main.js; from now on it grows under load, up to a cap.
  releaseYoungGeneration();
  if (ollama && 'missing' in ollama) app.log.info(`The built-in partner answers: ${ollama.missing}`);
  const partner = ollama && 'model' in ollama ? `Ollama ${ollama.model}` : config.tutor.engine;
  app.log.info(`Charla is ready at http://localhost:${config.port} (database: ${database.kind}, partner: ${partner})`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof MigrationError ||
    error instanceof CatalogueError ||
    error instanceof DataDirLockedError ||
    error instanceof DiskSpaceError
  ) {
    console.error(error.message);
  } else {
    console.error('Charla failed to start:', error);
  }
  process.exit(1);
});
