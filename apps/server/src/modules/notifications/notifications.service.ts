import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { readPage, type Page } from '../../lib/paging';
import { isUuid } from '../../lib/uuid';
import type { Actor, AuditEntry } from '../../lib/audit';
import type { MailService } from '../mail/mail.service';
import { channelsOn, type TextChannelName } from './channel';
import {
  checkNotificationData,
  renderEmailParts,
  renderNotification,
  type NotificationContext,
  type NotificationData,
  type NotificationTemplateName,
  type RenderedNotification,
} from './templates';
import type {
  DeliveryRow,
  DeliveryStatus,
  NotificationChannel,
  NotificationsRepo,
  ProviderStatus,
} from './notifications.repo';
import { OptOutLinks } from './opt-out-links';
import { normalisePhone, requirePhone } from './phone';
import { logHeld } from './held-log';
import { DEFAULT_QUIET_WINDOW, sendTimeFor, type QuietWindow } from './quiet-hours';
import { textRefusal } from './text-limits';

const LABEL: Record<TextChannelName, string> = { WHATSAPP: 'WhatsApp', SMS: 'SMS' };

/**
 * A WhatsApp or SMS message to queue. `data` is typed per template; `to` is any way people write a phone number
 * (normalised to E.164). `eventAt` is when what it is about happens (a session's start): quiet hours (21:00–07:00
 * Lagos, or the number's account's) hold a message until they end unless that is within the hour, and a message whose
 * event has begun is dropped.
 */
export type OutgoingNotification = {
  [K in NotificationTemplateName]: {
    channel: TextChannelName;
    to: string;
    template: K;
    data: NotificationData<K>;
    eventAt?: Date | null;
  };
}[NotificationTemplateName];

/**
 * One message on every channel a person chose (`notify`): the e-mail when the template writes its own (its other
 * e-mails are the owning module's mail templates, queued by that module), WhatsApp and SMS to `phone`. This is the
 * typed send other modules call: invoices due and expired, payouts sent, chat messages, reminders.
 */
export type Notice = {
  [K in NotificationTemplateName]: {
    template: K;
    data: NotificationData<K>;
    /** Where the e-mail goes; none when null. */
    email?: string | null;
    /** Where WhatsApp and SMS go (any way people write a number). */
    phone?: string | null;
    /** What the person chose on the form (EMAIL, WHATSAPP, SMS); e-mail goes whenever `email` is given. */
    channels: readonly NotificationChannel[];
    eventAt?: Date | null;
  };
}[NotificationTemplateName];

export interface NotificationsDeps {
  repo: NotificationsRepo;
  config: Config;
  log: FastifyBaseLogger;
  /** The clock quiet hours are read on (tests set it). */
  now?: () => Date;
  /** The e-mails written in this module's templates go through the mail outbox as its 'notice' mail. */
  mail?: Pick<MailService, 'enqueue' | 'kick'>;
  /** Signs the opt-out links (the app's secret); without it there are no links. */
  linkSecret?: string;
  /** Writes an admin action's audit row in its transaction (the admin module's log). */
  audit?: (actor: Actor, entry: AuditEntry, tx: Tx) => Promise<void>;
  /** The quiet hours of a number's account (decision 0044); without it every number has the product's. */
  quietHours?: { windowOf(phone: string, tx?: Tx): Promise<QuietWindow | null> };
}

/**
 * Queues WhatsApp and SMS messages in the notification outbox, in the caller's transaction. With a channel's keys
 * set, a worker delivers them (notifications.worker.ts); without, they are held: logged, readable at
 * /dev/notifications, and never sent later (like held mail). E-mail is not here: it stays with MailService.
 */
export class NotificationsService {
  private readonly kickListeners = new Set<() => void>();
  private readonly on: Record<TextChannelName, boolean>;
  readonly now: () => Date;
  /** The signed one-tap opt-out links every message carries (none without `linkSecret`). */
  readonly optOutLinks: OptOutLinks;

  constructor(private readonly deps: NotificationsDeps) {
    this.on = channelsOn(deps.config);
    this.now = deps.now ?? (() => new Date());
    this.optOutLinks = new OptOutLinks(deps.config.publicUrl, deps.linkSecret);
  }

  get context(): NotificationContext {
    return { siteName: this.deps.config.site.name, publicUrl: this.deps.config.publicUrl };
  }

  /** The WhatsApp/SMS outbox's backlog (for /metrics): messages waiting to go out, when the oldest was queued. */
  queueStats(): Promise<{ depth: number; oldest: Date | null }> {
    return this.deps.repo.queueStats();
  }

  /** Whether messages on this channel leave the server (its keys are set). */
  delivers(channel: TextChannelName): boolean {
    return this.on[channel];
  }

  /**
   * Writes the message in the caller's transaction; call `kick()` after it commits. Null (nothing is stored) when
   * the number opted out of this channel, was never confirmed with a code, or had its texts for today (decision
   * 0040). A number that is not one throws BAD_USER_INPUT; data that does not match the template throws.
   */
  enqueue(tx: Tx, message: OutgoingNotification): Promise<DeliveryRow | null> {
    return this.insert(this.deps.repo.in(tx), tx, message);
  }

  /** Queues a message on its own (no surrounding change to commit with) and wakes the worker. */
  async send(message: OutgoingNotification): Promise<DeliveryRow | null> {
    const row = await this.deps.repo.transaction((repo, tx) => this.insert(repo, tx, message));
    if (row) this.kick();
    return row;
  }

  /**
   * Queues `notice` in the caller's transaction on every chosen channel; call `kick()` after it commits. A phone no
   * message can reach is skipped with a warning (the forms refuse it when a channel is ticked); the e-mail still goes.
   */
  async notify(tx: Tx, notice: Notice): Promise<{ email: boolean; texts: DeliveryRow[] }> {
    const data = checkNotificationData(notice.template, notice.data);
    const wanted = notice.channels.filter((c): c is TextChannelName => c !== 'EMAIL');
    const phone = notice.phone ? normalisePhone(notice.phone) : null;
    let email = false;
    const parts = notice.email ? renderEmailParts(notice.template, data, this.context) : null;
    if (parts && notice.email && this.deps.mail) {
      // The e-mail carries the one-tap links of the other channels this person gets (e-mail stays for receipts).
      const links = phone ? [...new Set(wanted)].map((c) => [c, this.optOutLinks.url(phone, c)] as const) : [];
      const stop = links.map(([c, url]) => (url ? `\n\nTo stop ${LABEL[c]} messages to +${phone}: ${url}` : ''));
      await this.deps.mail.enqueue(tx, {
        to: notice.email,
        template: 'notice',
        data: { source: notice.template, ...parts, text: parts.text + stop.join(''), action: parts.action ?? null },
      });
      email = true;
    }
    const texts: DeliveryRow[] = [];
    if (wanted.length > 0 && !phone) {
      this.deps.log.warn({ template: notice.template }, 'notification: no number a message can reach; texts skipped');
      return { email, texts };
    }
    for (const channel of [...new Set(wanted)]) {
      // The data was checked against this template just above.
      const message = { channel, to: phone ?? '', template: notice.template, data, eventAt: notice.eventAt };
      const row = await this.insert(this.deps.repo.in(tx), tx, message as OutgoingNotification);
      if (row) texts.push(row);
    }
    return { email, texts };
  }

  /** Wakes the workers (texts and mail) so messages just committed go out now rather than at the next poll. */
  kick(): void {
    for (const listener of this.kickListeners) listener();
    this.deps.mail?.kick();
  }

  onKick(listener: () => void): () => void {
    this.kickListeners.add(listener);
    return () => this.kickListeners.delete(listener);
  }

  /**
   * The number asks not to be messaged on this channel (a "STOP" reply, the opt-out link): later messages are not
   * stored, and those still waiting are marked failed. Throws BAD_USER_INPUT for a number that is not one.
   */
  async optOut(phone: string, channel: NotificationChannel): Promise<void> {
    const number = requirePhone(phone);
    await this.deps.repo.transaction(async (repo) => {
      await repo.addOptOut(number, channel);
      if (channel !== 'EMAIL') await repo.failWaiting(number, channel, 'opted out');
    });
  }

  /** The number takes the channel back (ticking it again on a form, a "START" reply). */
  async optIn(phone: string, channel: NotificationChannel): Promise<void> {
    await this.deps.repo.removeOptOut(requirePhone(phone), channel);
  }

  async isOptedOut(phone: string, channel: NotificationChannel): Promise<boolean> {
    const number = normalisePhone(phone);
    return number ? this.deps.repo.isOptedOut(number, channel) : false;
  }

  /** The WhatsApp template (or SMS text) of a stored row, as the worker sends it. */
  render(row: Pick<DeliveryRow, 'channel' | 'recipient' | 'template' | 'data'>): RenderedNotification {
    if (row.channel === 'EMAIL') throw new Error('e-mail is delivered by the mail outbox');
    const optOut = this.optOutLinks.forMessage(row.recipient, row.channel);
    return renderNotification(row.channel, row.template, row.data, this.context, optOut);
  }

  /** Newest first, paged in the database (the admin list and /dev/notifications). */
  list(args: {
    channel?: TextChannelName | null;
    status?: DeliveryStatus | null;
    to?: string | null;
    limit?: number | null;
    nextToken?: string | null;
  }): Promise<Page<DeliveryRow>> {
    // A filter that is not a number matches nothing rather than everything.
    const recipient = args.to ? (normalisePhone(args.to) ?? '0') : null;
    return readPage(
      args,
      { at: 'timestamp', id: 'uuid' },
      ({ take, after }) => this.deps.repo.list({ channel: args.channel, status: args.status, recipient }, take, after),
      (r) => ({ at: r.cursorAt, id: r.id }),
    );
  }

  async get(id: string): Promise<DeliveryRow | null> {
    return isUuid(id) ? this.deps.repo.findById(id) : null;
  }

  /** Sends a failed message again (an admin's action, written to the audit log in the same transaction). */
  async retry(id: string, actor: Actor): Promise<DeliveryRow> {
    const current = await this.get(id);
    if (current && current.channel !== 'EMAIL' && !this.delivers(current.channel)) {
      throw new AppError('BAD_USER_INPUT', `${current.channel} delivery is not configured (its keys are unset)`);
    }
    const row = await this.deps.repo.transaction(async (repo, tx) => {
      const requeued = current ? await repo.requeue(current.id) : null;
      if (requeued && current) {
        await this.deps.audit?.(
          actor,
          {
            action: 'notification.retry',
            targetType: 'notification_delivery',
            targetId: current.id,
            before: { status: current.status, attempts: current.attempts, lastError: current.lastError },
            after: { status: requeued.status, attempts: requeued.attempts },
          },
          tx,
        );
      }
      return requeued;
    });
    if (!row) throw new AppError('NOT_FOUND', 'No failed message with this id');
    this.kick();
    return row;
  }

  /** A provider's delivery report (the WhatsApp status webhook). Returns whether a row changed. */
  applyProviderStatus(providerMessageId: string, status: ProviderStatus, at: Date, error: string | null = null) {
    return this.deps.repo.applyProviderStatus(providerMessageId, status, at, error);
  }

  /**
   * When a text to `recipient` planned for `at` may go: the one rule of quiet hours (decision 0044), at queueing, at a
   * retry and at sending. The hours of the account that proved the number, else the product's 21:00–07:00 Lagos.
   */
  async sendTimeTo(recipient: string, at: Date, eventAt: Date | null, tx?: Tx): Promise<Date> {
    const window = (await this.deps.quietHours?.windowOf(recipient, tx)) ?? DEFAULT_QUIET_WINDOW;
    return sendTimeFor(at, { eventAt, window });
  }

  private async insert(repo: NotificationsRepo, tx: Tx, message: OutgoingNotification): Promise<DeliveryRow | null> {
    const data = checkNotificationData(message.template, message.data);
    const recipient = requirePhone(message.to, 'to');
    const refused = await textRefusal(repo, recipient, message, this.deps.config.TEXTS_PER_NUMBER_PER_DAY);
    if (refused) {
      const { channel, template } = message;
      this.deps.log.info({ channel, template }, `notification not queued: ${refused}`);
      return null;
    }
    const optOut = this.optOutLinks.forMessage(recipient, message.channel);
    const rendered = renderNotification(message.channel, message.template, data, this.context, optOut);
    const eventAt = message.eventAt ?? null;
    const delivers = this.delivers(message.channel);
    const row = await repo.insert({
      channel: message.channel,
      recipient,
      template: message.template,
      data,
      text: rendered.text,
      status: delivers ? 'pending' : 'held',
      nextAttemptAt: await this.sendTimeTo(recipient, this.now(), eventAt, tx),
      eventAt,
    });
    if (!delivers) logHeld(row, this.deps);
    return row;
  }
}
