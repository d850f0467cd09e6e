import { sessionFormats } from '@eazy2con/shared/plans';
import { learnerResponses, sessionActors, sessionOutcomes, sessionStatuses } from '@eazy2con/shared/sessions';
import { builder } from '../../graphql-core/builder';
import type { GraphQLContext } from '../../graphql-core/context';
import { pageArgs, pageCost, pageRef } from '../../graphql-core/paging';
import { requireRole } from '../accounts/guard';
import { adminResolver } from '../../graphql-core/admin-operations';
import { MentorReviewRef } from '../mentors/mentor-reviews.graphql';
import { limitRate } from '../rate-limits/guard';
import type { Caller } from './session-rules';
import type { BookingSessions, SessionView, Slot } from './session-views.service';
import type { SessionRow } from './sessions.schema';

export const SessionStatusEnum = builder.enumType('SessionStatus', {
  description: 'BOOKED holds the time; CANCELLED by a person; RELEASED when its booking was not paid in time',
  values: sessionStatuses,
});
const SessionOutcomeEnum = builder.enumType('SessionOutcome', { values: sessionOutcomes });
const LearnerResponseEnum = builder.enumType('LearnerResponse', { values: learnerResponses });
const SessionActorEnum = builder.enumType('SessionActor', { values: sessionActors });
const SessionFormatEnum = builder.enumType('SessionFormat', { values: sessionFormats });

const SlotRef = builder.objectRef<Slot>('Slot').implement({
  description: 'A free start in a mentor’s calendar (ISO 8601 UTC)',
  fields: (t) => ({
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
    blockedUntil: t.expose('blockedUntil', {
      type: 'DateTime',
      description: "The end plus the mentor's buffer: another start of the same booking must be this far apart",
    }),
  }),
});

/** The answer to bookSession: the session as its learner sees it right after booking. */
const BookedSessionRef = builder.objectRef<SessionRow>('BookedSession').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    start: t.expose('startAt', { type: 'DateTime' }),
    end: t.expose('endAt', { type: 'DateTime' }),
    status: t.field({ type: SessionStatusEnum, resolve: (s) => s.status }),
  }),
});

export const MentoringSessionRef = builder.objectRef<SessionView>('MentoringSession').implement({
  description: 'A session as the asking person may see it',
  fields: (t) => ({
    id: t.exposeID('id'),
    bookingId: t.exposeID('bookingId'),
    start: t.expose('startAt', { type: 'DateTime' }),
    end: t.expose('endAt', { type: 'DateTime' }),
    status: t.field({ type: SessionStatusEnum, resolve: (s) => s.status }),
    format: t.field({ type: SessionFormatEnum, resolve: (s) => s.format }),
    viewerRole: t.field({
      type: SessionActorEnum,
      description: 'The side the viewer acts for',
      resolve: (s) => s.viewerRole,
    }),
    learnerName: t.exposeString('learnerName'),
    mentorName: t.exposeString('mentorName'),
    plan: t.exposeString('plan'),
    joinUrl: t.exposeString('joinUrl', {
      nullable: true,
      description: 'The video room, for the learner and the mentor only, from 15 minutes before the start',
    }),
    joinOpensAt: t.expose('joinOpensAt', { type: 'DateTime' }),
    freeChangeUntil: t.expose('freeChangeUntil', {
      type: 'DateTime',
      description: "Until then the learner may move or cancel at no cost; later a learner's cancel uses the session up",
    }),
    reschedules: t.exposeInt('reschedules'),
    cancelledBy: t.field({ type: SessionActorEnum, nullable: true, resolve: (s) => s.cancelledBy }),
    cancelReason: t.exposeString('cancelReason', { nullable: true }),
    forfeited: t.exposeBoolean('forfeited', { description: 'A late cancel by the learner: it counts as used' }),
    outcome: t.field({ type: SessionOutcomeEnum, nullable: true, resolve: (s) => s.outcome }),
    outcomeNotes: t.exposeString('outcomeNotes', { nullable: true, description: 'The mentor’s private notes' }),
    learnerResponse: t.field({ type: LearnerResponseEnum, nullable: true, resolve: (s) => s.learnerResponse }),
    learnerComment: t.exposeString('learnerComment', { nullable: true }),
    responseDueAt: t.expose('responseDueAt', { type: 'DateTime', nullable: true }),
    outcomeSettled: t.exposeBoolean('outcomeSettled'),
  }),
});

const BookingSessionsRef = builder.objectRef<BookingSessions>('BookingSessions').implement({
  description: "A booking's sessions and what is left of its first cycle",
  fields: (t) => ({
    bookingId: t.id({ resolve: (b) => b.booking.id }),
    plan: t.string({ resolve: (b) => b.booking.type }),
    audience: t.string({ resolve: (b) => b.booking.audience }),
    mentorId: t.id({ nullable: true, resolve: (b) => b.booking.mentorId }),
    mentorName: t.exposeString('mentorName', { nullable: true }),
    paymentStatus: t.string({ resolve: (b) => b.booking.paymentStatus }),
    cycleStart: t.expose('cycleStart', { type: 'DateTime' }),
    cycleEnd: t.expose('cycleEnd', { type: 'DateTime' }),
    included: t.exposeInt('included', { description: 'Sessions this cycle gives' }),
    used: t.exposeInt('used', { description: 'Booked, plus those a late cancel used up' }),
    left: t.int({ resolve: (b) => Math.max(0, b.included - b.used) }),
    minutes: t.exposeInt('minutes'),
    format: t.field({ type: SessionFormatEnum, resolve: (b) => b.format }),
    weekendsOnly: t.exposeBoolean('weekendsOnly'),
    sessions: t.field({ type: [MentoringSessionRef], resolve: (b) => b.sessions }),
  }),
});

const BookSessionInput = builder.inputType('BookSessionInput', {
  fields: (t) => ({
    bookingId: t.id({ required: true }),
    token: t.string({ description: "The booking's access token; not needed when the signed-in learner owns it" }),
    start: t.field({ type: 'DateTime', required: true }),
    idempotencyKey: t.string({ required: true, description: 'The same key returns the same session' }),
  }),
});

const SessionPage = pageRef('AdminSessionPage', MentoringSessionRef);

const callerOf = async (ctx: GraphQLContext, token?: string | null): Promise<Caller> => ({
  viewer: await ctx.viewer(),
  token,
});

builder.queryFields((t) => ({
  mentorSlots: t.field({
    type: [SlotRef],
    description:
      "A public mentor's free session starts in [from, to) (at most 35 days, from a week ago to 26 weeks ahead), in UTC",
    args: {
      mentorId: t.arg.id({ required: true }),
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      minutes: t.arg.int({ description: 'Length of the session to fit (default 60)' }),
      weekendsOnly: t.arg.boolean({ description: 'Only starts on Saturday or Sunday (kids plans)' }),
      groupSeats: t.arg.int({
        description: "A group plan's seats (Team: 6): the mentor's group sessions with a seat left are offered too",
      }),
    },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'mentorSlots');
      return ctx.services.sessionViews.slots({ ...args, mentorId: String(args.mentorId) });
    },
  }),
  mySessions: t.field({
    type: [BookingSessionsRef],
    description:
      "The learner's bookings with their sessions: one booking by its token, or all of the signed-in person's",
    args: { bookingId: t.arg.id(), token: t.arg.string() },
    resolve: async (_root, { bookingId, token }, ctx) => {
      await limitRate(ctx, 'mySessions');
      return ctx.services.sessionViews.forLearner(await callerOf(ctx, token), bookingId ? String(bookingId) : null);
    },
  }),
  mentorSessions: t.field({
    type: [MentoringSessionRef],
    description: "The signed-in mentor's sessions starting in [from, to)",
    args: { from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime', required: true }) },
    resolve: async (_root, { from, to }, ctx) =>
      ctx.services.sessionViews.forMentor(await requireRole(ctx, 'mentor'), from, to),
  }),
  adminSessions: t.field({
    type: SessionPage,
    args: { ...pageArgs, disputed: t.arg.boolean(), status: t.arg({ type: SessionStatusEnum }) },
    complexity: pageCost,
    resolve: adminResolver('adminSessions', async (args, ctx: GraphQLContext) =>
      ctx.services.sessionViews.forAdmin({ viewer: await ctx.viewer() }, args, {
        disputed: args.disputed ?? false,
        ...(args.status ? { status: args.status } : {}),
      }),
    ),
  }),
}));

builder.mutationFields((t) => ({
  bookSession: t.field({
    type: BookedSessionRef,
    description: "Books one session of a booking's entitlement at one of the mentor's slots",
    args: { input: t.arg({ type: BookSessionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await limitRate(ctx, 'bookSession');
      return ctx.services.sessions.book(await callerOf(ctx, input.token), {
        ...input,
        bookingId: String(input.bookingId),
      });
    },
  }),
  rescheduleSession: t.field({
    type: BookedSessionRef,
    args: {
      id: t.arg.id({ required: true }),
      token: t.arg.string(),
      start: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: async (_root, { id, token, start }, ctx) => {
      await limitRate(ctx, 'rescheduleSession');
      return ctx.services.sessions.reschedule(await callerOf(ctx, token), { id: String(id), token, start });
    },
  }),
  cancelSession: t.field({
    type: BookedSessionRef,
    args: { id: t.arg.id({ required: true }), token: t.arg.string(), reason: t.arg.string() },
    resolve: async (_root, { id, token, reason }, ctx) => {
      await limitRate(ctx, 'cancelSession');
      return ctx.services.sessions.cancel(await callerOf(ctx, token), { id: String(id), token, reason });
    },
  }),
  markSessionOutcome: t.field({
    type: BookedSessionRef,
    description: 'The mentor records what happened, once the session has ended',
    args: {
      id: t.arg.id({ required: true }),
      outcome: t.arg({ type: SessionOutcomeEnum, required: true }),
      notes: t.arg.string(),
    },
    resolve: async (_root, { id, outcome, notes }, ctx) =>
      ctx.services.sessionOutcomes.mark(
        { viewer: await requireRole(ctx, 'mentor') },
        { id: String(id), outcome, notes },
      ),
  }),
  respondToSession: t.field({
    type: BookedSessionRef,
    description: "The learner confirms or disputes the mentor's record within 72 hours",
    args: {
      id: t.arg.id({ required: true }),
      token: t.arg.string(),
      response: t.arg({ type: LearnerResponseEnum, required: true }),
      comment: t.arg.string(),
    },
    resolve: async (_root, { id, token, response, comment }, ctx) => {
      await limitRate(ctx, 'respondToSession');
      return ctx.services.sessionOutcomes.respond(await callerOf(ctx, token), {
        id: String(id),
        token,
        response,
        comment,
      });
    },
  }),
  reviewMentorAfterSession: t.field({
    type: MentorReviewRef,
    description: 'A review of the mentor by the learner of a held (not disputed) session; one per e-mail and mentor',
    args: {
      sessionId: t.arg.id({ required: true }),
      token: t.arg.string(),
      name: t.arg.string({ required: true }),
      message: t.arg.string({ required: true }),
      stars: t.arg.int({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'respondToSession');
      return ctx.services.sessionOutcomes.review(await callerOf(ctx, args.token), {
        ...args,
        sessionId: String(args.sessionId),
      });
    },
  }),
}));
