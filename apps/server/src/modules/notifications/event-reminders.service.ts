import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsRepo } from './notifications.repo';
import type { EventReminderKind, ReminderSubject } from './notifications.schema';
import type { Notice, NotificationsService } from './notifications.service';

const HOUR = 3_600_000;
/** How long before its start each reminder goes: the day before (to plan), the hour before (to be there). */
export const EVENT_REMINDER_LEAD: Record<EventReminderKind, number> = {
  DAY_BEFORE: 24 * HOUR,
  HOUR_BEFORE: HOUR,
  // Told once the time has passed: a source answers events in (now − EXPIRED_WINDOW_MS, now].
  EXPIRED: 0,
};
/**
 * How far back an EXPIRED notice may still go (a job down for longer skips it): well inside KEEP_CLAIMS_MS, so a
 * claim is never purged while its event could still be answered as due.
 */
export const EXPIRED_WINDOW_MS = 2 * 24 * HOUR;
/** How often due reminders are looked for (an entry of jobs.ts). */
export const EVENT_REMINDERS_EVERY_MS = 60_000;
/** Claims of events this long past are forgotten: nothing can be due for them again. */
const KEEP_CLAIMS_MS = 7 * 24 * HOUR;
const CHUNK = 500;

/** One event whose reminder of a kind is due: who to tell, and what. */
export interface DueReminder {
  /** The owning module's row (an advisory booking, a webinar registration, a camp registration). */
  subjectId: string;
  eventAt: Date;
  notices: Notice[];
}

/**
 * A module whose events get reminders (advisory calls, webinars, camp classes). `remindersDue` answers the events
 * starting in (now, now + leadMs] that were booked more than `leadMs` before their start (a call booked 3 hours
 * ahead gets no day-before reminder), with the messages to send.
 */
export interface ReminderSource {
  readonly reminderSubject: ReminderSubject;
  /** The kinds this source sends (default: the day before and the hour before). */
  readonly reminderKinds?: readonly EventReminderKind[];
  remindersDue(kind: EventReminderKind, now: Date, leadMs: number): Promise<DueReminder[]>;
}

export interface EventRemindersDeps {
  repo: NotificationsRepo;
  notifications: Pick<NotificationsService, 'notify' | 'kick'>;
  sources: readonly ReminderSource[];
  /** The app's clock (lib/clock.ts): which events are due is a rule about people's time. */
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Reminders before advisory calls, webinars and camp classes (issue 24), as sessions have theirs: each is claimed by
 * inserting its event_reminders row in the transaction that queues its messages, so however many instances run the
 * job, each reminder goes once; an event moved to another time is reminded at its new time only, because the
 * owning module answers the new time. A message whose event has begun by the time it would go is dropped by the
 * worker (eventAt).
 */
export class EventRemindersService {
  constructor(private readonly deps: EventRemindersDeps) {}

  /** Sends what is due; the number of reminders claimed. The job runner calls it every EVENT_REMINDERS_EVERY_MS. */
  async run(): Promise<number> {
    const now = this.deps.now();
    let sent = 0;
    for (const source of this.deps.sources) {
      for (const kind of source.reminderKinds ?? (['HOUR_BEFORE', 'DAY_BEFORE'] as const)) {
        try {
          sent += await this.sendDue(source, kind, now);
        } catch (error) {
          // One module's failure (its table, a bad row) must not keep the others' reminders back.
          this.deps.log.error({ err: error, subject: source.reminderSubject, kind }, 'event reminders failed');
        }
      }
    }
    await this.deps.repo.purgeRemindersBefore(new Date(now.getTime() - KEEP_CLAIMS_MS));
    if (sent > 0) this.deps.notifications.kick();
    return sent;
  }

  private async sendDue(source: ReminderSource, kind: EventReminderKind, now: Date): Promise<number> {
    const found = await source.remindersDue(kind, now, EVENT_REMINDER_LEAD[kind]);
    // Within the hour only the hour-before reminder goes ("tomorrow" would be wrong by then): an event moved to
    // the next hour, or a job that was down, does not send both at once.
    const hourAway = now.getTime() + EVENT_REMINDER_LEAD.HOUR_BEFORE;
    const due = kind === 'DAY_BEFORE' ? found.filter((d) => d.eventAt.getTime() > hourAway) : found;
    let sent = 0;
    for (let i = 0; i < due.length; i += CHUNK) {
      const chunk = due.slice(i, i + CHUNK);
      const claimed = await this.deps.repo.claimedReminders(
        source.reminderSubject,
        kind,
        chunk.map((d) => d.subjectId),
      );
      for (const reminder of chunk) {
        if (claimed.has(`${reminder.subjectId}@${reminder.eventAt.getTime()}`)) continue;
        const done = await this.deps.repo.transaction(async (repo, tx) => {
          if (!(await repo.claimReminder(source.reminderSubject, reminder.subjectId, kind, reminder.eventAt))) {
            return false;
          }
          for (const notice of reminder.notices) {
            // An EXPIRED notice is about a time already past: the worker would drop it as too late.
            const eventAt = kind === 'EXPIRED' ? null : reminder.eventAt;
            await this.deps.notifications.notify(tx, { ...notice, eventAt });
          }
          return true;
        });
        if (done) sent += 1;
      }
    }
    return sent;
  }
}
