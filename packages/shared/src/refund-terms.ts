/**
 * The plans' refund terms (issue 23), with no dependencies so the public pages (pricing FAQ, booking form) can show
 * them without loading zod. The server applies the same rule (modules/refunds: the automatic refund on cancel).
 */

/** A learner who cancels a paid plan within this many days of paying, with no session held, is refunded in full. */
export const AUTO_REFUND_DAYS = 7;

/** What the pricing FAQ and the booking form say (a deviation from spec 1's "no refunds", decision 0028). */
export const REFUND_TERMS = `Cancel within ${AUTO_REFUND_DAYS} days of paying, before any session has been held, and we refund you in full automatically. After that, payments are not refundable once made; you can still switch course within your first week (same price) or ask for another mentor.`;
