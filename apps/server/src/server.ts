import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Config } from './config/env';
import { databaseTarget, openDatabase, setupTarget } from './db/client';
import { migrateAndSeedIfEmpty, onSetupDatabase, withSetupLock } from './db/setup';
import { createAppEventBus } from './modules/events';
import { buildApp, type App } from './app';
import { AccountsRepo } from './modules/accounts/accounts.repo';
import { ensureAdminAccount } from './modules/accounts/admin-bootstrap';
import { startMailWorker } from './modules/mail/mail.worker';
import { logPaymentProvider } from './modules/payments/payments.factory';
import { createJobRunner } from './jobs';
import { nodeEndOfLifeWarning } from './lib/node-eol';

export interface RunningServer {
  app: App;
  url: string;
  /**
   * Drains: /readyz answers 503, the event streams end with a reconnection hint, no new connections are taken and
   * the requests in flight are answered; meanwhile the job runner gives its claims back and the queue workers finish
   * the message in hand. Then the event bus and the database close.
   */
  stop(): Promise<void>;
  /**
   * For a stop() that takes too long: drops the connections still open (a stream, a client that never finishes
   * its request) so stop() can finish, and closes the database even when stop() still does not.
   */
  forceStop(): Promise<void>;
}

/** How often a stop closes the connections that fell idle since it began. */
const IDLE_SWEEP_MS = 100;

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
  // Under an advisory lock on PostgreSQL: instances starting together migrate and seed one after the other. The
  // lock is held by one session, so past a transaction-mode pooler this goes through DATABASE_DIRECT_URL.
  await onSetupDatabase(database, setupTarget(config), (setup) =>
    migrateAndSeedIfEmpty(setup, {
      demo: config.seedDemo,
      onSeeding: () =>
        log.info(
          config.seedDemo
            ? 'empty database: seeding demo content'
            : 'empty database: seeding the catalogue and blog posts; no demo content (SEED_DEMO is off)',
        ),
    }),
  );
  const bus = createAppEventBus(config, log);
  const app = await buildApp({ config, database, bus, log });
  // Under the setup lock too: instances starting together on an empty database would both create the admin account.
  await onSetupDatabase(database, setupTarget(config), (setup) =>
    withSetupLock(setup, () =>
      ensureAdminAccount(app.services.auth, new AccountsRepo(database.db), app.services.mentors, config, log),
    ),
  );
  const mailWorker = startMailWorker(database.db, app.services.mail, config, log);
  // A moved clock (tests and demos only) runs every job at start: see JobRunnerOptions.dueAtStart.
  const jobs = createJobRunner(database, app.services, log, { dueAtStart: config.CLOCK_OFFSET_MINUTES !== 0 });
  await jobs.start();
  const stopNotifications = app.services.notificationsWorker.schedule();
  await app.http.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${config.PORT}`;
  log.info(
    {
      url,
      database: database.kind,
      // Instances of one deployment must show the same prefix, or their live events do not meet (decision 0036).
      events: config.REDIS_URL ? `redis, prefix ${config.redisPrefix}` : 'in-process',
    },
    `Eazy2con is running on ${url}`,
  );
  logWhereMailGoes(config, log);
  logPaymentProvider(config, log);
  const nodeWarning = nodeEndOfLifeWarning(process.version, new Date());
  if (nodeWarning) log.warn(nodeWarning);

  let databaseClosing: Promise<void> | null = null;
  const closeDatabase = () => (databaseClosing ??= database.close());
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      try {
        // First, so the streams (which never finish by themselves) do not hold up the close below.
        app.lifecycle.drain();
        // Fastify's close stops accepting connections and waits for in-flight requests before resolving. A
        // keep-alive connection that falls idle after the close began (an ended stream, an answered request) would
        // otherwise stay open until its keep-alive timeout, holding the close up; swept until it resolves.
        const sweep = setInterval(() => app.http.server.closeIdleConnections(), IDLE_SWEEP_MS);
        try {
          await app.http.close();
        } finally {
          clearInterval(sweep);
        }
        // After the requests: the job runner's drain then also waits for what they started (a webhook's
        // settlement). Each finishes what it holds and gives back its claims.
        await Promise.all([mailWorker?.stop(), jobs.stop(), stopNotifications(), app.services.mentorReviews.idle()]);
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

/**
 * One JSON line per event (what a log shipper reads), except for a person at a terminal in development: there
 * pino-pretty, a development dependency, prints them readably (issue 25). Piped or in production, always JSON.
 */
export function createLogger(config: Config, terminal = process.stdout.isTTY === true): FastifyBaseLogger {
  if (wantsPrettyLogs(config.NODE_ENV, terminal)) {
    return pino({
      level: config.LOG_LEVEL,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  return pino({ level: config.LOG_LEVEL });
}

export const wantsPrettyLogs = (nodeEnv: Config['NODE_ENV'], terminal: boolean): boolean =>
  nodeEnv === 'development' && terminal;
