import { builder } from '../../graphql-core/builder';
import { accountBookingKinds, type AccountBooking } from './account-bookings';
import { requireRole } from './guard';

const AccountBookingKindEnum = builder.enumType('AccountBookingKind', { values: accountBookingKinds });

const AccountBookingRef = builder.objectRef<AccountBooking>('AccountBooking').implement({
  description: "One of the signed-in person's bookings, of any kind, as their account page lists it",
  fields: (t) => ({
    kind: t.field({ type: AccountBookingKindEnum, resolve: (b) => b.kind }),
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    detail: t.exposeString('detail', { nullable: true }),
    status: t.exposeString('status', {
      description: 'AWAITING_PAYMENT, PAID, NOT_REQUIRED (free), FAILED, or BOOKED for what has no payment',
    }),
    cancelled: t.exposeBoolean('cancelled'),
    amountKobo: t.exposeInt('amountKobo', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (b) => b.createdAt }),
    at: t.field({ type: 'DateTime', nullable: true, resolve: (b) => b.at }),
  }),
});

builder.queryField('myBookings', (t) =>
  t.field({
    type: [AccountBookingRef],
    description:
      "Every booking made with the signed-in account's confirmed e-mail, of every kind, newest first (none until the e-mail is confirmed)",
    resolve: async (_root, _args, ctx) => ctx.services.accountHome.bookings(await requireRole(ctx, 'user')),
  }),
);
