import { ADVISORY_CALL_MINUTES } from '@eazy2con/shared/advisory';
import { weekendClassesBetween } from '@eazy2con/shared/weekend-camp';
import type { IcalEvent } from '../../lib/ical-file';
import type { FeedEntries, FeedSession } from './feed-entries';

/** A weekend camp class lasts two hours (weekend-camp.ts: 'Saturday, 10am – 12pm', 'Sunday, 4pm – 6pm'). */
const CAMP_CLASS_MINUTES = 120;
/** The webinar's settings give its start only; an hour is what the page announces and calendars need an end. */
const WEBINAR_MINUTES = 60;
const MINUTE = 60_000;

export interface FeedText {
  siteName: string;
  publicUrl: string;
  /** The webinar now announced (config.webinar): its key picks the registrations that are for it. */
  webinar: { key: string; title: string | null; link: string | null; platform: string | null; startsAt: Date | null };
}

/** Which part of time a feed lists: from a month back, and the recurring camp classes up to `until`. */
export interface FeedSpan {
  from: Date;
  until: Date;
}

/** `20261201T090000Z`: an instant as a UID part (no characters a UID may not hold). */
const compact = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A session's event. Its UID is the mailed invite's (`session-<id>@<host>`), so one session is one event wherever it
 * comes from. SEQUENCE is the row's own, raised by each move and cancel; a released hold (an unpaid booking's time
 * given back) changes no sequence in the row, so its cancellation is written one higher: a released row never
 * changes again, so the number stays the same on every read.
 */
function sessionEvent(s: FeedSession, host: string, text: FeedText): IcalEvent {
  const live = s.status === 'BOOKED';
  const other =
    s.side === 'MENTOR'
      ? (s.childName ?? s.learnerName)
      : `${s.mentorName ?? 'your mentor'}${s.childName ? ` (for ${s.childName})` : ''}`;
  const page = s.side === 'MENTOR' ? '/mentor-dashboard/sessions' : '/my-sessions';
  return {
    uid: `session-${s.id}@${host}`,
    start: s.startAt,
    end: s.endAt,
    stamp: s.updatedAt,
    sequence: s.sequence + (s.status === 'RELEASED' ? 1 : 0),
    status: live ? 'CONFIRMED' : 'CANCELLED',
    summary: `${live ? '' : 'Cancelled: '}${s.course} with ${other}`,
    description: live
      ? `${s.plan} plan session${s.format === 'GROUP' ? ' (group)' : ''}. Join the video room: ${s.roomUrl} (it opens 15 minutes before the start). Your sessions: ${text.publicUrl}${page}`
      : `This ${s.plan} plan session was cancelled. Your sessions: ${text.publicUrl}${page}`,
    location: live ? s.roomUrl : null,
    url: live ? s.roomUrl : null,
  };
}

/** Every event of the feed, earliest first (then by UID), so the same data always writes the same file. */
export function feedEvents(entries: FeedEntries, span: FeedSpan, text: FeedText): IcalEvent[] {
  const host = new URL(text.publicUrl).hostname;
  const events: IcalEvent[] = entries.sessions.map((s) => sessionEvent(s, host, text));
  for (const call of entries.calls) {
    events.push({
      uid: `advisory-${call.id}@${host}`,
      start: call.callAt,
      end: new Date(call.callAt.getTime() + ADVISORY_CALL_MINUTES * MINUTE),
      stamp: call.updatedAt,
      summary: `${text.siteName} advisory call`,
      description: `An advisor from ${text.siteName} calls you for ${ADVISORY_CALL_MINUTES} minutes.`,
      location: 'Phone call',
    });
  }
  for (const camp of entries.camps) {
    const from = camp.createdAt > span.from ? camp.createdAt : span.from;
    for (const start of weekendClassesBetween(from, span.until)) {
      events.push({
        uid: `camp-${camp.id}-${compact(start)}@${host}`,
        start,
        end: new Date(start.getTime() + CAMP_CLASS_MINUTES * MINUTE),
        stamp: camp.updatedAt,
        summary: `${text.siteName} weekend camp class`,
        description: `Live online class with a mentor. Your registration: ${text.publicUrl}/weekend-camp`,
      });
    }
  }
  const { webinar } = text;
  const startsAt = webinar.startsAt;
  if (startsAt && startsAt >= span.from) {
    for (const registration of entries.webinars) {
      // The start is in the UID: a webinar moved to another time is another event, and the old one leaves the feed.
      events.push({
        uid: `webinar-${registration.id}-${compact(startsAt)}@${host}`,
        start: startsAt,
        end: new Date(startsAt.getTime() + WEBINAR_MINUTES * MINUTE),
        stamp: registration.updatedAt,
        summary: webinar.title ?? `${text.siteName} free webinar`,
        description: webinar.link
          ? `Join${webinar.platform ? ` on ${webinar.platform}` : ''}: ${webinar.link}`
          : 'The joining details will follow by e-mail.',
        location: webinar.link,
        url: webinar.link,
      });
    }
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime() || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
}
