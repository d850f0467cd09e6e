import type { FastifyBaseLogger } from 'fastify';
import {
  ChannelError,
  SEND_TIMEOUT_MS,
  TEXT_CHANNELS,
  type TextChannel,
  type TextChannelName,
  type TextChannels,
} from './channel';
import type { DeliveryRow, NotificationsRepo } from './notifications.repo';
import type { NotificationsService } from './notifications.service';

export interface NotificationsWorkerOptions {
  /** How often to look for due messages when nothing kicked the worker (deferred ones, retries). */
  pollMs: number;
  batchSize: number;
  /** How long a claimed message stays with this worker before another may take it. */
  leaseMs: number;
  /** Sends of one message before it is marked failed. */
  maxAttempts: number;
  /** Delay after the first failure; doubled each time, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultNotificationsWorkerOptions: NotificationsWorkerOptions = {
  pollMs: 5_000,
  // Each send gives up after SEND_TIMEOUT_MS, so a whole batch finishes well inside its lease: no second instance
  // can claim (and send again) a message this one is still sending.
  batchSize: 5,
  leaseMs: 2 * 60_000,
  maxAttempts: 6,
  // 30 s, 1, 2, 4, 8 min: a provider outage or a rate limit of about a quarter of an hour is ridden out.
  baseDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
};

export interface NotificationsWorkerDeps {
  repo: NotificationsRepo;
  notifications: Pick<NotificationsService, 'onKick' | 'render' | 'now' | 'sendTimeTo'>;
  channels: TextChannels;
  log: FastifyBaseLogger;
}

/** The wait after failed attempt number `attempts` (1, 2, …): baseDelayMs doubled each time, at most maxDelayMs. */
export function retryDelayMs(
  attempts: number,
  options: Pick<NotificationsWorkerOptions, 'baseDelayMs' | 'maxDelayMs'> = defaultNotificationsWorkerOptions,
): number {
  return Math.min(options.baseDelayMs * 2 ** Math.max(0, attempts - 1), options.maxDelayMs);
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Delivers the WhatsApp and SMS outbox. Any number of workers (one per server instance) can run: each claims due
 * rows with FOR UPDATE SKIP LOCKED in a short transaction that leases them (status 'sending'), sends outside any
 * transaction, then records the outcome on that claim only. A 429, a 5xx or no answer is retried with exponential
 * back-off (never into quiet hours); a refused message, or the last of maxAttempts, is marked failed, where admins
 * see it and can send it again.
 */
export class NotificationsWorker {
  private readonly options: NotificationsWorkerOptions;
  /** The channels that are on: rows of the others stay where they are (held, or pending until keys are set). */
  private readonly channelNames: TextChannelName[];
  private running: Promise<void> | null = null;
  private again = false;
  private scheduled = false;
  private stopping = false;

  constructor(
    private readonly deps: NotificationsWorkerDeps,
    options: Partial<NotificationsWorkerOptions> = {},
  ) {
    this.options = { ...defaultNotificationsWorkerOptions, ...options };
    this.channelNames = TEXT_CHANNELS.filter((name) => deps.channels[name] !== null);
    if (this.options.batchSize * SEND_TIMEOUT_MS >= this.options.leaseMs) {
      throw new Error('notifications worker: a batch could outlive its lease (batchSize × send timeout ≥ leaseMs)');
    }
  }

  /** Delivers batches until nothing is due. Returns how many messages were attempted (held ones are not). */
  async runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await this.deps.repo.claimDue(this.channelNames, this.options.batchSize, this.options.leaseMs);
      let held = 0;
      for (const row of batch) if ((await this.deliver(row)) === 'held') held += 1;
      attempted += batch.length - held;
      // Stopping finishes the batch in hand (its claims are settled); what is left stays due for another instance. A
      // batch only held for quiet hours ends the run too: with the database's clock a little ahead of this one, their
      // end could be due again at once.
      if (batch.length === 0 || this.stopping || held === batch.length) return attempted;
    }
  }

  /**
   * Runs soon (once the run in progress, if any, has finished), so a message just committed does not wait for the
   * next poll. Only while scheduled: tests drive `runOnce` themselves.
   */
  kick(): void {
    if (!this.scheduled) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => {
        // A database hiccup: log, and the next poll tries again.
        this.deps.log.error({ err: error }, 'notifications worker: could not read the outbox');
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Polls every pollMs and answers kicks until stopped; the returned stop waits for a run in progress. */
  schedule(): () => Promise<void> {
    this.scheduled = true;
    this.stopping = false;
    const unsubscribe = this.deps.notifications.onKick(() => this.kick());
    const timer = setInterval(() => this.kick(), this.options.pollMs);
    timer.unref();
    this.kick();
    return async () => {
      this.scheduled = false;
      this.stopping = true;
      unsubscribe();
      clearInterval(timer);
      await this.running;
    };
  }

  private async deliver(row: DeliveryRow): Promise<'held' | 'settled'> {
    const now = this.deps.notifications.now();
    if (row.eventAt && row.eventAt <= now) {
      // A reminder held by an outage or quiet hours past its session's start is no use any more.
      await this.deps.repo.markFailed(row, 'expired: what it is about has already begun');
      return 'settled';
    }
    const due = await this.deps.notifications.sendTimeTo(row.recipient, now, row.eventAt);
    if (due > now) {
      // Quiet hours now (set after it was queued, or a backlog at night): it waits for their end, its attempt unspent.
      await this.deps.repo.markRetry(row, row.lastError, due, false);
      return 'held';
    }
    const channel: TextChannel | null = row.channel === 'EMAIL' ? null : this.deps.channels[row.channel];
    if (!channel) {
      // Claimed only for channels that are on; an e-mail row cannot exist (a check constraint forbids it).
      await this.deps.repo.markFailed(row, `no ${row.channel} channel configured`);
      return 'settled';
    }
    let rendered;
    try {
      rendered = this.deps.notifications.render(row);
    } catch (error) {
      await this.deps.repo.markFailed(row, `cannot render: ${describe(error)}`);
      this.deps.log.error({ notificationId: row.id, err: error }, 'notification cannot be rendered; marked failed');
      return 'settled';
    }
    try {
      // SMS goes as stored (what /dev/notifications showed); WhatsApp as its approved template.
      const { providerId } = await channel.send(row.recipient, row.text, rendered.whatsapp ?? undefined);
      await this.deps.repo.markSent(row, providerId);
      this.deps.log.info({ notificationId: row.id, channel: row.channel, template: row.template }, 'notification sent');
    } catch (error) {
      const message = describe(error);
      const retryable = error instanceof ChannelError ? error.retryable : true;
      if (!retryable || row.attempts >= this.options.maxAttempts) {
        await this.deps.repo.markFailed(row, message);
        this.deps.log.error(
          { notificationId: row.id, channel: row.channel, attempts: row.attempts, error: message },
          'notification failed permanently',
        );
        return 'settled';
      }
      // Never into quiet hours: a retry due at night waits for the morning like the first attempt did.
      const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts, this.options));
      const at = await this.deps.notifications.sendTimeTo(row.recipient, retryAt, row.eventAt);
      await this.deps.repo.markRetry(row, message, at);
      this.deps.log.warn(
        { notificationId: row.id, channel: row.channel, attempts: row.attempts, retryAt: at, error: message },
        'notification not sent; will retry',
      );
    }
    return 'settled';
  }
}
