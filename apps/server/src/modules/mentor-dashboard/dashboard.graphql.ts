import { builder } from '../../graphql-core/builder';
import { pageArgs, pageCost, pageRef } from '../../graphql-core/paging';
import { requireRole } from '../accounts/guard';
import type { MentorViewer } from '../accounts/viewer';
import { MentorBookingStatusEnum } from '../bookings/mentor-bookings.graphql';
import { PaymentStatusEnum } from '../bookings/payment.graphql';
import type { DashboardCounts, MenteeRow, MentorBookingSummaryRow } from '../read-models/mentor-dashboard.repo';

const DashboardCountsRef = builder
  .objectRef<DashboardCounts & { mentorId: string }>('MentorDashboardCounts')
  .implement({
    description: "The figures of the mentor's dashboard tiles, counted from the database",
    fields: (t) => ({
      bookings: t.exposeInt('bookings'),
      mentees: t.exposeInt('mentees', { description: 'Distinct people (by e-mail) who booked this mentor' }),
      courses: t.exposeInt('courses'),
      accountBalance: t.int({
        description: 'Naira the mentor may be paid now, summed from the ledger (decision 0033)',
        resolve: (c, _args, ctx) => ctx.loaders.mentorAccountBalance.load(c.mentorId),
      }),
    }),
  });

const MentorBookingSummaryRef = builder.objectRef<MentorBookingSummaryRow>('MentorBookingSummary').implement({
  description: 'A booking of the signed-in mentor, as their dashboard lists it',
  fields: (t) => ({
    id: t.exposeID('id'),
    audience: t.exposeString('audience'),
    fullName: t.exposeString('fullName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    plan: t.exposeString('type'),
    course: t.string({ resolve: (b) => b.detailCourseName ?? b.course }),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    status: t.field({ type: MentorBookingStatusEnum, nullable: true, resolve: (b) => b.status }),
    paymentStatus: t.field({ type: PaymentStatusEnum, resolve: (b) => b.paymentStatus }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const MenteeRef = builder.objectRef<MenteeRow>('Mentee').implement({
  description: 'Someone who booked the signed-in mentor',
  fields: (t) => ({
    fullName: t.exposeString('fullName'),
    email: t.exposeString('email'),
    bookings: t.exposeInt('bookings'),
    lastBookedAt: t.expose('lastBookedAt', { type: 'DateTime' }),
  }),
});

const MentorBookingSummaryPageRef = pageRef('MentorBookingSummaryPage', MentorBookingSummaryRef);

const MentorDashboardRef = builder.objectRef<MentorViewer>('MentorDashboard').implement({
  description: "The signed-in mentor's dashboard: only their own figures and bookings",
  fields: (t) => ({
    counts: t.field({
      type: DashboardCountsRef,
      resolve: async (viewer, _args, ctx) => ({
        ...(await ctx.services.mentorDashboard.counts(viewer)),
        mentorId: viewer.mentor.id,
      }),
    }),
    bookings: t.field({
      type: MentorBookingSummaryPageRef,
      args: { ...pageArgs },
      complexity: pageCost,
      resolve: (viewer, page, ctx) => ctx.services.mentorDashboard.bookings(viewer, page),
    }),
    mentees: t.field({
      type: [MenteeRef],
      resolve: (viewer, _args, ctx) => ctx.services.mentorDashboard.mentees(viewer),
    }),
  }),
});

builder.queryField('mentorDashboard', (t) =>
  t.field({
    type: MentorDashboardRef,
    description: 'The signed-in, accepted mentor’s dashboard; UNAUTHENTICATED signed out, FORBIDDEN for anyone else',
    resolve: (_root, _args, ctx) => requireRole(ctx, 'mentor'),
  }),
);
