import { builder } from '../../graphql-core/builder';
import { NotificationChannelEnum } from '../bookings/mentor-bookings.graphql';
import { BookingPaymentRef, paymentOf } from '../bookings/payment.graphql';
import { limitRate } from '../rate-limits/guard';
import type { CampRegistrationAnswer } from './camp.service';

type CampRegistrationView = Omit<CampRegistrationAnswer, 'accessToken'> & { accessToken?: string | null };

const BookKidmentorRef = builder.objectRef<CampRegistrationView>('BookKidmentor').implement({
  description:
    "A kids weekend camp registration by a parent (spec 2 §3 BookKidmentor). Read back only with the token given to the browser that made it; the first child's details are null once the retention purge has erased them",
  fields: (t) => ({
    id: t.exposeID('id'),
    parentName: t.exposeString('parentName'),
    parentEmail: t.exposeString('parentEmail'),
    parentPhone: t.exposeString('parentPhone'),
    noOfKids: t.exposeInt('noOfKids'),
    firstChildName: t.exposeString('firstChildName', { nullable: true }),
    firstChildAge: t.exposeString('firstChildAge', { nullable: true }),
    firstChildInterest: t.exposeString('firstChildInterest', { nullable: true }),
    parentConsentAt: t.expose('parentConsentAt', {
      type: 'DateTime',
      description: "When the parent agreed to the child's details being used to run the camp",
    }),
    amountKobo: t.exposeInt('amountKobo', {
      description: 'The tuition the server charges, in kobo, from the number of kids',
    }),
    transferOption: t.exposeBoolean('transferOption', {
      description: 'True once the parent chose Pay Later (bank transfer)',
    }),
    channels: t.field({ type: [NotificationChannelEnum], resolve: (r) => r.channels }),
    payment: t.field({ type: BookingPaymentRef, resolve: paymentOf }),
    accessToken: t.string({
      nullable: true,
      description: 'The token to read and change this booking back; only in the answer to create',
      resolve: (row) => row.accessToken ?? null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

// Every field is nullable on purpose: a missing value reaches the shared schema, which answers with the spec's
// message instead of a GraphQL type error. noOfKids is a Float for the same reason: 2.5 kids gets the form's
// 'whole number of kids' message from the schema, not graphql-js's "Int cannot represent non-integer value".
const CreateBookKidmentorInput = builder.inputType('CreateBookKidmentorInput', {
  fields: (t) => ({
    parentName: t.string(),
    parentEmail: t.string(),
    parentPhone: t.string(),
    noOfKids: t.float({ description: 'A whole number of children, 1 to 10' }),
    firstChildName: t.string(),
    firstChildAge: t.string(),
    firstChildInterest: t.string(),
    parentConsent: t.boolean({
      description: "The parent agrees to the child's details being used to run the camp; must be true",
    }),
    childIds: t.idList({
      description:
        "A signed-in parent's children (me.children) instead of the first child's fields: the number of kids follows",
    }),
    channels: t.field({
      type: [NotificationChannelEnum],
      description:
        'Where to be told besides e-mail (always on): WHATSAPP, SMS on parentPhone; class reminders go there',
    }),
  }),
});

const UpdateBookKidmentorInput = builder.inputType('UpdateBookKidmentorInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    token: t.string({ required: true }),
    transferOption: t.boolean({ required: true }),
  }),
});

builder.queryField('getBookKidmentor', (t) =>
  t.field({
    type: BookKidmentorRef,
    description: 'A camp registration, for the browser holding its token (NOT_FOUND for a wrong id or token)',
    args: { id: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
    resolve: async (_root, { id, token }, ctx) => {
      await limitRate(ctx, 'getBookKidmentor');
      return ctx.services.camp.get({ id: String(id), token });
    },
  }),
);

builder.mutationFields((t) => ({
  createBookKidmentor: t.field({
    type: BookKidmentorRef,
    description:
      'Registers children for the kids weekend camp; the tuition is computed by the server. The answer carries the access token once',
    args: { input: t.arg({ type: CreateBookKidmentorInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await limitRate(ctx, 'createBookKidmentor');
      const registration = await ctx.services.camp.register(
        { ...input, childIds: input.childIds?.map(String) ?? null },
        await ctx.viewer(),
      );
      // After it committed: the admin kids list refreshes (onChangeBookKidmentor).
      await ctx.services.admin.kidsBookingChanged(registration.id);
      return registration;
    },
  }),
  updateBookKidmentor: t.field({
    type: BookKidmentorRef,
    description: 'Pay Later: sets transferOption, the one change the public side may make, with the booking token',
    args: { input: t.arg({ type: UpdateBookKidmentorInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await limitRate(ctx, 'updateBookKidmentor');
      const registration = await ctx.services.camp.setTransferOption(
        { id: String(input.id), token: input.token },
        input.transferOption,
      );
      await ctx.services.admin.kidsBookingChanged(registration.id);
      return registration;
    },
  }),
}));
