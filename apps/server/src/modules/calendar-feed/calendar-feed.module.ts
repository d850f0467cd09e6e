import './calendar-feed.graphql';
import './google-calendar.graphql';
import { googleEndpoints } from '../../config/env-google-calendar';
import { SealedSecrets } from '../../lib/sealed-secret';
import type { BuildContext, ModuleManifest } from '../module-manifest';
import { CalendarFeedRepo } from './calendar-feed.repo';
import { registerCalendarFeedRoutes } from './calendar-feed.routes';
import { CalendarFeedService } from './calendar-feed.service';
import { GoogleApi } from './google-api';
import { GoogleCalendarRepo } from './google-calendar.repo';
import { registerGoogleCalendarRoutes } from './google-calendar.routes';
import { GOOGLE_SYNC_EVERY_MS, GoogleCalendarService } from './google-calendar.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    calendarFeed: CalendarFeedService;
    googleCalendar: GoogleCalendarService;
  }
}

const GOOGLE_SYNC_JOB = 'calendar-feed.google-sync';

/** The Google tokens' own sealing key (HKDF label): never the auth secret itself, nor another module's key. */
const SEAL_LABEL = 'google-calendar-tokens';

function googleCalendar(c: BuildContext): GoogleCalendarService {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = c.config;
  return new GoogleCalendarService({
    api: clientId && clientSecret ? new GoogleApi(googleEndpoints(c.config), { clientId, clientSecret }) : null,
    repo: new GoogleCalendarRepo(c.db),
    reads: c.part('calendarEntries'),
    // The busy-calendars module keeps the busy times; asked at call time (its service is built on first use).
    busy: {
      googleCalendar: (mentorId) => c.use('busyCalendars').googleCalendar(mentorId),
      replaceBusyIntervals: (id, intervals) => c.use('busyCalendars').replaceBusyIntervals(id, intervals),
      recordFailure: (id, message) => c.use('busyCalendars').recordFailure(id, message),
      removeGoogleCalendar: (mentorId) => c.use('busyCalendars').removeGoogleCalendar(mentorId),
    },
    secrets: new SealedSecrets(c.authSecret, SEAL_LABEL),
    authSecret: c.authSecret,
    publicUrl: c.config.publicUrl,
    siteName: c.config.site.name,
    now: () => c.clock.now(),
    log: c.log,
  });
}

/**
 * Calendars (issue 37, decision 0051): each account's secret .ics feed of what concerns it, read across modules
 * through the read model `calendarEntries`; and a mentor's Google calendar, connected by OAuth, whose busy times go
 * to the busy-calendars module and to which the mentor's sessions are written.
 */
export const calendarFeedModule = {
  name: 'calendar-feed',
  services: {
    calendarFeed: (c) =>
      new CalendarFeedService({
        repo: new CalendarFeedRepo(c.db),
        reads: c.part('calendarEntries'),
        rateLimits: c.use('rateLimits'),
        authSecret: c.authSecret,
        text: { siteName: c.config.site.name, publicUrl: c.config.publicUrl, webinar: c.config.webinar },
        now: () => c.clock.now(),
      }),
    googleCalendar,
  },
  parts: {
    // A session booked, moved or cancelled reaches a connected Google calendar at the sync's next poll (seconds), not
    // at its next 10-minute run; without Google keys there is nothing to sync.
    sessionsChanged: (c) => ({
      changed: () => {
        if (!c.config.GOOGLE_CLIENT_ID || !c.config.GOOGLE_CLIENT_SECRET) return;
        c.runJobSoon(GOOGLE_SYNC_JOB).catch((error: unknown) =>
          c.log.warn({ err: error }, 'calendar-feed: could not make the Google sync due'),
        );
      },
    }),
  },
  routes: (http, { services, viewerOf }) => {
    registerCalendarFeedRoutes(http, services.calendarFeed);
    registerGoogleCalendarRoutes(http, { google: services.googleCalendar, rateLimits: services.rateLimits, viewerOf });
  },
  jobs: ({ googleCalendar: google }) => [
    { name: GOOGLE_SYNC_JOB, everyMs: GOOGLE_SYNC_EVERY_MS, run: () => google.syncAll() },
  ],
} satisfies ModuleManifest;
