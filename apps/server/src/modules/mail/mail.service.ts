import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { readPage, type Page } from '../../lib/paging';
import { isUuid } from '../../lib/uuid';
import { checkAttachments } from './attachments';
import type { MailRepo, MailRow, MailStatus } from './mail.repo';
import {
  checkMailData,
  renderMail,
  type MailContext,
  type OutgoingMail,
  type RenderedMail,
} from './templates/registry';

export interface MailView extends MailRow {
  rendered: RenderedMail | null;
}

/**
 * Queues mail in the outbox. With SMTP_URL a worker delivers it; without, it is held: logged, and readable at
 * /dev/mailbox, and never sent later (so a developer's test codes are not mailed out when SMTP is configured).
 */
export class MailService {
  private readonly kickListeners = new Set<() => void>();

  constructor(
    private readonly repo: MailRepo,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  get context(): MailContext {
    return { site: this.config.site, publicUrl: this.config.publicUrl };
  }

  /** True when mail leaves the server (SMTP_URL is set). */
  get delivers(): boolean {
    return Boolean(this.config.SMTP_URL);
  }

  /** Writes the mail in the caller's transaction. Call `kick()` after the transaction commits. */
  enqueue(tx: Tx, mail: OutgoingMail): Promise<MailRow> {
    return this.insert(this.repo.in(tx), mail);
  }

  /** Queues a mail on its own (no surrounding change to commit with) and wakes the worker. */
  async send(mail: OutgoingMail): Promise<MailRow> {
    const row = await this.insert(this.repo, mail);
    this.kick();
    return row;
  }

  /** The outbox's backlog (for /metrics): mails waiting to go out and when the oldest was queued. */
  queueStats(): Promise<{ depth: number; oldest: Date | null }> {
    return this.repo.queueStats();
  }

  /** Wakes the worker so a mail just committed goes out now rather than at the next poll. */
  kick(): void {
    for (const listener of this.kickListeners) listener();
  }

  onKick(listener: () => void): () => void {
    this.kickListeners.add(listener);
    return () => this.kickListeners.delete(listener);
  }

  render(row: MailRow): RenderedMail {
    return renderMail(row.template, row.data, this.context);
  }

  async list(args: {
    status?: MailStatus | null;
    to?: string | null;
    limit?: number | null;
    nextToken?: string | null;
  }): Promise<Page<MailView>> {
    const page = await readPage(
      args,
      { at: 'timestamp', id: 'uuid' },
      ({ take, after }) => this.repo.list({ status: args.status, to: args.to }, take, after),
      (r) => ({ at: r.cursorAt, id: r.id }),
    );
    return { ...page, items: page.items.map((row) => this.view(row)) };
  }

  async get(id: string): Promise<MailView | null> {
    const row = isUuid(id) ? await this.repo.findById(id) : null;
    return row ? this.view(row) : null;
  }

  /** Sends a failed mail again (admin). */
  async retry(id: string): Promise<MailView> {
    if (!this.delivers) throw new AppError('BAD_USER_INPUT', 'Mail delivery is not configured (SMTP_URL is unset)');
    const row = isUuid(id) ? await this.repo.requeue(id) : null;
    if (!row) throw new AppError('NOT_FOUND', 'No failed mail with this id');
    this.kick();
    return this.view(row);
  }

  /** A row with its rendered subject and text (null when its data no longer renders). */
  view(row: MailRow): MailView {
    try {
      return { ...row, rendered: this.render(row) };
    } catch {
      return { ...row, rendered: null };
    }
  }

  private async insert(repo: MailRepo, mail: OutgoingMail): Promise<MailRow> {
    const data = checkMailData(mail.template, mail.data);
    const attachments = checkAttachments(mail.attachments);
    const to = mail.to.trim();
    const row = await repo.insert({
      to,
      template: mail.template,
      data,
      attachments,
      status: this.delivers ? 'pending' : 'held',
    });
    if (!this.delivers) this.logHeld(row);
    return row;
  }

  private logHeld(row: MailRow): void {
    const rendered = this.render(row);
    const fields = { mailId: row.id, to: row.to, template: row.template, subject: rendered.subject };
    if (this.config.isProduction) {
      // Production logs may be shipped elsewhere: the body (codes) stays in the outbox.
      this.log.warn(fields, 'mail held: SMTP_URL is not set, so it is not delivered');
    } else {
      this.log.info(
        { ...fields, text: rendered.text },
        `mail held (no SMTP_URL); read it at ${this.config.publicUrl}/dev/mailbox`,
      );
    }
  }
}
