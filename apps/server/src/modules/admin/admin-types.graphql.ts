import type { ObjectRef } from '@pothos/core';
import { countryName } from '@eazy2con/shared/countries';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from '@eazy2con/shared/validation/admin';
import { builder } from '../../graphql-core/builder';
import type { GraphQLContext } from '../../graphql-core/context';
import { SortDirectionEnum } from '../accounts/accounts.graphql';
import type { BookAdvisoryRow } from '../advisory/advisory.repo';
import { MentorBookingStatusEnum } from '../bookings/mentor-bookings.graphql';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import { BookingPaymentRef, paymentOf } from '../bookings/payment.graphql';
import type { BootcampRow } from '../bootcamp/bootcamp.schema';
import type { ContactUsRow } from '../content/content.repo';
import type { MentorReviewRow } from '../mentors/mentor-reviews.schema';
import { MentorStatusEnum } from '../mentors/mentors.graphql';
import type { MentorRow } from '../mentors/mentors.repo';
import { PayableBookingKindEnum } from '../payments/payments.graphql';
import type { WebinarAttendeeRow } from '../webinar/webinar.repo';
import type { AdminPage, KidsBookingRow } from './admin-list-types';
import type { AuditRow } from './admin.schema';
import type { AdminCourseView } from '../courses/admin-courses.service';

/** The arguments every admin list takes (AdminListInput in packages/shared/validation/admin.ts checks them). */
export const ColumnSearchInput = builder.inputType('ColumnSearch', {
  fields: (t) => ({
    column: t.string({ required: true, description: "One of the list's searchable columns" }),
    value: t.string({ required: true }),
  }),
});

export const AdminListInputRef = builder.inputType('AdminListInput', {
  description: 'One page of an admin list: paged, searched and sorted by the database',
  fields: (t) => ({
    offset: t.int({ description: 'Rows to skip (default 0)' }),
    limit: t.int({ description: `Rows per page (default ${ADMIN_PAGE_SIZE}, at most ${ADMIN_MAX_PAGE_SIZE})` }),
    search: t.string({
      description: "Case-insensitive substring over the list's searchable columns (dates as YYYY-MM-DD)",
    }),
    sortBy: t.string({
      description: "One of the list's sortable columns (default createdAt); anything else is BAD_USER_INPUT",
    }),
    sortDirection: t.field({ type: SortDirectionEnum, description: 'Default DESC (newest first)' }),
    columns: t.field({ type: [ColumnSearchInput], description: 'Per-column searches, ANDed' }),
  }),
});

/** A list field's cost: what it selects counts once per row the page may hold. */
export const adminListCost = (args: { list?: { limit?: number | null } | null }) => ({
  field: 1,
  multiplier: Math.min(Math.max(args.list?.limit ?? ADMIN_PAGE_SIZE, 1), ADMIN_MAX_PAGE_SIZE),
});

/** `{ items, total }`: total is every row matching the search (the pager and the serial numbers count down from it). */
export function adminPageRef<T>(name: string, item: ObjectRef<typeof builder.$inferSchemaTypes, T>) {
  return builder.objectRef<AdminPage<T>>(name).implement({
    fields: (t) => ({
      items: t.field({ type: [item], complexity: { field: 0, multiplier: 1 }, resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });
}

const paid = (row: { paymentStatus: string }) => row.paymentStatus === 'PAID';
const CANCELLED_DESCRIPTION = 'When the booker cancelled it (cancelBooking); null while it stands';
const PAID_DESCRIPTION =
  "True only when a verified payment (card or a transfer marked by an admin) paid it: the 'Paid' column";

/** A mentor record with the fields only admins read (e-mail, phone, account, admin flag). */
export const AdminMentorRef = builder.objectRef<MentorRow>('AdminMentor').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    userSubId: t.exposeString('userSubId', { nullable: true }),
    status: t.expose('status', { type: MentorStatusEnum }),
    isActive: t.exposeBoolean('isActive'),
    isAdmin: t.exposeBoolean('isAdmin'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    country: t.exposeString('country'),
    countryName: t.string({ resolve: (m) => countryName(m.country) }),
    specialization: t.exposeString('specialization'),
    yrsOfexperience: t.exposeString('yrsOfexperience'),
    github: t.exposeString('github'),
    projects: t.exposeString('projects'),
    bio: t.exposeString('bio', { description: 'Sanitised HTML' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    video: t.exposeString('video', { nullable: true }),
    accountBalance: t.int({
      description: 'Naira the mentor may be paid now, summed from the ledger',
      resolve: (m, _args, ctx) => ctx.loaders.mentorAccountBalance.load(m.id),
    }),
    facebookUrl: t.exposeString('facebookUrl', { nullable: true }),
    dribbleUrl: t.exposeString('dribbleUrl', { nullable: true }),
    linkedInUrl: t.exposeString('linkedInUrl', { nullable: true }),
    otherLinkUrl: t.exposeString('otherLinkUrl', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** The name of the mentor a row belongs to, as the admin lists show it (any status: the admin sees them all). */
async function mentorNameOf(mentorId: string | null, ctx: GraphQLContext): Promise<string | null> {
  const mentor = mentorId ? await ctx.loaders.anyMentorById.load(mentorId) : null;
  return mentor ? `${mentor.firstname} ${mentor.lastname}`.trim() : null;
}

export const AdminBookAmentorRef = builder.objectRef<MentorBookingRow>('AdminBookAmentor').implement({
  description: 'A mentor booking as the admin lists show it',
  fields: (t) => ({
    id: t.exposeID('id'),
    mentorId: t.exposeID('mentorId', { nullable: true }),
    mentorName: t.string({ nullable: true, resolve: (b, _args, ctx) => mentorNameOf(b.mentorId, ctx) }),
    audience: t.exposeString('audience'),
    fullName: t.exposeString('fullName'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    type: t.exposeString('type', { description: 'The plan' }),
    course: t.exposeString('course'),
    detailCourseName: t.exposeString('detailCourseName', { nullable: true }),
    image: t.exposeString('image', { nullable: true, description: 'The age bracket' }),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    whyLearnTheCourse: t.exposeString('whyLearnTheCourse', { nullable: true }),
    courseDetails: t.exposeString('courseDetails', { nullable: true }),
    status: t.field({ type: MentorBookingStatusEnum, nullable: true, resolve: (b) => b.status }),
    amountKobo: t.exposeInt('amountKobo'),
    transferOption: t.exposeBoolean('transferOption'),
    payment: t.field({ type: BookingPaymentRef, resolve: paymentOf }),
    paid: t.boolean({ description: PAID_DESCRIPTION, resolve: paid }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true, description: CANCELLED_DESCRIPTION }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const AdminBookKidmentorRef = builder.objectRef<KidsBookingRow>('AdminBookKidmentor').implement({
  description: 'A kids mentor booking (kind kidMentor) or a weekend camp registration (kind camp)',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: PayableBookingKindEnum, resolve: (r) => r.kind }),
    parentName: t.exposeString('parentName'),
    parentEmail: t.exposeString('parentEmail'),
    parentPhone: t.exposeString('parentPhone'),
    noOfKids: t.exposeInt('noOfKids'),
    childAge: t.exposeString('childAge', { nullable: true }),
    interest: t.exposeString('interest', {
      nullable: true,
      description: "The course (kids booking) or the first child's interest (camp)",
    }),
    plan: t.exposeString('plan', { nullable: true }),
    amountKobo: t.exposeInt('amountKobo'),
    transferOption: t.exposeBoolean('transferOption'),
    payment: t.field({ type: BookingPaymentRef, resolve: paymentOf }),
    paid: t.boolean({ description: PAID_DESCRIPTION, resolve: paid }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true, description: CANCELLED_DESCRIPTION }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const AdminContactUsRef = builder.objectRef<ContactUsRow>('AdminContactUs').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    email: t.exposeString('email'),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const AdminBootcampRef = builder.objectRef<BootcampRow>('AdminBootcamp').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    country: t.exposeString('country'),
    source: t.exposeString('source'),
    track: t.exposeString('track'),
    whyLearnTheCourse: t.exposeString('whyLearnTheCourse', { nullable: true }),
    doYouHaveAlaptop: t.exposeString('doYouHaveAlaptop'),
    cohortStartDate: t.exposeString('cohortStartDate', { nullable: true }),
    amountKobo: t.exposeInt('amountKobo'),
    transferOption: t.exposeBoolean('transferOption'),
    payment: t.field({ type: BookingPaymentRef, resolve: paymentOf }),
    paid: t.boolean({ description: PAID_DESCRIPTION, resolve: paid }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true, description: CANCELLED_DESCRIPTION }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const AdminWebinarAttendeeRef = builder.objectRef<WebinarAttendeeRow>('AdminWebinarAttendee').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    webinar: t.exposeString('webinar'),
    fullName: t.exposeString('fullName'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    source: t.exposeString('source'),
    joinMailList: t.exposeBoolean('joinMailList'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const AdminBookAdvisoryRef = builder.objectRef<BookAdvisoryRow>('AdminBookAdvisory').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    source: t.exposeString('source'),
    callDate: t.exposeString('callDate'),
    callTime: t.exposeString('callTime'),
    callAt: t.expose('callAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const AdminMentorOptionRef = builder.objectRef<{ id: string; name: string }>('AdminMentorOption').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const AdminCourseRef = builder.objectRef<AdminCourseView>('AdminCourse').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { description: 'Sanitised HTML' }),
    language: t.exposeString('language'),
    topics: t.exposeStringList('topics'),
    videoUrl: t.exposeString('video', { nullable: true }),
    duration: t.exposeInt('durationHours', { description: 'Hours' }),
    image: t.exposeString('image'),
    mentorId: t.exposeID('mentorId'),
    mentors: t.field({ type: [AdminMentorOptionRef], resolve: (c) => c.mentors }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const AdminMentorReviewRef = builder.objectRef<MentorReviewRow>('AdminMentorReview').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    mentorId: t.exposeID('mentorId'),
    mentorName: t.string({ nullable: true, resolve: (r, _args, ctx) => mentorNameOf(r.mentorId, ctx) }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    message: t.exposeString('message'),
    stars: t.exposeInt('stars'),
    hidden: t.boolean({ resolve: (r) => r.hiddenAt !== null }),
    hiddenAt: t.expose('hiddenAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

export const AdminAuditRef = builder.objectRef<AuditRow>('AdminAudit').implement({
  description: 'One admin action: who, what, on what, the fields before and after, when',
  fields: (t) => ({
    id: t.exposeID('id'),
    actorUserId: t.exposeString('actorUserId'),
    actorEmail: t.exposeString('actorEmail'),
    action: t.exposeString('action'),
    targetType: t.exposeString('targetType'),
    targetId: t.exposeString('targetId'),
    before: t.string({
      nullable: true,
      description: 'JSON of the fields before',
      resolve: (a) => json(a.before ?? null),
    }),
    after: t.string({ nullable: true, description: 'JSON of the fields after', resolve: (a) => json(a.after ?? null) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
