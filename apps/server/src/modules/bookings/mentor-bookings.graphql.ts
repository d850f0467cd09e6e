import { notificationChannels } from '@eazy2con/shared/sessions';
import { builder } from '../../graphql-core/builder';
import { MentorRef } from '../mentors/mentors.graphql';
import { limitRate } from '../rate-limits/guard';
import { mentorBookingStatuses, type MentorBookingRow } from './mentor-bookings.schema';
import type { MentorBookingView } from './mentor-bookings.service';
import type { ChosenSession, ChosenTimeResult } from './chosen-times';
import { TRIAL_MESSAGES } from '@eazy2con/shared/validation/trial';
import { BookingPaymentRef, paymentOf } from './payment.graphql';

export const NotificationChannelEnum = builder.enumType('NotificationChannel', { values: notificationChannels });

export const MentorBookingStatusEnum = builder.enumType('MentorBookingStatus', {
  description: "Where the mentoring stands (Start, Pause, Stop); null means 'Not Started'",
  values: mentorBookingStatuses,
});

const StartEndDateRef = builder.objectRef<Pick<MentorBookingRow, 'startDate' | 'endDate'>>('StartEndDate').implement({
  description: 'The dates the learner asked for, YYYY-MM-DD (Lagos calendar dates)',
  fields: (t) => ({
    start: t.exposeString('startDate'),
    end: t.exposeString('endDate'),
  }),
});

const ChosenSessionRef = builder.objectRef<ChosenSession>('ChosenSession').implement({
  description: 'A session booked with the booking (as bookSession answers it)',
  fields: (t) => ({
    id: t.exposeID('id'),
    start: t.expose('startAt', { type: 'DateTime' }),
    end: t.expose('endAt', { type: 'DateTime' }),
    status: t.exposeString('status'),
  }),
});

const ChosenTimeRef = builder.objectRef<ChosenTimeResult>('ChosenTime').implement({
  description: 'One of the times chosen with the booking: its session, or why it could not be booked',
  fields: (t) => ({
    start: t.expose('start', { type: 'DateTime' }),
    session: t.field({ type: ChosenSessionRef, nullable: true, resolve: (c) => c.session }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: "bookSession's refusal code (SLOT_TAKEN, OUTSIDE_CYCLE, …) when the time was not booked",
    }),
    message: t.exposeString('message', { nullable: true, description: 'Why, in words to show the booker' }),
  }),
});

const BookAmentorRef = builder.objectRef<MentorBookingView>('BookAmentor').implement({
  description: 'A mentor booking (spec 2 §3): from /book-mentor, /kid-book-mentor or a course page',
  fields: (t) => ({
    id: t.exposeID('id'),
    mentorId: t.exposeID('mentorId', { nullable: true, description: 'The mentor booked from a course page, if any' }),
    mentor: t.field({
      type: MentorRef,
      nullable: true,
      description: 'That mentor, while the public may see them',
      resolve: (b, _args, ctx) => (b.mentorId ? ctx.loaders.publicMentorById.load(b.mentorId) : null),
    }),
    audience: t.exposeString('audience', { description: "'adult' or 'kids' (the kids plans)" }),
    fullName: t.exposeString('fullName'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    type: t.exposeString('type', { description: 'The plan' }),
    planOption: t.exposeString('planOption', { description: "The point of the plan's price range bought" }),
    channels: t.field({ type: [NotificationChannelEnum], resolve: (b) => b.channels }),
    course: t.exposeString('course', { description: "The course; the name typed under 'Other' when Other was chosen" }),
    detailCourseName: t.exposeString('detailCourseName', { nullable: true }),
    image: t.exposeString('image', { nullable: true, description: 'The age bracket' }),
    startEndDate: t.field({ type: StartEndDateRef, resolve: (b) => b }),
    whyLearnTheCourse: t.exposeString('whyLearnTheCourse', { nullable: true }),
    courseDetails: t.exposeString('courseDetails', { nullable: true }),
    status: t.field({ type: MentorBookingStatusEnum, nullable: true, resolve: (b) => b.status }),
    amountKobo: t.exposeInt('amountKobo', {
      description: 'What the server charges for the plan, in kobo (0: free trial)',
    }),
    transferOption: t.exposeBoolean('transferOption', { description: 'Pay Later: the booker pays by bank transfer' }),
    payment: t.field({ type: BookingPaymentRef, resolve: paymentOf }),
    chosenTimes: t.field({
      type: [ChosenTimeRef],
      nullable: true,
      description: 'Only in the answer to create: each time sent in `times`, booked or refused, in the order sent',
      resolve: (b) => b.chosenTimes ?? null,
    }),
    accessToken: t.exposeString('accessToken', {
      nullable: true,
      description: 'The token to read and change this booking back; only in the answer to create',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const StartEndDateInput = builder.inputType('StartEndDateInput', {
  fields: (t) => ({ start: t.string(), end: t.string() }),
});

// Fields the form requires are nullable here on purpose: a missing value reaches the shared schema, which answers
// with the spec's message (and `fields` keyed as the form names them: startDate, endDate) instead of a type error.
const CreateBookAmentorInput = builder.inputType('CreateBookAmentorInput', {
  fields: (t) => ({
    mentorId: t.id({ description: 'The ACCEPTED mentor booked from a course page; NOT_FOUND for any other' }),
    audience: t.string({ description: "'adult' (default) or 'kids': which plans and messages apply" }),
    fullName: t.string(),
    phone: t.string(),
    email: t.string(),
    type: t.string({ description: 'The plan: Trial, Team, Personal, Premium; kids: Trial, Individual, Family' }),
    channels: t.field({
      type: [NotificationChannelEnum],
      description: 'Where to be told besides e-mail (always on): WHATSAPP, SMS on the phone given',
    }),
    planOption: t.string({
      description: "Which point of the plan's price range (plans.ts options, e.g. '3-per-week'); default the first",
    }),
    course: t.string(),
    detailCourseName: t.string({ description: "The course's name when course is 'Other'" }),
    image: t.string({ description: "The age bracket: '7 - 12 years' or '12 - 17 years'" }),
    startEndDate: t.field({ type: StartEndDateInput, description: 'YYYY-MM-DD; start not in the past (Lagos)' }),
    whyLearnTheCourse: t.string(),
    courseDetails: t.string(),
    times: t.field({
      type: ['DateTime'],
      description:
        "The session times chosen (the mentor's slots), booked with the booking in one transaction; each is answered in chosenTimes",
    }),
    trialCode: t.string({
      description:
        "A free trial's e-mail code (requestTrialCode); not needed when the signed-in account's verified e-mail is the booking's",
    }),
    childId: t.id({
      description: "A kids plan's child: one of the signed-in parent's profiles (me.children) with consent standing",
    }),
  }),
});

const UpdateBookAmentorInput = builder.inputType('UpdateBookAmentorInput', {
  description: 'The public side may change only the Pay Later choice, with the token create returned',
  fields: (t) => ({
    id: t.id({ required: true }),
    token: t.string({ required: true }),
    transferOption: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  getBookAmentor: t.field({
    type: BookAmentorRef,
    description: 'A mentor booking, for the browser holding its token; NOT_FOUND otherwise',
    args: { id: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
    resolve: async (_root, { id, token }, ctx) => {
      await limitRate(ctx, 'getBookAmentor');
      return ctx.services.mentorBookings.get(String(id), token);
    },
  }),
}));

builder.mutationFields((t) => ({
  createBookAmentor: t.field({
    type: BookAmentorRef,
    description:
      'Books a mentor on a plan. The server prices the plan (amountKobo; a trial is free and needs no payment) and mails the booker and the team',
    args: { input: t.arg({ type: CreateBookAmentorInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await limitRate(ctx, 'createBookAmentor');
      const booking = await ctx.services.mentorBookings.create(
        {
          ...input,
          mentorId: input.mentorId == null ? null : String(input.mentorId),
          childId: input.childId == null ? null : String(input.childId),
        },
        { viewer: await ctx.viewer() },
      );
      // After it committed: a kids booking refreshes the admin kids list (onChangeBookKidmentor).
      if (booking.audience === 'kids') await ctx.services.admin.kidsBookingChanged(booking.id);
      return booking;
    },
  }),
  requestTrialCode: t.string({
    description:
      'Mails a 6-digit code that confirms this e-mail for a free trial (adult or kids); createBookAmentor takes it as trialCode',
    args: { email: t.arg.string({ required: true }), audience: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'requestTrialCode');
      await ctx.services.mentorBookings.requestTrialCode(args, ctx.clientIp);
      return TRIAL_MESSAGES.codeSent;
    },
  }),
  updateBookAmentor: t.field({
    type: BookAmentorRef,
    description: 'Pay Later: sets transferOption on an unpaid booking, with its token',
    args: { input: t.arg({ type: UpdateBookAmentorInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await limitRate(ctx, 'updateBookAmentor');
      return ctx.services.mentorBookings.update({ ...input, id: String(input.id) });
    },
  }),
}));
