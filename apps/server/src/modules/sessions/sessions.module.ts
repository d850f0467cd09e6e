import './sessions.graphql';
import './availability.graphql';
import type { ModuleManifest } from '../module-manifest';
import { RELEASE_EVERY_MS } from './hold-release';
import { PROGRESS_REPORTS_EVERY_MS, type ProgressReportService } from './progress-report.service';
import { REMINDERS_EVERY_MS, type SessionRemindersService } from './session-reminders.service';
import type { SessionsService } from './sessions.service';

/** Sessions: GraphQL (imported above); lapsed holds released, session reminders and the progress reports. */
export const sessionsModule = {
  name: 'sessions',
  jobs: (services: {
    sessions: SessionsService;
    sessionReminders: SessionRemindersService;
    progressReports: ProgressReportService;
  }) => [
    { name: 'sessions.release-holds', everyMs: RELEASE_EVERY_MS, run: () => services.sessions.releaseLapsedHolds() },
    { name: 'sessions.reminders', everyMs: REMINDERS_EVERY_MS, run: () => services.sessionReminders.run() },
    {
      name: 'sessions.progress-reports',
      everyMs: PROGRESS_REPORTS_EVERY_MS,
      run: () => services.progressReports.run(),
    },
  ],
} satisfies ModuleManifest;
