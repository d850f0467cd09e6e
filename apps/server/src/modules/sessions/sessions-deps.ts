import type { SessionsChangedPort } from './sessions-ports';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteInfo } from '../../config/env';
import type { Tx } from '../../db/transaction';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import type { MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { MentorsService } from '../mentors/mentors.service';
import type { Actor, AuditEntry } from '../../lib/audit';
import type { AvailabilityService } from './availability.service';
import type { SessionsRepo } from './sessions.repo';
import type { VideoRooms } from './video-rooms';
import type { LearnerLinks } from './learner-links';

/** A cycle of a booking that times are booked into: the first (the booking's payment) or a membership's later one. */
export interface CycleWindow {
  number: number;
  start: Date;
  end: Date;
  /** Sessions it gives, carried ones included. */
  included: number;
}

/**
 * What sessions need to know of a membership's later cycles (the memberships module answers; sessions never import
 * it, so the dependency runs one way).
 */
export interface MembershipCyclesPort {
  /** The paid (or in-grace, times held) cycle whose dates contain `start`, with the sessions it gives. */
  paidCycleAt(bookingId: string, start: Date, tx?: Tx): Promise<CycleWindow | null>;
  /** The dates of cycle `number`, whatever its payment. */
  cycleWindow(bookingId: string, number: number, tx: Tx): Promise<{ start: Date; end: Date } | null>;
}

/** What the sessions service is built from (app-deps.ts); hold-release.ts and slot-check.ts take parts of it. */
export interface SessionsDeps {
  repo: SessionsRepo;
  availability: Pick<AvailabilityService, 'row' | 'calendarBusy'>;
  bookings: Pick<MentorBookingsService, 'lockById' | 'findByIds' | 'listWithMentorByEmail' | 'idsOfChild'>;
  mentors: Pick<MentorsService, 'findManyByIds'>;
  rooms: VideoRooms;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  notifications?: Pick<NotificationsService, 'enqueue' | 'kick'> | undefined;
  links?: LearnerLinks | undefined;
  site: Pick<SiteInfo, 'name' | 'email'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** The clock every rule reads (tests move it). */
  now?: () => Date;
  /** A membership's later cycles (issue 36): filled by the memberships module, absent in tests without it. */
  cycles?: MembershipCyclesPort | undefined;
  /** Told after a change to sessions commits (sessions/sessions-ports.ts). */
  changed?: SessionsChangedPort | undefined;
  /** Writes the audit row of an admin's change, in its transaction (the admin module keeps the log). */
  audit?: (actor: Actor, entry: AuditEntry, tx: Tx) => Promise<void>;
}
