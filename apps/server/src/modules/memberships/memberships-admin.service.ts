import { membershipStatuses, type MembershipStatus } from '@eazy2con/shared/memberships';
import { CYCLE_DAYS } from '@eazy2con/shared/plans';
import { AdminMembershipsFilterSchema, RENEWAL_CHART_WEEKS } from '@eazy2con/shared/validation/admin-memberships';
import { addDays } from '@eazy2con/shared/zoned-time';
import { readPage, type Page, type PageArgs } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import type { MentorsService } from '../mentors/mentors.service';
import { adminMembershipRow, type AdminMembershipView } from './admin-membership-row';
import { dayStart, lagosDay } from './membership-rules';
import type { MembershipsAdminRepo } from './memberships-admin.repo';
import type { MembershipsRepo } from './memberships.repo';

/** Renewals paid in one ISO week (Monday to Sunday, Lagos), as the read model counts them. */
export interface RenewalWeek {
  /** The week's Monday (Lagos date). */
  weekStart: string;
  renewals: number;
  amountKobo: number;
}

/** The admins' memberships figures (issue 36), each counted by the database. */
export interface MembershipStats {
  counts: { status: MembershipStatus; count: number }[];
  /** Sum of the current cycle's amount of ACTIVE and IN_GRACE memberships: one 28-day cycle's revenue. */
  recurringPerCycleKobo: number;
  /** The same per calendar month: × 365 / 12 / 28, rounded to the kobo. */
  monthlyRecurringRevenueKobo: number;
  /** The last RENEWAL_CHART_WEEKS ISO weeks, oldest first, this week last; weeks without renewals count 0. */
  renewalsByWeek: (RenewalWeek & { isoWeek: string })[];
}

export interface MembershipsAdminDeps {
  repo: Pick<MembershipsRepo, 'countByStatus'>;
  adminRepo: MembershipsAdminRepo;
  /** The read model that joins cycles with the payments that paid them (read-models/renewal-weeks.repo.ts). */
  renewals: { renewalsByWeek(from: Date, to: Date): Promise<RenewalWeek[]> };
  bookings: Pick<MentorBookingsService, 'findByIds'>;
  mentors: Pick<MentorsService, 'findAnyByIds'>;
  now: () => Date;
}

/** A 28-day cycle's amount as a calendar month's: a year has 365/28 cycles and 12 months. */
export const monthlyFromCycle = (perCycleKobo: number): number => Math.round((perCycleKobo * 365) / 12 / CYCLE_DAYS);

/**
 * What the admins see of memberships (issue 36): the list, paged, filtered and sorted by the database, and the
 * figures (counts by status, monthly recurring revenue, renewals by week), counted by it. The resolvers check the
 * admin role (adminResolver); a learner's and mentor's names come from their modules' services, a page at a time.
 */
export class MembershipsAdminService {
  constructor(private readonly deps: MembershipsAdminDeps) {}

  async list(args: PageArgs & { status?: unknown }): Promise<Page<AdminMembershipView>> {
    const { status } = parseInput(AdminMembershipsFilterSchema, { status: args.status });
    const page = await readPage(
      args,
      { at: 'timestamp', id: 'uuid' },
      ({ take, after }) => this.deps.adminRepo.page(status ?? null, after, take),
      (row) => ({ at: row.cursorAt, id: row.membership.bookingId }),
    );
    const bookings = await this.deps.bookings.findByIds(page.items.map((r) => r.membership.bookingId));
    const byId = new Map(bookings.map((b) => [b.id, b]));
    const mentorIds = [...new Set(bookings.flatMap((b) => (b.mentorId ? [b.mentorId] : [])))];
    const mentors = new Map(
      (await this.deps.mentors.findAnyByIds(mentorIds)).map((m) => [m.id, `${m.firstname} ${m.lastname}`.trim()]),
    );
    const today = lagosDay(this.deps.now());
    const items = page.items.flatMap((row) => {
      // A membership's booking is its primary key's target (on delete cascade): it is always there.
      const booking = byId.get(row.membership.bookingId);
      if (!booking) return [];
      return [adminMembershipRow(row, booking, (booking.mentorId && mentors.get(booking.mentorId)) || null, today)];
    });
    return { items, nextToken: page.nextToken };
  }

  async stats(): Promise<MembershipStats> {
    const weeks = lastWeeks(lagosDay(this.deps.now()), RENEWAL_CHART_WEEKS);
    const from = dayStart(weeks[0] ?? '');
    const to = dayStart(addDays(weeks[weeks.length - 1] ?? '', 7));
    const [counts, perCycle, renewals] = await Promise.all([
      this.deps.repo.countByStatus(),
      this.deps.adminRepo.recurringPerCycleKobo(),
      this.deps.renewals.renewalsByWeek(from, to),
    ]);
    const byWeek = new Map(renewals.map((w) => [w.weekStart, w]));
    return {
      counts: membershipStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      recurringPerCycleKobo: perCycle,
      monthlyRecurringRevenueKobo: monthlyFromCycle(perCycle),
      renewalsByWeek: weeks.map((weekStart) => ({
        weekStart,
        isoWeek: isoWeekOf(weekStart),
        renewals: byWeek.get(weekStart)?.renewals ?? 0,
        amountKobo: byWeek.get(weekStart)?.amountKobo ?? 0,
      })),
    };
  }
}

/** The Mondays of the `count` ISO weeks ending with the week of `today`, oldest first. */
export function lastWeeks(today: string, count: number): string[] {
  const monday = addDays(today, -((utcDate(today).getUTCDay() + 6) % 7));
  return Array.from({ length: count }, (_, i) => addDays(monday, (i - count + 1) * 7));
}

/** '2026-W05' for a Monday: the ISO year is the year of the week's Thursday. */
export function isoWeekOf(monday: string): string {
  const thursday = utcDate(addDays(monday, 3));
  const year = thursday.getUTCFullYear();
  const firstThursday = Date.UTC(year, 0, 1 + ((4 - new Date(Date.UTC(year, 0, 1)).getUTCDay() + 7) % 7));
  const week = Math.round((thursday.getTime() - firstThursday) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);
