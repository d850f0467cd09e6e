import { cycleStatuses, membershipStatuses, weekdays } from '@eazy2con/shared/memberships';
import { checkRole } from '../../graphql-core/roles';
import { builder } from '../../graphql-core/builder';
import type { GraphQLContext } from '../../graphql-core/context';
import { limitRate } from '../rate-limits/guard';
import type { MembershipCaller, MembershipView } from './memberships.service';

export const MembershipStatusEnum = builder.enumType('MembershipStatus', {
  description:
    'ACTIVE, IN_GRACE (renewal unpaid, times held), PAUSED, ENDING (cancelled, runs to the end of the cycle), ENDED',
  values: membershipStatuses,
});
const CycleStatusEnum = builder.enumType('MembershipCycleStatus', { values: cycleStatuses });
const WeekdayEnum = builder.enumType('Weekday', { values: weekdays });
const PaymentMethodKindEnum = builder.enumType('PaymentMethodKind', {
  description: 'CARD: a saved card (or a card checkout); TRANSFER: an invoice with its own bank transfer account',
  values: ['CARD', 'TRANSFER'] as const,
});

type View = MembershipView;

const StandingTimeRef = builder.objectRef<View['standingTimes'][number]>('StandingTime').implement({
  description: "A learner's regular weekly time with the mentor",
  fields: (t) => ({
    weekday: t.field({ type: WeekdayEnum, resolve: (s) => s.weekday }),
    time: t.exposeString('time', { description: 'HH:MM in timeZone' }),
    timeZone: t.exposeString('timeZone'),
  }),
});

const PaymentMethodRef = builder.objectRef<View['paymentMethod']>('MembershipPaymentMethod').implement({
  fields: (t) => ({
    kind: t.field({ type: PaymentMethodKindEnum, resolve: (p) => p.kind }),
    last4: t.exposeString('last4', { nullable: true }),
    expiry: t.exposeString('expiry', { nullable: true, description: 'MM/YY' }),
  }),
});

const CycleRef = builder.objectRef<View['cycles'][number]>('MembershipCycle').implement({
  description: 'One 4-week cycle of a membership',
  fields: (t) => ({
    number: t.exposeInt('number'),
    startsOn: t.exposeString('startsOn', { description: 'Lagos date, YYYY-MM-DD' }),
    endsOn: t.exposeString('endsOn', { description: 'The day after its last day (the next cycle starts then)' }),
    status: t.field({ type: CycleStatusEnum, resolve: (c) => c.status }),
    sessionsIncluded: t.exposeInt('sessionsIncluded'),
    sessionsUsed: t.exposeInt('sessionsUsed'),
    sessionsCarried: t.exposeInt('sessionsCarried'),
    amountKobo: t.exposeInt('amountKobo'),
    paid: t.exposeBoolean('paid'),
  }),
});

const MembershipRef = builder.objectRef<View>('Membership').implement({
  description: 'A plan booking that continues cycle after cycle (issue 36)',
  fields: (t) => ({
    bookingId: t.exposeID('bookingId'),
    status: t.field({ type: MembershipStatusEnum, resolve: (m) => m.status }),
    autoRenew: t.exposeBoolean('autoRenew'),
    nextRenewalOn: t.exposeString('nextRenewalOn', { nullable: true }),
    pausedUntil: t.exposeString('pausedUntil', { nullable: true }),
    planOption: t.exposeString('planOption', { description: 'The plan option of the paid cycle in force' }),
    nextPlanOption: t.exposeString('nextPlanOption', {
      nullable: true,
      description: 'The option the next cycle takes (changeMembershipPlan), when a change was asked for',
    }),
    graceUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'While IN_GRACE: until when the weekly times are held',
      resolve: (m) => m.graceUntil,
    }),
    standingTimes: t.field({ type: [StandingTimeRef], resolve: (m) => m.standingTimes }),
    paymentMethod: t.field({ type: PaymentMethodRef, resolve: (m) => m.paymentMethod }),
    cycles: t.field({ type: [CycleRef], resolve: (m) => m.cycles }),
    payLink: t.exposeString('payLink', {
      nullable: true,
      description: 'Where to pay the next cycle; answered by payNextCycle only',
    }),
  }),
});

const StandingTimeInput = builder.inputType('StandingTimeInput', {
  fields: (t) => ({
    weekday: t.field({ type: WeekdayEnum, required: true }),
    time: t.string({ required: true, description: 'HH:MM, on the hour or half hour' }),
    timeZone: t.string({ required: true }),
  }),
});

const caller = async (ctx: GraphQLContext, token?: string | null): Promise<MembershipCaller> => ({
  viewer: await ctx.viewer(),
  token,
});

builder.queryField('membership', (t) =>
  t.field({
    type: MembershipRef,
    nullable: true,
    description:
      "A booking's membership: for its learner (the token, or signed in), its mentor and admins. Null when the booking is not a membership (a free trial, unpaid)",
    args: { bookingId: t.arg.id({ required: true }), token: t.arg.string() },
    resolve: async (_root, { bookingId, token }, ctx) => {
      await limitRate(ctx, 'membership');
      return ctx.services.memberships.membership(await caller(ctx, token), { bookingId: String(bookingId), token });
    },
  }),
);

builder.queryField('memberships', (t) =>
  t.field({
    type: [MembershipRef],
    description:
      'The memberships of several bookings at once (at most 50), for a signed-in page: those whose learner (signed in with the booking’s e-mail) or mentor the caller is; the others are left out',
    args: { bookingIds: t.arg.idList({ required: true }) },
    resolve: async (_root, { bookingIds }, ctx) => {
      const viewer = checkRole(await ctx.viewer(), 'user');
      await limitRate(ctx, 'membership');
      return ctx.services.memberships.membershipsOf({ viewer }, { bookingIds: bookingIds.map(String) });
    },
  }),
);

builder.mutationFields((t) => ({
  setStandingTimes: t.field({
    type: MembershipRef,
    description: "Keeps the learner's weekly times; checked against the mentor's hours, booked in every later cycle",
    args: {
      bookingId: t.arg.id({ required: true }),
      token: t.arg.string(),
      times: t.arg({ type: [StandingTimeInput], required: true }),
    },
    resolve: async (_root, { bookingId, token, times }, ctx) => {
      await limitRate(ctx, 'membershipChange');
      return ctx.services.memberships.setStandingTimes(await caller(ctx, token), {
        bookingId: String(bookingId),
        token,
        times,
      });
    },
  }),
  pauseMembership: t.field({
    type: MembershipRef,
    description: 'Pauses once a cycle for 7 to 20 days: the renewal moves by as many days',
    args: { bookingId: t.arg.id({ required: true }), token: t.arg.string(), days: t.arg.int({ required: true }) },
    resolve: async (_root, { bookingId, token, days }, ctx) => {
      await limitRate(ctx, 'membershipChange');
      return ctx.services.memberships.pause(await caller(ctx, token), { bookingId: String(bookingId), token, days });
    },
  }),
  resumeMembership: t.field({
    type: MembershipRef,
    args: { bookingId: t.arg.id({ required: true }), token: t.arg.string() },
    resolve: async (_root, { bookingId, token }, ctx) => {
      await limitRate(ctx, 'membershipChange');
      return ctx.services.memberships.resume(await caller(ctx, token), { bookingId: String(bookingId), token });
    },
  }),
  cancelMembership: t.field({
    type: MembershipRef,
    description: "Stops renewal at the end of the paid cycle; nothing more is charged, the cycle's sessions stay",
    args: { bookingId: t.arg.id({ required: true }), token: t.arg.string(), reason: t.arg.string() },
    resolve: async (_root, { bookingId, token, reason }, ctx) => {
      await limitRate(ctx, 'membershipChange');
      return ctx.services.memberships.cancel(await caller(ctx, token), { bookingId: String(bookingId), token, reason });
    },
  }),
  setAutoRenew: t.field({
    type: MembershipRef,
    args: { bookingId: t.arg.id({ required: true }), token: t.arg.string(), on: t.arg.boolean({ required: true }) },
    resolve: async (_root, { bookingId, token, on }, ctx) => {
      await limitRate(ctx, 'membershipChange');
      return ctx.services.memberships.setAutoRenew(await caller(ctx, token), {
        bookingId: String(bookingId),
        token,
        on,
      });
    },
  }),
  changeMembershipPlan: t.field({
    type: MembershipRef,
    description: 'Changes the plan option from the next cycle (its amount and sessions)',
    args: {
      bookingId: t.arg.id({ required: true }),
      token: t.arg.string(),
      planOption: t.arg.string({ required: true }),
    },
    resolve: async (_root, { bookingId, token, planOption }, ctx) => {
      await limitRate(ctx, 'membershipChange');
      return ctx.services.memberships.changePlan(await caller(ctx, token), {
        bookingId: String(bookingId),
        token,
        planOption,
      });
    },
  }),
  payNextCycle: t.field({
    type: MembershipRef,
    description: 'Pays the next cycle now, by card checkout or by transfer against its invoice (payLink says where)',
    args: {
      bookingId: t.arg.id({ required: true }),
      token: t.arg.string(),
      method: t.arg({ type: PaymentMethodKindEnum, required: true }),
    },
    resolve: async (_root, { bookingId, token, method }, ctx) => {
      await limitRate(ctx, 'membershipChange');
      return ctx.services.memberships.payNextCycle(await caller(ctx, token), {
        bookingId: String(bookingId),
        token,
        method,
      });
    },
  }),
}));
