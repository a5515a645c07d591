import { ConfigError, loadConfig } from './config';
import { openDatabase } from './platform/db';
import { buildApp } from './app';
import { prepareFirstStart } from './db/seed/first-start';
import { demoSignIn, startupLine } from './startup-line';

/** Starts the console: database, first user or demo data on an empty database, HTTP, jobs, realtime; stops gracefully. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  const log = app.deps.log;

  await prepareFirstStart(app);

  await app.start();
  await app.app.listen({ port: config.PORT, host: config.HOST });
  // One plain line for the person at the terminal, not a JSON log entry (request lines are at debug level).
  if (log.isLevelEnabled('info')) process.stdout.write(`${startupLine(config, await demoSignIn(app))}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await app.stop(); // closes the listener and waits for requests in flight, then stops jobs and realtime
      await database.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
