import { builder } from '../../graphql-core/builder';
import { adminResolver } from '../../graphql-core/admin-operations';
import { pageArgs, pageCost, pageRef } from '../../graphql-core/paging';
import type { AdminMembershipView } from './admin-membership-row';
import { MembershipStatusEnum } from './memberships.graphql';
import type { MembershipStats } from './memberships-admin.service';

const AdminMembershipRef = builder.objectRef<AdminMembershipView>('AdminMembership').implement({
  description: 'A membership as the admins list it (issue 36)',
  fields: (t) => ({
    bookingId: t.exposeID('bookingId'),
    learnerName: t.exposeString('learnerName', {
      description: "The booking's name: the learner, or for a kids plan the parent who booked",
    }),
    mentorName: t.exposeString('mentorName', { nullable: true, description: 'Null while no mentor is matched' }),
    plan: t.exposeString('plan', { description: "The plan's title, e.g. Personal Plan" }),
    planOption: t.exposeString('planOption', {
      description: "The option of the cycle in force, e.g. '2 calls a week'",
    }),
    status: t.field({ type: MembershipStatusEnum, resolve: (m) => m.status }),
    currentCycle: t.exposeInt('currentCycle', { description: 'The number of the cycle the learner is in today' }),
    nextRenewalOn: t.exposeString('nextRenewalOn', {
      nullable: true,
      description: 'The day the next cycle starts (Lagos date, YYYY-MM-DD); null once ending or ended',
    }),
    nextCyclePaid: t.exposeBoolean('nextCyclePaid', {
      nullable: true,
      description: 'Whether the next cycle is paid already; null once ending or ended',
    }),
    nextCycleAmountKobo: t.exposeInt('nextCycleAmountKobo', {
      nullable: true,
      description:
        "The next cycle's amount in kobo (its plan option's, a plan change included); null once ending or ended",
    }),
  }),
});
const AdminMembershipPageRef = pageRef<AdminMembershipView>('AdminMembershipPage', AdminMembershipRef);

type Stats = MembershipStats;

const StatusCountRef = builder.objectRef<Stats['counts'][number]>('MembershipStatusCount').implement({
  fields: (t) => ({
    status: t.field({ type: MembershipStatusEnum, resolve: (c) => c.status }),
    count: t.exposeInt('count'),
  }),
});

const RenewalWeekRef = builder.objectRef<Stats['renewalsByWeek'][number]>('RenewalWeek').implement({
  description: "Renewals paid in one ISO week (Monday to Sunday, Lagos): cycles after a membership's first",
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: "The week's Monday (Lagos date, YYYY-MM-DD)" }),
    isoWeek: t.exposeString('isoWeek', { description: 'The ISO week, e.g. 2026-W05' }),
    renewals: t.exposeInt('renewals', { description: 'Cycles numbered 2 or more whose payment settled that week' }),
    amountKobo: t.exposeFloat('amountKobo', { description: 'Their amounts, in kobo' }),
  }),
});

const MembershipStatsRef = builder.objectRef<Stats>('MembershipStats').implement({
  description: 'The memberships figures for the admins, each counted by the database',
  fields: (t) => ({
    counts: t.field({
      type: [StatusCountRef],
      description: 'Memberships by status, every status listed (0 when none)',
      resolve: (s) => s.counts,
    }),
    recurringPerCycleKobo: t.exposeFloat('recurringPerCycleKobo', {
      description: "The current cycle's amount summed over ACTIVE and IN_GRACE memberships, in kobo: one 28-day cycle",
    }),
    monthlyRecurringRevenueKobo: t.exposeFloat('monthlyRecurringRevenueKobo', {
      description:
        'Monthly recurring revenue in kobo: recurringPerCycleKobo × 365 / 12 / 28 (a year holds 365/28 cycles of 28 days and 12 months), rounded to the kobo',
    }),
    renewalsByWeek: t.field({
      type: [RenewalWeekRef],
      description: 'The last 12 ISO weeks, oldest first and this week last, with 0 for a week without renewals',
      resolve: (s) => s.renewalsByWeek,
    }),
  }),
});

builder.queryFields((t) => ({
  adminMemberships: t.field({
    type: AdminMembershipPageRef,
    description: 'Memberships, newest first, of one status or all (admins)',
    args: { ...pageArgs, status: t.arg({ type: MembershipStatusEnum }) },
    complexity: pageCost,
    resolve: adminResolver('adminMemberships', (args, ctx) => ctx.services.membershipsAdmin.list(args)),
  }),
  adminMembershipStats: t.field({
    type: MembershipStatsRef,
    description: 'Memberships by status, monthly recurring revenue and renewals by week (admins)',
    resolve: adminResolver('adminMembershipStats', (_args, ctx) => ctx.services.membershipsAdmin.stats()),
  }),
}));
