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

/** What the sessions service is built from (app-deps.ts); hold-release.ts and slot-check.ts take parts of it. */
export interface SessionsDeps {
  repo: SessionsRepo;
  availability: Pick<AvailabilityService, 'row'>;
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
  /** Writes the audit row of an admin's change, in its transaction (the admin module keeps the log). */
  audit?: (actor: Actor, entry: AuditEntry, tx: Tx) => Promise<void>;
}
