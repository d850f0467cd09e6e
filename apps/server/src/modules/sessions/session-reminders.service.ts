import type { FastifyBaseLogger } from 'fastify';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import type { MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { learnerPath, mentorName, textChannels, whenLabel } from './session-mails';
import { isSettled, REMINDER_LEAD } from './session-rules';
import type { LearnerLinks } from './learner-links';
import type { SessionsRepo } from './sessions.repo';
import type { ReminderKind } from './sessions.schema';
import type { SessionsService } from './sessions.service';
import type { VideoRooms } from './video-rooms';

export interface SessionRemindersDeps {
  repo: SessionsRepo;
  sessions: Pick<SessionsService, 'now' | 'mentorOf'>;
  bookings: Pick<MentorBookingsService, 'findByIds'>;
  rooms: Pick<VideoRooms, 'joinUrl'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  notifications?: Pick<NotificationsService, 'enqueue' | 'kick'> | undefined;
  links?: LearnerLinks | undefined;
  log: Pick<FastifyBaseLogger, 'error'>;
}

const BATCH = 100;
/** How often due reminders are looked for (the job runner, decision 0035). */
export const REMINDERS_EVERY_MS = 60_000;

/**
 * Reminders before every session, to the learner and the mentor (issue 24 asks for them on WhatsApp and SMS too;
 * e-mail is the channel there is today). Each reminder is claimed by inserting its row in the mail's transaction, so
 * it goes out once however many instances run the job. Unpaid bookings' held times get none.
 */
export class SessionRemindersService {
  constructor(private readonly deps: SessionRemindersDeps) {}

  async run(): Promise<number> {
    let sent = 0;
    for (const kind of ['HOUR_BEFORE', 'DAY_BEFORE'] as const) sent += await this.send(kind);
    if (sent > 0) {
      this.deps.mail.kick();
      this.deps.notifications?.kick();
    }
    return sent;
  }

  private async send(kind: ReminderKind): Promise<number> {
    const now = this.deps.sessions.now();
    // Within the hour only the hour-before reminder goes ("tomorrow" would be wrong by then): a job that was down
    // does not send both at once.
    const skip = kind === 'DAY_BEFORE' ? REMINDER_LEAD.HOUR_BEFORE : 0;
    const due = await this.deps.repo.dueForReminder(kind, now, REMINDER_LEAD[kind], BATCH, skip);
    if (due.length === 0) return 0;
    const bookings = new Map(
      (await this.deps.bookings.findByIds([...new Set(due.map((s) => s.bookingId))])).map((b) => [b.id, b]),
    );
    let sent = 0;
    for (const session of due) {
      const booking = bookings.get(session.bookingId);
      if (!booking || !isSettled(booking)) continue;
      const done = await this.deps.repo.transaction(async (repo, tx) => {
        if (!(await repo.claimReminder(session.id, kind))) return false;
        const mentor = await this.deps.sessions.mentorOf(session.mentorId, tx);
        const room = { url: session.roomUrl };
        const common = { kind, when: whenLabel(session.startAt) };
        // The hour-before mail carries each person's own join link: it is the one they open to join.
        const learnerJoin =
          kind === 'HOUR_BEFORE'
            ? await this.deps.rooms.joinUrl(
                room,
                { name: booking.fullName, email: booking.email, moderator: false },
                {
                  end: session.endAt,
                },
              )
            : null;
        const mentorJoin =
          kind === 'HOUR_BEFORE'
            ? await this.deps.rooms.joinUrl(
                room,
                { name: mentorName(mentor), email: mentor.email, moderator: true },
                {
                  end: session.endAt,
                },
              )
            : null;
        await this.deps.mail.enqueue(tx, {
          to: booking.email,
          template: 'session-reminder',
          data: {
            ...common,
            name: booking.fullName,
            otherName: mentorName(mentor),
            joinUrl: learnerJoin,
            path: learnerPath(booking.id, null, this.deps.links),
          },
        });
        for (const channel of textChannels(booking)) {
          await this.deps.notifications?.enqueue(tx, {
            channel,
            to: booking.phone,
            template: 'session-reminder',
            data: {
              ...common,
              name: booking.fullName,
              otherName: mentorName(mentor),
              joinUrl: learnerJoin,
              path: learnerPath(booking.id, null, this.deps.links),
            },
            eventAt: session.startAt,
          });
        }
        await this.deps.mail.enqueue(tx, {
          to: mentor.email,
          template: 'session-reminder',
          data: {
            ...common,
            name: mentor.firstname,
            otherName: booking.fullName,
            joinUrl: mentorJoin,
            path: '/mentor-dashboard/sessions',
          },
        });
        return true;
      });
      if (done) sent++;
    }
    return sent;
  }
}
