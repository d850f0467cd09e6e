import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { DbOrTx } from '../../db/client';
import { MailRepo, type MailRow } from './mail.repo';
import { storedAttachments } from './attachments';
import type { MailService } from './mail.service';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Nodemailer's attachment shape: text content as it is, binary as base64 with `encoding: 'base64'`. */
  attachments?: { filename: string; contentType: string; content: string; encoding?: 'base64' }[];
}

/** What the worker sends through; nodemailer's SMTP transport in production, anything alike in tests. */
export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
  close(): void;
}

/** Short timeouts: a hanging server must not hold a claimed mail past its lease. */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as const;

/** The longest one send can take before nodemailer gives up. */
export const MAX_SEND_MS =
  SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;

export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
}

export interface MailWorkerOptions {
  from: string;
  pollMs: number;
  batchSize: number;
  /** How long a claimed mail stays with this worker before another may take it. */
  leaseMs: number;
  maxAttempts: number;
  /** Delay after the first failure; doubled each time, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultWorkerOptions: Omit<MailWorkerOptions, 'from'> = {
  pollMs: 1000,
  // One mail per claim: a send can take up to a minute (the timeouts above), so the last mail of a larger batch
  // could outlive its lease and be claimed and sent by a second instance as well.
  batchSize: 1,
  leaseMs: 2 * 60_000,
  maxAttempts: 10,
  baseDelayMs: 10_000,
  maxDelayMs: 30 * 60_000,
};

/** SMTP 5xx replies are permanent (unknown mailbox, refused content): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return false;
  const code = Number(error.responseCode);
  return code >= 500 && code < 600;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Delivers the outbox. Any number of workers (one per server instance) can run: each claims rows with
 * FOR UPDATE SKIP LOCKED. Retries back off exponentially; after maxAttempts a mail is marked failed, where admins
 * see it (mailOutbox query) and can send it again.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private stopRequested = false;
  private unsubscribe: (() => void) | null = null;
  private readonly options: MailWorkerOptions;

  constructor(
    private readonly repo: MailRepo,
    private readonly mail: MailService,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    options: Partial<MailWorkerOptions> & { from: string },
  ) {
    this.options = { ...defaultWorkerOptions, ...options };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopRequested = false;
    this.unsubscribe = this.mail.onKick(() => this.kick());
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopRequested = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }

  /** Runs now (or right after the current run), instead of waiting for the next poll. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.loop().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.kick();
      } else {
        this.timer = setTimeout(() => this.kick(), this.options.pollMs);
        this.timer.unref();
      }
    });
  }

  /** Delivers batches until nothing is due. Returns how many mails were attempted. */
  async runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await this.repo.claimDue(this.options.batchSize, this.options.leaseMs);
      for (const row of batch) await this.deliver(row);
      attempted += batch.length;
      // Stopping finishes the batch in hand; what is left stays due for the next worker.
      if (batch.length === 0 || this.stopRequested) return attempted;
    }
  }

  private async loop(): Promise<void> {
    try {
      await this.runOnce();
    } catch (error) {
      // A database hiccup: log and try again at the next poll.
      this.log.error({ err: error }, 'mail worker: could not read the outbox');
    }
  }

  private async deliver(row: MailRow): Promise<void> {
    let rendered;
    try {
      rendered = this.mail.render(row);
    } catch (error) {
      await this.repo.markFailed(row, `cannot render: ${describe(error)}`);
      this.log.error({ mailId: row.id, err: error }, 'mail worker: mail cannot be rendered; marked failed');
      return;
    }
    try {
      const attachments = storedAttachments(row.attachments).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
        ...(a.encoding === 'base64' ? { encoding: 'base64' as const } : {}),
      }));
      await this.transport.sendMail({
        from: this.options.from,
        to: row.to,
        ...rendered,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await this.repo.markSent(row);
      this.log.info({ mailId: row.id, template: row.template }, 'mail sent');
    } catch (error) {
      const message = describe(error);
      if (isPermanent(error) || row.attempts >= this.options.maxAttempts) {
        await this.repo.markFailed(row, message);
        this.log.error({ mailId: row.id, attempts: row.attempts, error: message }, 'mail failed permanently');
        return;
      }
      const delay = Math.min(this.options.baseDelayMs * 2 ** (row.attempts - 1), this.options.maxDelayMs);
      await this.repo.markRetry(row, message, delay);
      this.log.warn(
        { mailId: row.id, attempts: row.attempts, retryInMs: delay, error: message },
        'mail not sent; will retry',
      );
    }
  }
}

/** The server's worker: only when SMTP_URL is set (otherwise mail is held for /dev/mailbox). */
export function startMailWorker(
  db: DbOrTx,
  mail: MailService,
  config: Config,
  log: FastifyBaseLogger,
): MailWorker | null {
  if (!config.SMTP_URL) return null;
  const worker = new MailWorker(new MailRepo(db), mail, createSmtpTransport(config.SMTP_URL), log, {
    from: config.MAIL_FROM,
  });
  worker.start();
  return worker;
}
