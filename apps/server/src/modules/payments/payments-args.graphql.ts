import { builder } from '../../graphql-core/builder';

// What the payments fields share: the booking kinds and the booking-access arguments.

export const PayableBookingKindEnum = builder.enumType('PayableBookingKind', {
  description: 'A kind of booking that can be paid by card',
  values: {
    MENTOR: { value: 'mentor', description: 'A mentor booking (adults)' },
    KID_MENTOR: { value: 'kidMentor', description: 'A kids mentor booking' },
    CAMP: { value: 'camp', description: 'A weekend camp registration' },
    BOOTCAMP: { value: 'bootcamp', description: 'A bootcamp registration' },
    MEMBERSHIP_CYCLE: { value: 'membershipCycle', description: "A membership's next 4-week cycle (issue 36)" },
  } as const,
});

/** Which booking, and the token its create answer gave the browser that made it (decision 0012). */
export const bookingAccessArgs = builder.args((t) => ({
  kind: t.field({ type: PayableBookingKindEnum, required: true }),
  bookingId: t.id({ required: true }),
  token: t.string({ required: true }),
}));
