/** Mentors' available earnings are gathered into a batch for an admin's review once a week (decision 0034). */
export const PAYOUT_BATCH_EVERY_MS = 7 * 24 * 60 * 60_000;
/** Sent transfers not yet confirmed by a webhook, and refunds the provider did not answer, are asked about again. */
export const PAYOUT_RECHECK_EVERY_MS = 60_000;
