import { z } from 'zod';
import { payableBookingKinds } from '../payments';

/**
 * Saved cards (issue 36 renewals, issue 35 "saved cards (remove)"; decision 0045): the words both sides show and the
 * inputs, parsed on the web and again on the server. A card is saved only with the payer's consent on the card
 * checkout, only for a signed-in account whose confirmed e-mail is the booking's, and only once the provider verified
 * the payment; only the provider's token is kept (sealed), never the card number.
 */
// The consent's three texts live without zod in saved-card-texts.ts: the public booking page's Pay now draws them
// (importing this file put the schema library into its first load, issue 38). Re-exported here.
export { SAVE_CARD_HINT, SAVE_CARD_LABEL, SAVE_CARD_SIGN_IN } from '../saved-card-texts';
export const SAVE_CARD_NEEDS_ACCOUNT = 'Sign in to save this card for renewals';
export const SAVE_CARD_CONFIRM_EMAIL = 'Confirm your e-mail address first to save a card';
export const SAVE_CARD_OTHER_EMAIL =
  "A card can be saved only for a booking made with your account's e-mail. Pay without saving, or sign in with the e-mail you booked with.";
export const SAVED_CARD_NOT_FOUND = 'This saved card was not found';
export const SAVED_CARD_REMOVED = 'Card removed. It will not be charged again.';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Flutterwave's card tokens are valid for one year only; the card must be paid with again for a new one. */
export const CARD_TOKEN_VALID_DAYS = 365;
/** A token is no longer charged this many days before the provider's year is up: no renewal meets a dead token. */
export const CARD_TOKEN_MARGIN_DAYS = 7;
/** From this many days before then, the account page asks the holder to pay with the card again. */
export const CARD_TOKEN_WARN_DAYS = 30;

/** The last moment a card saved at `savedAt` is charged for renewals (its token's year, less the margin). */
export const cardTokenUsableUntil = (savedAt: Date): Date =>
  new Date(savedAt.getTime() + (CARD_TOKEN_VALID_DAYS - CARD_TOKEN_MARGIN_DAYS) * DAY_MS);

/** Whether the account page should ask for the card to be paid with again: within the warning days, or past. */
export const cardTokenNeedsRenewing = (usableUntil: Date, now: Date): boolean =>
  usableUntil.getTime() - now.getTime() <= CARD_TOKEN_WARN_DAYS * DAY_MS;

/** The card checkout's "Save this card for renewals": the payer's consent, unticked unless they tick it. */
export const SaveCardChoiceSchema = z.object({
  saveCard: z
    .boolean({ error: 'Say whether to save the card' })
    .nullish()
    .transform((v) => v === true),
});

export const SavedCardIdSchema = z.object({ id: z.uuid({ error: SAVED_CARD_NOT_FOUND }) });

/**
 * A saved-card charge asked by another module (the renewal job): the card, the payable booking it pays (a membership's
 * cycle is one, kind membershipCycle) at the booking's own stored amount, and the attempt (1, 2, 3 … for retries):
 * the same card, booking and attempt answer the same charge, never a second one.
 */
export const SavedCardChargeSchema = z.object({
  cardId: z.uuid({ error: SAVED_CARD_NOT_FOUND }),
  bookingKind: z.enum(payableBookingKinds, { error: 'Unknown booking kind' }),
  bookingId: z.uuid({ error: 'The booking is missing' }),
  attempt: z.number().int('An attempt is a whole number').min(1).max(99).default(1),
  /** What the payer's statement says, e.g. 'Mentoring, cycle 2'. */
  narration: z.string().trim().min(1).max(80).optional(),
});
export type SavedCardChargeInput = z.input<typeof SavedCardChargeSchema>;

/**
 * The sandbox's test cards (no keys set; decision 0045): Flutterwave's own test card numbers, so the behaviour a
 * newcomer sees in the sandbox is what Flutterwave's test mode documents. What a later charge of the saved card does
 * is decided by its last four digits.
 */
export const sandboxTestCards = [
  {
    last4: '2950',
    number: '5531 8866 5214 2950',
    brand: 'MASTERCARD',
    expiry: '09/32',
    renewal: 'succeeded',
    says: 'Renewals succeed',
  },
  {
    last4: '4246',
    number: '4187 4274 1556 4246',
    brand: 'VISA',
    expiry: '09/32',
    renewal: 'needs_authorisation',
    says: 'Renewals ask for 3-D Secure approval',
  },
  {
    last4: '6506',
    number: '5258 5859 2266 6506',
    brand: 'MASTERCARD',
    expiry: '09/31',
    renewal: 'declined',
    says: 'Renewals are declined (insufficient funds)',
  },
] as const;
export type SandboxTestCard = (typeof sandboxTestCards)[number];
