import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { inTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createChannels } from './channel';
import { ContactChannelsRepo } from './contact-channels.repo';
import type { DeliveryRow } from './notifications.repo';
import { NotificationsRepo } from './notifications.repo';
import { registerNotificationRoutes } from './notifications.routes';
import { NotificationsService, type OutgoingNotification } from './notifications.service';
import { NotificationsWorker, type NotificationsWorkerOptions } from './notifications.worker';
import { normalisePhone } from './phone';

const log = pino({ level: 'silent' }) as FastifyBaseLogger;

/**
 * The last noon in Lagos before now: a daytime clock in the past, so that tests run at night are not held by quiet
 * hours and what they queue is due at once.
 */
export function lastLagosNoon(now = new Date()): Date {
  const noon = new Date(now);
  noon.setUTCHours(11, 0, 0, 0); // 12:00 WAT (UTC+1, no daylight saving)
  if (noon > now) noon.setUTCDate(noon.getUTCDate() - 1);
  return noon;
}

export interface NotificationsHarness {
  t: TestApp;
  repo: NotificationsRepo;
  service: NotificationsService;
  /** The module's routes on a server of their own (the app wires them in app.ts). */
  http: FastifyInstance;
  /** A worker on the configured channels; retries at once unless told otherwise; on `clock` when given. */
  worker(options?: Partial<NotificationsWorkerOptions>, clock?: () => Date): NotificationsWorker;
  /**
   * Queues in a transaction of its own, as a caller's change would, to a number taken as confirmed by its holder
   * (decision 0040: how numbers get confirmed is tested in phone-confirmation.test.ts and confirmed-texts.test.ts).
   */
  enqueue(message: OutgoingNotification): Promise<DeliveryRow | null>;
  /** Records the number as confirmed with a code, as confirmPhone does. */
  confirm(phone: string): Promise<void>;
  row(id: string): Promise<DeliveryRow>;
  close(): Promise<void>;
}

/**
 * A test app (its database and configuration from `env`) with the notifications module built on it, until the
 * module is wired into app-deps.ts; independent of that wiring either way.
 */
export async function notificationsHarness(
  env: Record<string, string> = {},
  options: { now?: () => Date; isAdmin?: () => Promise<boolean> } = {},
): Promise<NotificationsHarness> {
  // The outbox's own tests send many messages to one number: the daily cap is tested where it is set to its default.
  const t = await createTestApp({ env: { TEXTS_PER_NUMBER_PER_DAY: '100', ...env } });
  const repo = new NotificationsRepo(t.database.db);
  const clock = lastLagosNoon();
  const service = new NotificationsService({
    repo,
    config: t.config,
    log,
    now: options.now ?? (() => clock),
    linkSecret: 'test-link-secret',
    quietHours: new ContactChannelsRepo(t.database.db),
  });
  const confirm = async (phone: string) => {
    const digits = normalisePhone(phone);
    if (digits) await repo.addConfirmed(digits, 'SMS');
  };
  const http = Fastify({ loggerInstance: log });
  await registerNotificationRoutes(http, {
    notifications: service,
    config: t.config,
    log,
    isAdmin: options.isAdmin ?? (() => Promise.resolve(false)),
  });
  await http.ready();
  return {
    t,
    repo,
    service,
    http,
    worker: (workerOptions = {}, workerClock) =>
      new NotificationsWorker(
        {
          repo,
          notifications: {
            onKick: (listener) => service.onKick(listener),
            render: (row) => service.render(row),
            now: workerClock ?? service.now,
            sendTimeTo: (...args) => service.sendTimeTo(...args),
          },
          channels: createChannels(t.config),
          log,
        },
        { baseDelayMs: 0, maxDelayMs: 0, ...workerOptions },
      ),
    async enqueue(message) {
      await confirm(message.to);
      return inTransaction(t.database.db, undefined, (_handle, tx) => service.enqueue(tx, message));
    },
    confirm,
    async row(id) {
      const found = await service.get(id);
      if (!found) throw new Error(`no notification ${id}`);
      return found;
    },
    async close() {
      await http.close();
      await t.close();
    },
  };
}

/** The next time the Lagos clock shows `hh:mm:ss`: a moment in the future, so what is planned for it is not due. */
export function nextLagos(hh: number, mm = 0, ss = 0, now = new Date()): Date {
  const at = new Date(now);
  at.setUTCHours(hh - 1, mm, ss, 0); // Lagos is UTC+1
  if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** Session data as the sessions module would pass it. */
export const sessionData = {
  name: 'Ada Obi',
  otherName: 'Chinedu Okafor',
  when: 'Tuesday 1 December, 10:00 WAT',
  path: '/my-sessions',
};

/** The admin an admin action is recorded for, in tests that drive the service directly. */
export const testAdmin = { userId: 'test-admin', email: 'admin@example.com' };
