import type { ModuleManifest } from '../module-manifest';
import { AccountBookingsRepo } from './account-bookings.repo';
import { AdminPagesRepo } from './admin-pages.repo';
import { CalendarEntriesRepo } from './calendar-entries.repo';
import { ChildActivityRepo } from './child-activity.repo';
import { MentorDashboardRepo } from './mentor-dashboard.repo';
import { MentorReadsRepo } from './mentor-reads.repo';
import { RenewalWeeksRepo } from './renewal-weeks.repo';
import { MembershipBacklogRepo } from './membership-backlog.repo';
import { StatsRepo } from './stats.repo';

declare module '../module-manifest' {
  interface ModuleParts {
    mentorReads: MentorReadsRepo;
    statsReads: StatsRepo;
    dashboardReads: MentorDashboardRepo;
    adminPages: AdminPagesRepo;
    childReads: ChildActivityRepo;
    accountBookings: AccountBookingsRepo;
    renewalWeeks: RenewalWeeksRepo;
    calendarEntries: CalendarEntriesRepo;
    membershipBacklog: MembershipBacklogRepo;
  }
}

/**
 * Read models: the reads that span modules (admin lists, stats, the mentor dashboard, the directory), read-only
 * (decision 0037). Handed to their services as parts, so no module imports this folder.
 */
export const readModelsModule = {
  name: 'read-models',
  parts: {
    mentorReads: (c) => new MentorReadsRepo(c.db),
    statsReads: (c) => new StatsRepo(c.db),
    dashboardReads: (c) => new MentorDashboardRepo(c.db),
    adminPages: (c) => new AdminPagesRepo(c.db),
    childReads: (c) => new ChildActivityRepo(c.db),
    accountBookings: (c) => new AccountBookingsRepo(c.db),
    renewalWeeks: (c) => new RenewalWeeksRepo(c.db),
    calendarEntries: (c) => new CalendarEntriesRepo(c.db),
    membershipBacklog: (c) => new MembershipBacklogRepo(c.db),
  },
} satisfies ModuleManifest;
