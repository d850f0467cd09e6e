import { ADMIN_LIST_COLUMNS, type AdminListOperation } from '@eazy2con/shared/validation/admin';
import { builder } from '../../graphql-core/builder';
import { MentorBookingStatusEnum } from '../bookings/mentor-bookings.graphql';
import { MailRef, MailStatusEnum } from '../mail/mail.graphql';
import { MentorStatusEnum } from '../mentors/mentors.graphql';
import { PayableBookingKindEnum } from '../payments/payments.graphql';
import { adminResolver, adminSubscribe } from '../../graphql-core/admin-operations';
import {
  adminListCost,
  AdminAuditRef,
  AdminBookAdvisoryRef,
  AdminBookAmentorRef,
  AdminBookKidmentorRef,
  AdminBootcampRef,
  AdminContactUsRef,
  AdminCourseRef,
  AdminListInputRef,
  AdminMentorOptionRef,
  AdminMentorRef,
  AdminMentorReviewRef,
  adminPageRef,
  AdminWebinarAttendeeRef,
} from './admin-types.graphql';
import type { BookAdvisoryRow } from '../advisory/advisory.repo';
import type { BootcampRow } from '../bootcamp/bootcamp.schema';
import type { ContactUsRow } from '../content/content.repo';
import type { MentorReviewRow } from '../mentors/mentor-reviews.schema';
import type { WebinarAttendeeRow } from '../webinar/webinar.repo';

// Every field here is admin-only: it resolves through adminResolver/adminSubscribe (admin-operations.ts).

const MentorPage = adminPageRef('AdminMentorPage', AdminMentorRef);
const BookAmentorPage = adminPageRef('AdminBookAmentorPage', AdminBookAmentorRef);
const BookKidmentorPage = adminPageRef('AdminBookKidmentorPage', AdminBookKidmentorRef);
const ContactUsPage = adminPageRef('AdminContactUsPage', AdminContactUsRef);
const BootcampPage = adminPageRef('AdminBootcampPage', AdminBootcampRef);
const WebinarAttendeePage = adminPageRef('AdminWebinarAttendeePage', AdminWebinarAttendeeRef);
const BookAdvisoryPage = adminPageRef('AdminBookAdvisoryPage', AdminBookAdvisoryRef);
const CoursePage = adminPageRef('AdminCoursePage', AdminCourseRef);
const MentorReviewPage = adminPageRef('AdminMentorReviewPage', AdminMentorReviewRef);
const MailPage = adminPageRef('AdminMailPage', MailRef);
const AuditPage = adminPageRef('AdminAuditPage', AdminAuditRef);

const AdminCourseInput = builder.inputType('AdminCourseInput', {
  fields: (t) => ({
    language: t.string({ required: true }),
    title: t.string({ required: true }),
    topics: t.stringList({ required: true, description: 'The topics (the form splits its comma-separated text)' }),
    videoUrl: t.string(),
    duration: t.int({ required: true, description: 'Minimum hours' }),
    description: t.string({ required: true }),
    mentorIds: t.idList({ required: true, description: 'At least one accepted mentor' }),
  }),
});

const AdminCourseEditInput = builder.inputType('AdminCourseEditInput', {
  description: 'The inline row edit of /add-courses: each edited cell non-empty',
  fields: (t) => ({
    title: t.string(),
    language: t.string(),
    duration: t.int(),
  }),
});

/** A list field's description with its searchable and sortable columns (the shared allow-lists). */
const describeList = (operation: AdminListOperation, text: string) => {
  const { search, sort } = ADMIN_LIST_COLUMNS[operation];
  return `${text}. Searchable columns: ${search.join(', ')}. Sortable: ${sort.join(', ')}`;
};

const listArgs = builder.args((t) => ({ list: t.field({ type: AdminListInputRef }) }));

builder.queryFields((t) => ({
  listMentorApplications: t.field({
    type: MentorPage,
    description: describeList(
      'listMentorApplications',
      'Every mentor record, any status (the public listMentors is the directory)',
    ),
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listMentorApplications', ({ list }, ctx) =>
      ctx.services.admin.listMentorApplications(list),
    ),
  }),
  listBookAmentors: t.field({
    type: BookAmentorPage,
    description: describeList(
      'listBookAmentors',
      "Adults' mentor bookings; custom: those whose course is 'Other' only (/bookings)",
    ),
    args: { ...listArgs, custom: t.arg.boolean() },
    complexity: adminListCost,
    resolve: adminResolver('listBookAmentors', ({ list, custom }, ctx) =>
      ctx.services.admin.listBookAmentors(list, custom ?? false),
    ),
  }),
  listBookKidmentors: t.field({
    type: BookKidmentorPage,
    description: describeList('listBookKidmentors', 'Kids mentor bookings and weekend camp registrations'),
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listBookKidmentors', ({ list }, ctx) => ctx.services.admin.listBookKidmentors(list)),
  }),
  listContactUss: t.field({
    type: ContactUsPage,
    description: describeList('listContactUss', 'Contact-us requests'),
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listContactUss', ({ list }, ctx) =>
      ctx.services.admin.list<ContactUsRow>('contactUs', list),
    ),
  }),
  listBootcamps: t.field({
    type: BootcampPage,
    description: describeList('listBootcamps', 'Bootcamp registrations (the page searches per column)'),
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listBootcamps', ({ list }, ctx) => ctx.services.admin.list<BootcampRow>('bootcamps', list)),
  }),
  listWebinarAttendees: t.field({
    type: WebinarAttendeePage,
    description: describeList('listWebinarAttendees', 'Webinar attendees'),
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listWebinarAttendees', ({ list }, ctx) =>
      ctx.services.admin.list<WebinarAttendeeRow>('webinarAttendees', list),
    ),
  }),
  listBookAdvisories: t.field({
    type: BookAdvisoryPage,
    description: describeList('listBookAdvisories', 'Advisory call requests'),
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listBookAdvisories', ({ list }, ctx) =>
      ctx.services.admin.list<BookAdvisoryRow>('bookAdvisories', list),
    ),
  }),
  listAdminCourses: t.field({
    type: CoursePage,
    description: describeList('listAdminCourses', 'The /add-courses table'),
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listAdminCourses', ({ list }, ctx) => ctx.services.adminCourses.listCourses(list)),
  }),
  listMentorReviewsForModeration: t.field({
    type: MentorReviewPage,
    description: describeList('listMentorReviewsForModeration', 'Every review, hidden or not'),
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listMentorReviewsForModeration', ({ list }, ctx) =>
      ctx.services.admin.list<MentorReviewRow>('mentorReviews', list),
    ),
  }),
  listOutboxMails: t.field({
    type: MailPage,
    description: describeList('listOutboxMails', 'The mail outbox; status FAILED lists the mail that can be retried'),
    args: { ...listArgs, status: t.arg({ type: MailStatusEnum }) },
    complexity: adminListCost,
    resolve: adminResolver('listOutboxMails', ({ list, status }, ctx) =>
      ctx.services.admin.listOutboxMails(list, status),
    ),
  }),
  listAuditLog: t.field({
    type: AuditPage,
    description: describeList('listAuditLog', 'What admins did: who, what, on what, before and after'),
    args: listArgs,
    complexity: adminListCost,
    resolve: adminResolver('listAuditLog', ({ list }, ctx) => ctx.services.admin.listAuditLog(list)),
  }),
  adminMentorOptions: t.field({
    type: [AdminMentorOptionRef],
    description: 'Accepted mentors (at most 50) whose name contains `search`, for the add-course form',
    args: { search: t.arg.string() },
    complexity: { field: 1, multiplier: 50 },
    resolve: adminResolver('adminMentorOptions', ({ search }, ctx) => ctx.services.adminCourses.mentorOptions(search)),
  }),
}));

builder.mutationFields((t) => ({
  updateMentorStatus: t.field({
    type: AdminMentorRef,
    description:
      'Approve (ACCEPTED: active and listed publicly) or Decline; queues register-success / decline-mentor-success',
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: MentorStatusEnum, required: true }) },
    resolve: adminResolver('updateMentorStatus', ({ id, status }, ctx, admin) =>
      ctx.services.admin.updateMentorStatus(admin, String(id), status),
    ),
  }),
  requestMentorInfo: t.field({
    type: AdminMentorRef,
    description: 'Mails the applicant; the status stays REVIEW',
    args: { id: t.arg.id({ required: true }), message: t.arg.string({ required: true }) },
    resolve: adminResolver('requestMentorInfo', ({ id, message }, ctx, admin) =>
      ctx.services.admin.requestMentorInfo(admin, String(id), { message }),
    ),
  }),
  setBookAmentorStatus: t.field({
    type: AdminBookAmentorRef,
    description: 'Start (IN_PROGRESS), Pause (PAUSED) or Stop (DONE)',
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: MentorBookingStatusEnum, required: true }) },
    resolve: adminResolver('setBookAmentorStatus', ({ id, status }, ctx, admin) =>
      ctx.services.admin.setBookAmentorStatus(admin, String(id), status),
    ),
  }),
  deleteBookAmentor: t.id({
    args: { id: t.arg.id({ required: true }) },
    resolve: adminResolver('deleteBookAmentor', ({ id }, ctx, admin) =>
      ctx.services.admin.deleteBookAmentor(admin, String(id)),
    ),
  }),
  deleteBookKidmentor: t.id({
    description: 'A kids mentor booking or a weekend camp registration',
    args: { id: t.arg.id({ required: true }) },
    resolve: adminResolver('deleteBookKidmentor', ({ id }, ctx, admin) =>
      ctx.services.admin.deleteBookKidmentor(admin, String(id)),
    ),
  }),
  markTransferPaid: t.boolean({
    description:
      "A bank transfer received: recorded as a payment of kind transfer (the booking's own amount); the receipt is mailed",
    args: {
      kind: t.arg({ type: PayableBookingKindEnum, required: true }),
      id: t.arg.id({ required: true }),
      reference: t.arg.string({ required: true }),
    },
    resolve: adminResolver('markTransferPaid', ({ kind, id, reference }, ctx, admin) =>
      ctx.services.admin.markTransferPaid(admin, kind, String(id), { reference }),
    ),
  }),
  sendAdminMail: t.boolean({
    description: "The Send Mail modal, through the outbox ('Validation Error' / 'Please fill all field ' on bad input)",
    args: {
      email: t.arg.string({ required: true }),
      subject: t.arg.string({ required: true }),
      message: t.arg.string({ required: true }),
    },
    resolve: adminResolver('sendAdminMail', (args, ctx, admin) => ctx.services.admin.sendAdminMail(admin, args)),
  }),
  createAdminCourse: t.field({
    type: AdminCourseRef,
    args: { input: t.arg({ type: AdminCourseInput, required: true }) },
    resolve: adminResolver('createAdminCourse', ({ input }, ctx, admin) =>
      ctx.services.adminCourses.createCourse(admin, input),
    ),
  }),
  updateAdminCourse: t.field({
    type: AdminCourseRef,
    description: "The inline row edit of /add-courses ('Please Input {title}!' for an emptied cell)",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AdminCourseEditInput, required: true }) },
    resolve: adminResolver('updateAdminCourse', ({ id, input }, ctx, admin) =>
      ctx.services.adminCourses.updateCourse(admin, String(id), input),
    ),
  }),
  inviteMentor: t.field({
    type: AdminMentorRef,
    description: 'An account and an ACCEPTED mentor record; the invitee is mailed a link to choose a password',
    args: {
      email: t.arg.string({ required: true }),
      firstname: t.arg.string({ required: true }),
      lastname: t.arg.string({ required: true }),
    },
    resolve: adminResolver('inviteMentor', (args, ctx, admin) => ctx.services.admin.inviteMentor(admin, args)),
  }),
}));

builder.subscriptionFields((t) => ({
  onCreateWebinarAttendee: t.id({
    description: "A new webinar attendee's id (admins only)",
    subscribe: adminSubscribe('onCreateWebinarAttendee', (ctx) =>
      ctx.services.bus.pubsub.subscribe('admin:webinar-attendee-created'),
    ),
    resolve: (id: string) => id,
  }),
  onDeleteBookAmentor: t.id({
    description: "A deleted mentor booking's id (admins only)",
    subscribe: adminSubscribe('onDeleteBookAmentor', (ctx) =>
      ctx.services.bus.pubsub.subscribe('admin:book-amentor-deleted'),
    ),
    resolve: (id: string) => id,
  }),
  onChangeBookKidmentor: t.id({
    description: 'The id of a kids booking or camp registration that was made, paid or deleted (admins only)',
    subscribe: adminSubscribe('onChangeBookKidmentor', (ctx) =>
      ctx.services.bus.pubsub.subscribe('admin:book-kidmentor-changed'),
    ),
    resolve: (id: string) => id,
  }),
}));
