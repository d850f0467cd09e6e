import './sessions.graphql';
import './availability.graphql';
import type { BuildContext, ModuleManifest } from '../module-manifest';
import { AvailabilityRepo } from './availability.repo';
import { AvailabilityService } from './availability.service';
import { RELEASE_EVERY_MS } from './hold-release';
import { PROGRESS_REPORTS_EVERY_MS } from './progress-report.service';
import { REMINDERS_EVERY_MS } from './session-reminders.service';
import { createSessionServices } from './sessions.factory';
import { registerSessionRoutes } from './sessions.routes';
import { SessionsPersonalData } from './sessions-personal-data.repo';
import type { CalendarBusyPort } from './calendar-busy';
import type { SessionsChangedPort, StandingHoldsPort } from './sessions-ports';

type SessionServices = ReturnType<typeof createSessionServices>;

declare module '../../graphql-core/context' {
  interface AppServices {
    availability: AvailabilityService;
    sessions: SessionServices['sessions'];
    sessionOutcomes: SessionServices['sessionOutcomes'];
    progressReports: SessionServices['progressReports'];
    sessionReminders: SessionServices['sessionReminders'];
    sessionViews: SessionServices['sessionViews'];
    /** A membership's cycles' use of a booking's sessions (issue 36). */
    cycleSessions: SessionServices['cycleSessions'];
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    sessions: SessionsPersonalData;
  }
}
declare module '../module-manifest' {
  interface ModuleParts {
    /** What a payout or refund needs to know of a booking's held sessions (decision 0034). */
    heldSessions: SessionServices['heldSessions'];
    /** The mentor's own calendars' busy times, which slots leave free: made by the busy-calendars module. */
    calendarBusy: CalendarBusyPort;
    /** Regular learners' weekly times, held beyond their paid cycles: made by the memberships module. */
    standingHolds: StandingHoldsPort;
    /** Told after a change to sessions commits: made by the calendar-feed module (the Google calendar's sync). */
    sessionsChanged: SessionsChangedPort;
  }
}

/** The module's services share one repository and room provider, so they are made together. */
const all = (c: BuildContext): SessionServices =>
  c.once(createSessionServices, () =>
    createSessionServices({
      db: c.db,
      config: c.config,
      log: c.log,
      clock: c.clock,
      authSecret: c.authSecret,
      availability: c.use('availability'),
      mentorBookings: c.use('mentorBookings'),
      mentors: c.use('mentors'),
      mentorReviews: c.use('mentorReviews'),
      mail: c.use('mail'),
      notifications: c.use('notifications'),
      // The admin module uses most services; the audit is only written at run time.
      audit: (actor, entry, tx) => c.use('admin').audit(actor, entry, tx),
      changed: c.part('sessionsChanged'),
      onSessionConfirmed: (id) => c.use('ledger').facts.releaseConfirmed(id), // earned at once, not at the next catch-up
      // Asked only when a session is booked or moved, by then the memberships module is built.
      cycles: {
        paidCycleAt: (bookingId, start, tx) => c.use('memberships').paidCycleAt(bookingId, start, tx),
        cycleWindow: (bookingId, number, tx) => c.use('memberships').cycleWindow(bookingId, number, tx),
      },
    }),
  );

/** Sessions: GraphQL (imported above); lapsed holds released, session reminders and the progress reports. */
export const sessionsModule = {
  name: 'sessions',
  services: {
    availability: (c) =>
      new AvailabilityService(new AvailabilityRepo(c.db), c.part('calendarBusy'), c.part('standingHolds')),
    sessions: (c) => all(c).sessions,
    sessionOutcomes: (c) => all(c).sessionOutcomes,
    progressReports: (c) => all(c).progressReports,
    sessionReminders: (c) => all(c).sessionReminders,
    sessionViews: (c) => all(c).sessionViews,
    cycleSessions: (c) => all(c).cycleSessions,
  },
  parts: { heldSessions: (c) => all(c).heldSessions },
  routes: (http, { services, viewerOf }) => registerSessionRoutes(http, { views: services.sessionViews, viewerOf }),
  jobs: (services) => [
    { name: 'sessions.release-holds', everyMs: RELEASE_EVERY_MS, run: () => services.sessions.releaseLapsedHolds() },
    { name: 'sessions.reminders', everyMs: REMINDERS_EVERY_MS, run: () => services.sessionReminders.run() },
    {
      name: 'sessions.progress-reports',
      everyMs: PROGRESS_REPORTS_EVERY_MS,
      run: () => services.progressReports.run(),
    },
  ],
  personalData: { sessions: (c) => new SessionsPersonalData(c.db, () => c.personalDataOwners()) },
} satisfies ModuleManifest;
