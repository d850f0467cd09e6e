import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/transaction';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import type { MentorsService } from '../mentors/mentors.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { AvailabilityService } from '../sessions/availability.service';
import type { LearnerLinks } from '../sessions/learner-links';
import type { SessionsService } from '../sessions/sessions.service';
import type { CycleSessions } from '../sessions/cycle-sessions';
import type { MembershipsRepo } from './memberships.repo';

/** A saved card as a membership shows it; the token never leaves the payments module. */
export interface RenewalCard {
  id: string;
  brand: string | null;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  /** The last moment it is charged: the provider's token lasts a year (decision 0045). */
  usableUntil: Date;
}

/** What came of charging a saved card for a cycle. */
export type CardChargeOutcome =
  | { outcome: 'PAID' }
  | { outcome: 'AUTHORISE'; url: string }
  /** No answer yet: the payments module's re-check settles it (and the cycle with it). */
  | { outcome: 'PENDING' }
  /** Nothing was charged (the card removed, expired, unreadable): the renewal is paid by transfer instead. */
  | { outcome: 'UNUSABLE' }
  | { outcome: 'DECLINED'; message: string };

/**
 * What memberships ask of payments (the payments module answers through the composition root). A cycle is a
 * payable booking of kind `membershipCycle`: its checkout, invoice and transfer are the payments module's own.
 */
export interface RenewalPayments {
  /** The card the booking's owner saved for renewals (their newest), or null. */
  cardFor(email: string): Promise<RenewalCard | null>;
  /**
   * Charges the card for the cycle (`attempt` numbers the tries, so asking again never charges twice); a PAID
   * outcome has been verified with the provider and settled.
   */
  chargeCard(cardId: string, cycleId: string, attempt: number): Promise<CardChargeOutcome>;
  /** A card checkout for the cycle; answers the link to send the payer to. */
  checkout(cycleId: string, email: string): Promise<string>;
  /** Opens (or reopens) the cycle's invoice with its own transfer account; answers the invoice page's path. */
  invoice(cycleId: string, email: string): Promise<string>;
}

/** Paid plan bookings without a membership yet (the read model that joins bookings and memberships). */
export interface MembershipBacklog {
  paidPlanBookingsWithout(since: string, limit: number): Promise<string[]>;
}

export interface MembershipsDeps {
  repo: MembershipsRepo;
  backlog: MembershipBacklog;
  bookings: Pick<MentorBookingsService, 'lockById' | 'findByIds'>;
  sessions: Pick<SessionsService, 'bookChosen'> &
    Pick<CycleSessions, 'cycleUsage' | 'releaseCycle' | 'releaseBetween' | 'anyTakenPlace'>;
  /** Refunds of a cancelled cycle's payment on the existing terms (the money-out module), in the cancel's transaction. */
  refunds: { onCycleCancelled(cycleId: string, cycle: { begun: boolean; used: boolean }, tx: Tx): Promise<number> };
  availability: Pick<AvailabilityService, 'row'>;
  mentors: Pick<MentorsService, 'findManyByIds'>;
  notifications: Pick<NotificationsService, 'notify' | 'kick'>;
  payments: RenewalPayments;
  links: LearnerLinks;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  now: () => Date;
  publicUrl: string;
  /** Days an unpaid renewal keeps the learner's times (MEMBERSHIP_GRACE_DAYS). */
  graceDays: number;
}

/** A booking with the transaction it is locked in. */
export interface LockedBooking {
  booking: MentorBookingRow;
  tx: Tx;
}
