import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import type { Cursor } from '../../lib/paging';
import { cursorText, pastCursor } from '../../db/keyset';
import type { TextChannelName } from './channel';
import {
  confirmedPhones,
  eventReminders,
  notificationDeliveries,
  notificationOptOuts,
  type EventReminderKind,
  type ReminderSubject,
} from './notifications.schema';

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type DeliveryStatus = DeliveryRow['status'];
export type NotificationChannel = DeliveryRow['channel'];

/** What a provider's status webhook may report about a sent message. */
export type ProviderStatus = 'delivered' | 'read' | 'failed';

const seconds = (ms: number) => Math.max(0, Math.round(ms)) / 1000;

/** The only writer of notification_deliveries and notification_opt_outs (decision 0025). */
export class NotificationsRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it. */
  transaction<T>(work: (repo: NotificationsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new NotificationsRepo(handle), tx));
  }

  /** The same repository writing through a caller's transaction. */
  in(tx: Tx): NotificationsRepo {
    return new NotificationsRepo(Tx.handle(tx));
  }

  async insert(row: {
    channel: TextChannelName;
    recipient: string;
    template: string;
    data: Record<string, unknown>;
    text: string;
    status: 'held' | 'pending';
    nextAttemptAt: Date;
    eventAt: Date | null;
  }): Promise<DeliveryRow> {
    const [inserted] = await this.db.insert(notificationDeliveries).values(row).returning();
    if (!inserted) throw new Error('notification insert returned nothing');
    return inserted;
  }

  async isOptedOut(phone: string, channel: NotificationChannel): Promise<boolean> {
    const [row] = await this.db
      .select({ phone: notificationOptOuts.phone })
      .from(notificationOptOuts)
      .where(and(eq(notificationOptOuts.phone, phone), eq(notificationOptOuts.channel, channel)))
      .limit(1);
    return Boolean(row);
  }

  async addOptOut(phone: string, channel: NotificationChannel): Promise<void> {
    await this.db.insert(notificationOptOuts).values({ phone, channel }).onConflictDoNothing();
  }

  async removeOptOut(phone: string, channel: NotificationChannel): Promise<void> {
    await this.db
      .delete(notificationOptOuts)
      .where(and(eq(notificationOptOuts.phone, phone), eq(notificationOptOuts.channel, channel)));
  }

  /** Messages still waiting for this number on this channel will not go (the person opted out meanwhile). */
  async failWaiting(phone: string, channel: TextChannelName, reason: string): Promise<number> {
    const rows = await this.db
      .update(notificationDeliveries)
      .set({ status: 'failed', lastError: reason })
      .where(
        and(
          eq(notificationDeliveries.recipient, phone),
          eq(notificationDeliveries.channel, channel),
          eq(notificationDeliveries.status, 'pending'),
        ),
      )
      .returning({ id: notificationDeliveries.id });
    return rows.length;
  }

  /** Whether the number's holder confirmed it with a code (confirmed_phones). */
  async isConfirmed(phone: string): Promise<boolean> {
    const [row] = await this.db
      .select({ phone: confirmedPhones.phone })
      .from(confirmedPhones)
      .where(eq(confirmedPhones.phone, phone))
      .limit(1);
    return Boolean(row);
  }

  /** Records the number as confirmed by a code sent on `channel` (confirming again keeps the first record). */
  async addConfirmed(phone: string, channel: TextChannelName): Promise<void> {
    await this.db.insert(confirmedPhones).values({ phone, channel }).onConflictDoNothing();
  }

  /** Serialises queueing to one number until the transaction ends (two bookings cannot both pass the daily cap). */
  async lockNumber(phone: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`texts:${phone}`}, 0))`);
  }

  /**
   * How many messages were queued to this number since `since` (on `channel`, or both): only the templates in
   * `only`, or all but those in `except`. Counted from the table, so every instance counts the same rows.
   */
  async countQueuedSince(
    phone: string,
    since: Date,
    templates: { only: readonly string[] } | { except: readonly string[] },
    channel?: TextChannelName,
  ): Promise<number> {
    const d = notificationDeliveries;
    const which =
      'only' in templates ? inArray(d.template, [...templates.only]) : notInArray(d.template, [...templates.except]);
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(d)
      .where(and(eq(d.recipient, phone), channel ? eq(d.channel, channel) : undefined, gte(d.createdAt, since), which));
    return Number(row?.n ?? 0);
  }

  /**
   * Claims due messages of the channels that are on: rows other workers have locked are skipped, and each claimed
   * row is leased (status 'sending' until next_attempt_at) so a crashed worker's messages are picked up again.
   */
  claimDue(channels: readonly TextChannelName[], limit: number, leaseMs: number): Promise<DeliveryRow[]> {
    if (channels.length === 0) return Promise.resolve([]);
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries)
        .where(
          and(
            inArray(notificationDeliveries.status, ['pending', 'sending']),
            lte(notificationDeliveries.nextAttemptAt, sql`now()`),
            inArray(notificationDeliveries.channel, [...channels]),
          ),
        )
        .orderBy(asc(notificationDeliveries.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(notificationDeliveries)
        .set({
          status: 'sending',
          attempts: sql`${notificationDeliveries.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${seconds(leaseMs)})`,
        })
        .where(
          inArray(
            notificationDeliveries.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  /** Each outcome applies only to the claim it belongs to (same attempt), never to a later re-claim. */
  async markSent(row: DeliveryRow, providerMessageId: string): Promise<void> {
    await this.db
      .update(notificationDeliveries)
      .set({ status: 'sent', providerMessageId, sentAt: sql`now()`, lastError: null })
      .where(this.sameClaim(row));
  }

  /** Back to pending until `at`; `tried` false (held for quiet hours, nothing sent) gives the claim's attempt back. */
  async markRetry(row: DeliveryRow, error: string | null, at: Date, tried = true): Promise<void> {
    const attempts = tried ? row.attempts : row.attempts - 1;
    await this.db
      .update(notificationDeliveries)
      .set({ status: 'pending', lastError: error, nextAttemptAt: at, attempts })
      .where(this.sameClaim(row));
  }

  async markFailed(row: DeliveryRow, error: string): Promise<void> {
    await this.db.update(notificationDeliveries).set({ status: 'failed', lastError: error }).where(this.sameClaim(row));
  }

  /** An admin sends a failed message again: a fresh set of attempts, at once. */
  async requeue(id: string): Promise<DeliveryRow | null> {
    const [row] = await this.db
      .update(notificationDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
      .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.status, 'failed')))
      .returning();
    return row ?? null;
  }

  /**
   * A provider's report on a sent message, found by its id. Only forward: sent → delivered → read, and failed only
   * from sent (a late or repeated webhook cannot undo a read receipt). Returns whether a row changed.
   */
  async applyProviderStatus(
    providerMessageId: string,
    status: ProviderStatus,
    at: Date,
    error: string | null,
  ): Promise<boolean> {
    const d = notificationDeliveries;
    const from: DeliveryStatus[] = status === 'read' ? ['sent', 'delivered'] : ['sent'];
    const set =
      status === 'delivered'
        ? { status, deliveredAt: at }
        : status === 'read'
          ? { status, readAt: at, deliveredAt: sql`coalesce(${d.deliveredAt}, ${at.toISOString()}::timestamptz)` }
          : { status, lastError: error ?? 'the provider reported the message as failed' };
    const rows = await this.db
      .update(d)
      .set(set)
      .where(and(eq(d.providerMessageId, providerMessageId), inArray(d.status, from)))
      .returning({ id: d.id });
    return rows.length > 0;
  }

  async findById(id: string): Promise<DeliveryRow | null> {
    const [row] = await this.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id)).limit(1);
    return row ?? null;
  }

  /** Newest first, keyset-paged on (created_at, id); `cursorAt` is created_at to the microsecond. */
  list(
    filter: { channel?: TextChannelName | null; status?: DeliveryStatus | null; recipient?: string | null },
    limit: number,
    after: Cursor | null,
  ): Promise<(DeliveryRow & { cursorAt: string })[]> {
    const d = notificationDeliveries;
    const conditions = [
      filter.channel ? eq(d.channel, filter.channel) : undefined,
      filter.status ? eq(d.status, filter.status) : undefined,
      filter.recipient ? eq(d.recipient, filter.recipient) : undefined,
      after ? pastCursor(d.createdAt, d.id, after) : undefined,
    ];
    return this.db
      .select({ ...getTableColumns(d), cursorAt: cursorText(d.createdAt) })
      .from(d)
      .where(and(...conditions))
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(limit);
  }

  /** Claims an event's reminder: true for the one caller that inserted it (no other instance or earlier run did). */
  async claimReminder(subject: ReminderSubject, subjectId: string, kind: EventReminderKind, eventAt: Date) {
    const rows = await this.db
      .insert(eventReminders)
      .values({ subject, subjectId, kind, eventAt })
      .onConflictDoNothing()
      .returning({ subjectId: eventReminders.subjectId });
    return rows.length > 0;
  }

  /** Which of these events' reminders of `kind` were already sent (their id and time), so a run skips them. */
  async claimedReminders(
    subject: ReminderSubject,
    kind: EventReminderKind,
    subjectIds: readonly string[],
  ): Promise<Set<string>> {
    if (subjectIds.length === 0) return new Set();
    const r = eventReminders;
    const rows = await this.db
      .select({ subjectId: r.subjectId, eventAt: r.eventAt })
      .from(r)
      .where(and(eq(r.subject, subject), eq(r.kind, kind), inArray(r.subjectId, [...subjectIds])));
    return new Set(rows.map((row) => `${row.subjectId}@${row.eventAt.getTime()}`));
  }

  /** Forgets the claims of events long past (the retention purge): their reminders can never be due again. */
  async purgeRemindersBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(eventReminders)
      .where(lt(eventReminders.eventAt, cutoff))
      .returning({ subjectId: eventReminders.subjectId });
    return rows.length;
  }

  private sameClaim(row: DeliveryRow) {
    const d = notificationDeliveries;
    return and(eq(d.id, row.id), eq(d.status, 'sending'), eq(d.attempts, row.attempts));
  }

  /** Messages waiting to go out (pending, deferred or being sent) and the oldest one's creation, for /metrics. */
  async queueStats(): Promise<{ depth: number; oldest: Date | null }> {
    const [row] = await this.db
      .select({
        depth: sql<number>`count(*)::int`,
        oldest: sql<Date | null>`min(${notificationDeliveries.createdAt})`,
      })
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.status, ['pending', 'sending']));
    return { depth: Number(row?.depth ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  }
}
