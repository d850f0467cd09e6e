import type { SessionsChangedPort } from './sessions-ports';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { Actor, AuditEntry } from '../admin/admin-audit';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import type { MailService } from '../mail/mail.service';
import type { MentorReviewsService } from '../mentors/mentor-reviews.service';
import type { MentorsService } from '../mentors/mentors.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { AvailabilityService } from './availability.service';
import { LearnerLinks } from './learner-links';
import { ProgressReportService } from './progress-report.service';
import { SessionOutcomeService } from './session-outcome.service';
import { SessionRemindersService } from './session-reminders.service';
import { SessionViewsService } from './session-views.service';
import { SessionsRepo } from './sessions.repo';
import { SessionsService } from './sessions.service';
import { JitsiRooms } from './video-rooms';
import { BookingHeldSessions } from './booking-held-sessions';
import { CycleSessions } from './cycle-sessions';
import type { MembershipCyclesPort } from './sessions-deps';

/** The sessions module's services (issue 22, decision 0029), wired for the sessions manifest (sessions.module.ts). */
export function createSessionServices(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  clock: Clock;
  authSecret: string;
  availability: AvailabilityService;
  mentorBookings: MentorBookingsService;
  mentors: MentorsService;
  mentorReviews: MentorReviewsService;
  mail: MailService;
  notifications: NotificationsService;
  audit: (actor: Actor, entry: AuditEntry, tx: Tx) => Promise<void>;
  /** A membership's later cycles (issue 36): the memberships module answers through this port. */
  cycles?: MembershipCyclesPort;
  /** Told after a change to sessions commits (a mentor's Google calendar mirrors them). */
  changed?: SessionsChangedPort;
  /** A learner confirmed a held session (the ledger releases the mentor's share for it at once). */
  onSessionConfirmed?: (bookingId: string) => Promise<void>;
}) {
  const { db, config, log, authSecret, availability, mentorBookings, mentors, mail, notifications } = deps;
  const sessionsRepo = new SessionsRepo(db);
  const rooms = new JitsiRooms({
    baseUrl: config.JITSI_BASE_URL,
    appId: config.JITSI_APP_ID,
    appSecret: config.JITSI_APP_SECRET,
  });
  const sessionSite = { site: config.site, publicUrl: config.publicUrl, links: new LearnerLinks(authSecret) };
  const sessions = new SessionsService({
    repo: sessionsRepo,
    availability,
    bookings: mentorBookings,
    mentors,
    rooms,
    mail,
    notifications,
    log,
    ...sessionSite,
    now: () => deps.clock.now(),
    audit: deps.audit,
    cycles: deps.cycles,
    changed: deps.changed,
  });
  const sessionOutcomes = new SessionOutcomeService({
    repo: sessionsRepo,
    sessions,
    bookings: mentorBookings,
    mail,
    reviews: deps.mentorReviews,
    teamEmail: config.site.email,
    links: sessionSite.links,
    onConfirmed: async (session) => deps.onSessionConfirmed?.(session.bookingId),
  });
  const progressReports = new ProgressReportService({
    repo: sessionsRepo,
    sessions,
    bookings: mentorBookings,
    mail,
    log,
  });
  const sessionReminders = new SessionRemindersService({
    repo: sessionsRepo,
    sessions,
    bookings: mentorBookings,
    rooms,
    mail,
    notifications,
    links: sessionSite.links,
    log,
  });
  const sessionViews = new SessionViewsService({
    repo: sessionsRepo,
    sessions,
    availability,
    bookings: mentorBookings,
    mentors,
    rooms,
    ...sessionSite,
    cycles: deps.cycles,
  });
  // What a payout or refund needs to know of a booking's held sessions (decision 0034).
  const heldSessions = new BookingHeldSessions(sessionsRepo);
  const cycleSessions = new CycleSessions(sessionsRepo, () => deps.clock.now());
  return { sessions, sessionOutcomes, progressReports, sessionReminders, sessionViews, heldSessions, cycleSessions };
}
