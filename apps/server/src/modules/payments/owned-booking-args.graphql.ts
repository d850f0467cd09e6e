import { builder } from '../../graphql-core/builder';
import { confirmedEmailOf, type ConfirmedEmail } from '../../lib/booking-access';
import { PayableBookingKindEnum } from './payments-args.graphql';

// The arguments of the operations a booking's signed-in owner may call without its token (issue 35).

/** Which booking, with its token, or without one when the booking's signed-in owner asks (issue 35). */
export const ownedBookingArgs = builder.args((t) => ({
  kind: t.field({ type: PayableBookingKindEnum, required: true }),
  bookingId: t.id({ required: true }),
  token: t.string({
    description: "The booking's access token; leave it out when signed in with the account that confirmed its e-mail",
  }),
}));

/**
 * The confirmed e-mail of whoever asks, read from the session only when a booking's token does not open it: a
 * booking made with that address is theirs (lib/booking-access.ts).
 */
export const askerEmail =
  (ctx: { viewer(): Promise<{ role: string; email?: string; emailVerified?: boolean }> }): ConfirmedEmail =>
  async () =>
    confirmedEmailOf(await ctx.viewer());
