import './calendar-feed.graphql';
import type { ModuleManifest } from '../module-manifest';
import { CalendarFeedRepo } from './calendar-feed.repo';
import { registerCalendarFeedRoutes } from './calendar-feed.routes';
import { CalendarFeedService } from './calendar-feed.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    calendarFeed: CalendarFeedService;
  }
}

/**
 * Calendars (issue 37, decision 0049): each account's secret .ics feed of what concerns it, read across modules
 * through the read model `calendarEntries`.
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
  },
  routes: (http, { services }) => registerCalendarFeedRoutes(http, services.calendarFeed),
} satisfies ModuleManifest;
