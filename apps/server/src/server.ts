import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Config } from './config/env';
import { databaseTarget, openDatabase } from './db/client';
import { migrateAndSeedIfEmpty } from './db/setup';
import { createAppEventBus } from './modules/events';
import { buildApp, type App } from './app';
import { AccountsRepo } from './modules/accounts/accounts.repo';
import { ensureAdminAccount } from './modules/accounts/admin-bootstrap';
import { startMailWorker } from './modules/mail/mail.worker';
import { logPaymentProvider } from './modules/payments/payments.factory';
import { createJobRunner } from './jobs';

export interface RunningServer {
  app: App;
  url: string;
  /** Stops accepting connections, waits for in-flight requests, then stops the workers and closes the database. */
  stop(): Promise<void>;
  /**
   * For a stop() that takes too long: drops the connections still open (a stream, a client that never finishes
   * its request) so stop() can finish, and closes the database even when stop() still does not.
   */
  forceStop(): Promise<void>;
}

/** How long forceStop() lets stop() finish once the connections are dropped before closing the database itself. */
const FORCED_STOP_GRACE_MS = 2_000;

/** Opens the database, migrates, seeds an empty one, then serves. Used by `npm start` and the e2e suite. */
export async function startServer(
  config: Config,
  log: FastifyBaseLogger = createLogger(config),
): Promise<RunningServer> {
  const database = await openDatabase(databaseTarget(config), (error) =>
    log.warn({ err: error }, 'database: an idle connection failed; the pool opens a new one when needed'),
  );
  // Under an advisory lock on PostgreSQL: instances starting together migrate and seed one after the other.
  await migrateAndSeedIfEmpty(database, {
    demo: config.seedDemo,
    onSeeding: () =>
      log.info(
        config.seedDemo
          ? 'empty database: seeding demo content'
          : 'empty database: seeding the catalogue and blog posts; no demo content (SEED_DEMO is off)',
      ),
  });
  const bus = createAppEventBus(config.REDIS_URL);
  const app = await buildApp({ config, database, bus, log });
  await ensureAdminAccount(app.services.auth, new AccountsRepo(database.db), app.services.mentors, config, log);
  const mailWorker = startMailWorker(database.db, app.services.mail, config, log);
  const jobs = createJobRunner(database, app.services, log);
  await jobs.start();
  const stopNotifications = app.services.notificationsWorker.schedule();
  await app.http.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${config.PORT}`;
  log.info(
    { url, database: database.kind, events: config.REDIS_URL ? 'redis' : 'in-process' },
    `Eazy2con is running on ${url}`,
  );
  logWhereMailGoes(config, log);
  logPaymentProvider(config, log);

  let databaseClosing: Promise<void> | null = null;
  const closeDatabase = () => (databaseClosing ??= database.close());
  let stopping: Promise<void> | null = null;
  const stop = () => {
    // Fastify's close stops accepting connections and waits for in-flight requests before resolving.
    stopping ??= (async () => {
      try {
        await app.http.close();
        await mailWorker?.stop();
        await jobs.stop();
        await stopNotifications();
        await bus.close();
      } finally {
        // Whatever failed above, an embedded database must still be shut down cleanly.
        await closeDatabase();
      }
    })();
    return stopping;
  };
  const forceStop = async () => {
    app.http.server.closeAllConnections();
    const stopped = stop().catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FORCED_STOP_GRACE_MS);
    });
    await Promise.race([stopped, grace]);
    clearTimeout(timer);
    await closeDatabase();
  };
  return { app, url, stop, forceStop };
}

/** Without SMTP_URL nothing is sent: say where the held mail (sign-up and reset codes) can be read. */
function logWhereMailGoes(config: Config, log: FastifyBaseLogger): void {
  if (config.SMTP_URL) return;
  if (config.devMailbox) {
    log.info(
      `mail: SMTP_URL is unset, so mails are held in the outbox and readable at ${config.publicUrl}/dev/mailbox ` +
        '(from a browser on this machine, or by a signed-in admin)',
    );
  } else {
    log.warn(
      'mail: SMTP_URL is unset, so mails are held in the outbox and not sent. A signed-in admin reads them through ' +
        'the outbox (the GraphQL query `mailOutbox`, field `text`); /dev/mailbox is off in production unless DEV_MAILBOX=1.',
    );
  }
}

export function createLogger(config: Config): FastifyBaseLogger {
  return pino({ level: config.LOG_LEVEL });
}
