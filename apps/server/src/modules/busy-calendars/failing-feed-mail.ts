import type { OutgoingMail } from '../mail/templates/registry';
import type { BusyCalendarView } from './busy-calendars.service';

/** Where the mentor manages their calendars (the availability page's "Busy calendars"). */
export const CALENDARS_PATH = '/mentor-dashboard/availability';

/**
 * The mail that tells a mentor one of their calendars failed three times in a row (sent once per run of failures):
 * until it works again, slots stop leaving that calendar's new events free. The address is shown masked.
 */
export function failingFeedMail(
  mentor: { email: string; firstname: string },
  calendar: Pick<BusyCalendarView, 'url' | 'lastError'>,
  publicUrl: string,
): OutgoingMail {
  return {
    to: mentor.email,
    template: 'notice',
    data: {
      source: 'busy-calendar-failing',
      subject: 'We cannot read one of your calendars',
      heading: 'Your calendar is not updating',
      text:
        `Hello ${mentor.firstname},\n\nWe tried three times in a row to read your calendar ${calendar.url} and could not: ` +
        `${calendar.lastError ?? 'it did not answer'}.\n\nUntil it works again, new events in that calendar are not kept ` +
        `out of your bookable times (the busy times we read before stay). If you made a new secret address, remove the ` +
        `old one and paste the new one.`,
      action: { label: 'Check your calendars', url: `${publicUrl.replace(/\/$/, '')}${CALENDARS_PATH}` },
    },
  };
}
