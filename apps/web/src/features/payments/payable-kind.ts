import type { PayableBookingKind } from '@eazy2con/shared/payments';

/** The GraphQL enum value of each booking kind (the server's PayableBookingKind). */
export const payableKindEnum = {
  mentor: 'MENTOR',
  kidMentor: 'KID_MENTOR',
  camp: 'CAMP',
  bootcamp: 'BOOTCAMP',
  membershipCycle: 'MEMBERSHIP_CYCLE',
} as const satisfies Record<PayableBookingKind, string>;

/** The booking kind of a GraphQL enum value. */
export const kindOf = (value: (typeof payableKindEnum)[PayableBookingKind]): PayableBookingKind => {
  const found = (Object.keys(payableKindEnum) as PayableBookingKind[]).find((kind) => payableKindEnum[kind] === value);
  if (!found) throw new Error(`unknown booking kind ${value}`);
  return found;
};
