import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Config } from './config/env';
import { databaseTarget, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { isUnseeded, seedDemoContent } from './db/seed/seed';
import { createEventBus } from './lib/pubsub';
import { buildApp, type App } from './app';
import { AccountsRepo } from './modules/accounts/accounts.repo';
import { ensureAdminAccount } from './modules/accounts/admin-bootstrap';
import { startMailWorker } from './modules/mail/mail.worker';

export interface RunningServer {
  app: App;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds an empty one, then serves. Used by `npm start` and the e2e suite. */
export async function startServer(config: Config, log: FastifyBaseLogger = createLogger(config)): Promise<RunningServer> {
  const database = await openDatabase(databaseTarget(config));
  await runMigrations(database);
  if (await isUnseeded(database.db)) {
    log.info('empty database: seeding demo content');
    await seedDemoContent(database.db);
  }
  const bus = createEventBus(config.REDIS_URL);
  const app = await buildApp({ config, database, bus, log });
  await ensureAdminAccount(app.services.auth, new AccountsRepo(database.db), config, log);
  const mailWorker = startMailWorker(database.db, app.services.mail, config, log);
  const stopRetention = app.services.retention.schedule();
  await app.http.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${config.PORT}`;
  log.info({ url, database: database.kind, events: config.REDIS_URL ? 'redis' : 'in-process' }, `Eazy2con is running on ${url}`);

  let stopping: Promise<void> | null = null;
  const stop = () => {
    // Fastify's close stops accepting connections and waits for in-flight requests before resolving.
    stopping ??= (async () => {
      await app.http.close();
      await mailWorker?.stop();
      await stopRetention();
      await bus.close();
      await database.close();
    })();
    return stopping;
  };
  return { app, url, stop };
}

export function createLogger(config: Config): FastifyBaseLogger {
  return pino({ level: config.LOG_LEVEL });
}
