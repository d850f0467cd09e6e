import { bootcampTrackTitles } from '@eazy2con/shared/bootcamp';
import { countryName } from '@eazy2con/shared/countries';
import { builder } from '../../graphql-core/builder';
import { BookingPaymentRef, paymentOf } from '../bookings/payment.graphql';
import { limitRate } from '../rate-limits/guard';
import type { BootcampRow } from './bootcamp.schema';
import type { BootcampRegistrationState } from './bootcamp.service';

/** A registration as answered: the access token is there only in the answer to createBootcamp. */
type BootcampAnswer = BootcampRow & { accessToken?: string };

const BootcampRef = builder.objectRef<BootcampAnswer>('Bootcamp').implement({
  description: 'A bootcamp registration; read and changed back only with its access token',
  fields: (t) => ({
    id: t.exposeID('id'),
    accessToken: t.string({
      nullable: true,
      description: 'The token to read and change this booking back; only in the answer to create',
      resolve: (b) => b.accessToken ?? null,
    }),
    fullName: t.exposeString('fullName'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    country: t.exposeString('country', { description: 'ISO 3166 alpha-2 code' }),
    countryName: t.string({ resolve: (b) => countryName(b.country) }),
    source: t.exposeString('source'),
    whyLearnTheCourse: t.exposeString('whyLearnTheCourse', { nullable: true }),
    doYouHaveAlaptop: t.exposeString('doYouHaveAlaptop'),
    track: t.exposeString('track', { description: 'The track id' }),
    trackTitle: t.string({ resolve: (b) => bootcampTrackTitles[b.track] }),
    startDate: t.exposeString('cohortStartDate', {
      nullable: true,
      description: 'The start date (YYYY-MM-DD) of the bootcamp registered for; null when none was set',
    }),
    amountKobo: t.exposeInt('amountKobo', { description: 'What the server charges, in kobo' }),
    transferOption: t.exposeBoolean('transferOption', {
      description: 'True once the registrant chose a bank transfer',
    }),
    payment: t.field({ type: BookingPaymentRef, resolve: paymentOf }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const BootcampRegistrationRef = builder.objectRef<BootcampRegistrationState>('BootcampRegistration').implement({
  description: 'Whether the bootcamp takes registrations, and its seats',
  fields: (t) => ({
    open: t.exposeBoolean('open'),
    slotsLeft: t.exposeInt('slotsLeft', { description: 'Seats not yet registered for, counted in the database' }),
    slotsTotal: t.exposeInt('slotsTotal'),
    feeNaira: t.exposeInt('feeNaira', { description: 'The one-time fee' }),
    startDate: t.exposeString('startDate', { nullable: true, description: 'YYYY-MM-DD; null while none is set' }),
  }),
});

// Fields the spec requires are nullable here on purpose: a missing value reaches the shared schema, which answers
// with the spec's message instead of a GraphQL type error.
const CreateBootcampInput = builder.inputType('CreateBootcampInput', {
  fields: (t) => ({
    fullName: t.string(),
    phone: t.string(),
    email: t.string(),
    country: t.string({ description: 'ISO 3166 alpha-2 code' }),
    source: t.string(),
    whyLearnTheCourse: t.string(),
    doYouHaveAlaptop: t.string(),
    track: t.string({ description: 'One of the six track ids' }),
  }),
});

const UpdateBootcampInput = builder.inputType('UpdateBootcampInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    token: t.string({ required: true }),
    transferOption: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  bootcampRegistration: t.field({
    type: BootcampRegistrationRef,
    description: 'Whether registration is open (BOOTCAMP_OPEN) and the seats left of the coming bootcamp',
    resolve: (_root, _args, ctx) => ctx.services.bootcamp.registrationState(),
  }),
  getBootcamp: t.field({
    type: BootcampRef,
    description: 'A registration, for the browser that holds its token (NOT_FOUND otherwise)',
    args: { id: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
    resolve: (_root, { id, token }, ctx) => ctx.services.bootcamp.get(String(id), token),
  }),
}));

builder.mutationFields((t) => ({
  createBootcamp: t.field({
    type: BootcampRef,
    description:
      'Registers for the bootcamp: UNAVAILABLE while registration is closed, CONFLICT when every seat is taken or the e-mail is already registered',
    args: { input: t.arg({ type: CreateBootcampInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await limitRate(ctx, 'createBootcamp');
      const { row, accessToken } = await ctx.services.bootcamp.create(input);
      return { ...row, accessToken };
    },
  }),
  updateBootcamp: t.field({
    type: BootcampRef,
    description: 'Pay Later: sets transferOption; needs the token createBootcamp answered with',
    args: { input: t.arg({ type: UpdateBootcampInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await limitRate(ctx, 'updateBootcamp');
      return ctx.services.bootcamp.update({ ...input, id: String(input.id) });
    },
  }),
}));
