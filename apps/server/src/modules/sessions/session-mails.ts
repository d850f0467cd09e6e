import { dayLabel, DEFAULT_TIME_ZONE, slotLabel } from '@eazy2con/shared/sessions';
import type { SiteInfo } from '../../config/env';
import type { Tx } from '../../db/transaction';
import { calendarAttachment, type CalendarEvent } from '../mail/calendar-invite';
import type { MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import type { LearnerLinks } from './learner-links';
import type { SessionRow } from './sessions.schema';

export type SessionChange = 'booked' | 'moved' | 'cancelled' | 'released';

/** The mentor as mails and invites name them. */
export interface SessionMentor {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
}

export interface SessionMailsDeps {
  mail: Pick<MailService, 'enqueue'>;
  /** The learner's own link when the change did not come with their token (learner-links.ts). */
  links?: LearnerLinks | undefined;
  /** WhatsApp and SMS for a learner who chose them on their booking (issue 24). */
  notifications?: Pick<NotificationsService, 'enqueue'> | undefined;
  site: Pick<SiteInfo, 'name' | 'email'>;
  publicUrl: string;
}

/** 'Tuesday 1 December, 10:00 WAT': mails use Lagos time, the clock of the team and most mentors and learners. */
export const whenLabel = (at: Date): string =>
  `${dayLabel(at, DEFAULT_TIME_ZONE)}, ${slotLabel(at, DEFAULT_TIME_ZONE)}`;

export const mentorName = (m: Pick<SessionMentor, 'firstname' | 'lastname'>): string => `${m.firstname} ${m.lastname}`;

/** The channels besides e-mail the learner chose on their booking. */
export const textChannels = (booking: Pick<MentorBookingRow, 'channels'>): ('WHATSAPP' | 'SMS')[] =>
  booking.channels.filter((c): c is 'WHATSAPP' | 'SMS' => c !== 'EMAIL');

/**
 * The learner's My sessions link: with the booking's token when the change came through it, otherwise with the
 * learner's signed link token (a mail the server sends by itself); bare only when neither is to hand.
 */
export function learnerPath(bookingId: string, token: string | null | undefined, links?: LearnerLinks): string {
  const key = token ?? links?.tokenFor(bookingId);
  return key ? `/my-sessions?booking=${bookingId}&t=${encodeURIComponent(key)}` : '/my-sessions';
}

/**
 * The calendar event of a session: one UID for its whole life, SEQUENCE raised by each change (the row's
 * `sequence`), METHOD:CANCEL once it no longer takes place, the room as LOCATION.
 */
export function sessionEvent(
  session: SessionRow,
  booking: Pick<MentorBookingRow, 'fullName' | 'email' | 'type'>,
  mentor: SessionMentor,
  deps: Pick<SessionMailsDeps, 'site' | 'publicUrl'>,
): CalendarEvent {
  const live = session.status === 'BOOKED';
  return {
    uid: `session-${session.id}@${new URL(deps.publicUrl).hostname}`,
    start: session.startAt,
    end: session.endAt,
    summary: `${deps.site.name}: ${mentorName(mentor)} and ${booking.fullName}`,
    description: `${booking.type} plan session. Join from ${deps.publicUrl}/my-sessions (learner) or ${deps.publicUrl}/mentor-dashboard/sessions (mentor): the room opens 15 minutes before the start.`,
    location: session.roomUrl,
    organizer: { name: deps.site.name, email: deps.site.email },
    attendees: [
      { name: booking.fullName, email: booking.email },
      { name: mentorName(mentor), email: mentor.email },
    ],
    product: deps.site.name,
    method: live ? 'REQUEST' : 'CANCEL',
    status: live ? 'CONFIRMED' : 'CANCELLED',
    sequence: session.sequence,
  };
}

/** Queues the change's mail, with its invite, to the learner and to the mentor, in the change's transaction. */
export async function mailBothSides(
  deps: SessionMailsDeps,
  tx: Tx,
  args: {
    change: SessionChange;
    session: SessionRow;
    booking: MentorBookingRow;
    mentor: SessionMentor;
    token?: string | null | undefined;
    previousStart?: Date;
  },
): Promise<void> {
  const { change, session, booking, mentor } = args;
  const invite = calendarAttachment('session.ics', sessionEvent(session, booking, mentor, deps));
  const common = {
    change,
    when: whenLabel(session.startAt),
    previous: args.previousStart ? whenLabel(args.previousStart) : null,
    minutes: Math.round((session.endAt.getTime() - session.startAt.getTime()) / 60_000),
    plan: booking.type,
    reason: session.cancelReason,
    forfeited: session.forfeited,
    cancelledBy: session.cancelledBy,
  };
  await deps.mail.enqueue(tx, {
    to: booking.email,
    template: 'session-changed',
    data: {
      ...common,
      recipient: 'learner',
      name: booking.fullName,
      otherName: mentorName(mentor),
      path: learnerPath(booking.id, args.token, deps.links),
    },
    attachments: [invite],
  });
  for (const channel of textChannels(booking)) {
    const base = {
      channel,
      to: booking.phone,
      eventAt: session.startAt,
    };
    const data = {
      name: booking.fullName,
      otherName: mentorName(mentor),
      when: common.when,
      path: learnerPath(booking.id, args.token, deps.links),
    };
    // One call per template: the message's data is typed by its template.
    if (change === 'booked') await deps.notifications?.enqueue(tx, { ...base, template: 'session-booked', data });
    else if (change === 'moved') {
      await deps.notifications?.enqueue(tx, {
        ...base,
        template: 'session-moved',
        data: { ...data, previous: common.previous },
      });
    } else await deps.notifications?.enqueue(tx, { ...base, template: 'session-cancelled', data });
  }
  await deps.mail.enqueue(tx, {
    to: mentor.email,
    template: 'session-changed',
    data: {
      ...common,
      recipient: 'mentor',
      name: mentor.firstname,
      otherName: booking.fullName,
      path: '/mentor-dashboard/sessions',
    },
    attachments: [invite],
  });
}
