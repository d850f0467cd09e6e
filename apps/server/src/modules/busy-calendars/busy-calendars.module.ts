import './busy-calendars.graphql';
import { DEFAULT_TIME_ZONE } from '@eazy2con/shared/sessions';
import { SealedSecrets } from '../../lib/sealed-secret';
import type { BuildContext, ModuleManifest } from '../module-manifest';
import { BusyCalendarsRepo } from './busy-calendars.repo';
import {
  BusyCalendarsService,
  MAX_FEED_BYTES,
  REFRESH_EVERY_MS,
  type BusyCalendarView,
} from './busy-calendars.service';
import { failingFeedMail } from './failing-feed-mail';
import { BusyCalendarsPersonalData } from './busy-calendars-personal-data.repo';

declare module '../personal-data' {
  interface PersonalDataOwners {
    busyCalendars: BusyCalendarsPersonalData;
  }
}
declare module '../../graphql-core/context' {
  interface AppServices {
    /** A mentor's busy calendars (issue 37): pasted ICS feeds and the Google calendar's free/busy, kept out of slots. */
    busyCalendars: BusyCalendarsService;
  }
}

const SEAL_LABEL = 'busy-calendar-url';

function service(c: BuildContext): BusyCalendarsService {
  const repo = new BusyCalendarsRepo(c.db);
  return new BusyCalendarsService({
    repo,
    secrets: new SealedSecrets(c.authSecret, SEAL_LABEL),
    limits: {
      timeoutMs: c.config.BUSY_CALENDAR_TIMEOUT_MS,
      maxBytes: MAX_FEED_BYTES,
      allowHosts: new Set(c.config.BUSY_CALENDAR_ALLOW_HOSTS),
    },
    now: () => c.clock.now(),
    log: c.log,
    timeZoneOf: async (mentorId) => (await c.use('availability').row(mentorId))?.timeZone ?? DEFAULT_TIME_ZONE,
    tellFailing: async (calendar: BusyCalendarView, mentorId: string) => {
      const [mentor] = await c.use('mentors').findManyByIds([mentorId], undefined);
      if (mentor) await c.use('mail').send(failingFeedMail(mentor, calendar, c.config.publicUrl));
    },
    sessionsOf: async (viewer, from, to) =>
      (await c.use('sessionViews').forMentor(viewer, from, to))
        .filter((s) => s.status === 'BOOKED')
        .map((s) => ({ id: s.id, start: s.startAt, end: s.endAt, learnerName: s.learnerName })),
  });
}

/** Busy calendars (issue 37): the mentor's own calendars' busy times, fetched every 10 minutes, kept out of slots. */
export const busyCalendarsModule = {
  name: 'busy-calendars',
  services: { busyCalendars: service },
  // The sessions module's port: slots and bookings read the busy times beside the mentor's hours.
  parts: {
    calendarBusy: (c) => ({
      busyBetween: (mentorId, from, to, tx) => c.use('busyCalendars').busyBetween(mentorId, from, to, tx),
    }),
  },
  personalData: { busyCalendars: (c) => new BusyCalendarsPersonalData(c.db, () => c.personalDataOwners()) },
  jobs: ({ busyCalendars }) => [
    // 200 calendars, four at a time, each within its timeout: well inside the 15-minute lease.
    {
      name: 'busy-calendars.refresh',
      everyMs: REFRESH_EVERY_MS,
      leaseMs: 15 * 60_000,
      run: () => busyCalendars.refreshDue(),
    },
  ],
} satisfies ModuleManifest;
