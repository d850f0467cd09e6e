import { koboToNaira } from '@eazy2con/shared/bookings';
import type { MentorBooking } from '@eazy2con/shared/validation/mentor-booking';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import type { Tx } from '../../db/transaction';
import type { BookedMentor } from './mentor-bookings.repo';
import type { MentorBookingRow } from './mentor-bookings.schema';
import type { SiteInfo } from '../../config/env';
import type { MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';

/** What a new mentor booking sends: the booker's mail, the team's note and the texts on the channels chosen. */

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '1 July 2026' for 2026-07-01 (a calendar date: formatted in UTC so no zone shifts it). */
export const formatDay = (date: string): string => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** The booking's confirmation on every other channel the booker chose, with their My sessions link. */
export async function queueBookingTexts(
  deps: { notifications?: Pick<NotificationsService, 'enqueue'> | undefined },
  tx: Tx,
  { row, token, mentor }: { row: MentorBookingRow; token: string; mentor: BookedMentor | null },
) {
  const what = `${row.type} plan${mentor ? ` with ${mentor.firstname} ${mentor.lastname}` : ''}`;
  for (const channel of row.channels) {
    if (channel === 'EMAIL') continue;
    await deps.notifications?.enqueue(tx, {
      channel,
      to: row.phone,
      template: 'booking-confirmed',
      data: { name: row.fullName, what, reference: null, path: `/my-sessions?booking=${row.id}&t=${token}` },
    });
  }
}

/** The booker's confirmation (with or without a chosen mentor) and the team's note, in the booking's transaction. */
export async function queueBookingMails(
  deps: { mail: Pick<MailService, 'enqueue'>; site: Pick<SiteInfo, 'email'> },
  tx: Tx,
  { row, booking, mentor }: { row: MentorBookingRow; booking: MentorBooking; mentor: BookedMentor | null },
) {
  const free = row.amountKobo === 0;
  const amount = free ? 'Free trial' : formatNaira(koboToNaira(row.amountKobo));
  const start = formatDay(row.startDate);
  const end = formatDay(row.endDate);
  if (mentor) {
    await deps.mail.enqueue(tx, {
      to: row.email,
      template: 'book-single-mentor-success',
      data: {
        mentor: { firstname: mentor.firstname, lastname: mentor.lastname },
        mentee: {
          fullName: row.fullName,
          email: row.email,
          phone: row.phone,
          plan: row.type,
          startDate: start,
          endDate: end,
          courseInterest: row.course,
          age: row.image,
          amount,
        },
        free,
      },
    });
  } else {
    await deps.mail.enqueue(tx, {
      to: row.email,
      template: 'book-mentor-success',
      data: {
        fullName: row.fullName,
        email: row.email,
        phone: row.phone,
        plan: row.type,
        dateText: `${start} to ${end}`,
        courseInterest: row.course,
        age: row.image,
        amount,
        free,
      },
    });
  }
  const rows: [string, string | null][] = [
    ['Plan', row.type],
    ['Amount', amount],
    ['Course', row.course],
    ['Start', start],
    ['End', end],
    ['Mentor', mentor ? `${mentor.firstname} ${mentor.lastname}` : null],
    ['Age', row.image],
    ['Why', booking.whyLearnTheCourse],
    ['Details', row.courseDetails],
  ];
  await deps.mail.enqueue(tx, {
    to: deps.site.email,
    template: 'booking-team',
    data: {
      what: row.audience === 'kids' ? 'Kids mentor booking' : 'Mentor booking',
      name: row.fullName,
      email: row.email,
      phone: row.phone,
      rows: rows.filter((r): r is [string, string] => r[1] !== null),
      reference: row.id,
    },
  });
}
