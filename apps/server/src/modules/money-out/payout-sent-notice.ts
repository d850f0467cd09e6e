import type { Notice } from '../notifications/notifications.service';
import type { PayoutRow } from './payouts.schema';

/** The mentor's dashboard, where their earnings and payouts are listed. */
export const EARNINGS_PATH = '/mentor-dashboard';

/**
 * The "payout sent" notice of a completed payout (issue 24), for NotificationsService.notify in the transaction that
 * completes it. By e-mail: mentors have not chosen WhatsApp or SMS anywhere (their application collects a phone
 * without asking), and these messages need that consent.
 */
export function payoutSentNotice(payout: PayoutRow): Notice {
  const account =
    payout.bankName && payout.accountLast4
      ? `${payout.bankName} ••••${payout.accountLast4}`
      : payout.accountLast4
        ? `your account ••••${payout.accountLast4}`
        : 'your bank account';
  return {
    template: 'payout-sent',
    email: payout.mentorEmail,
    channels: ['EMAIL'],
    data: {
      name: payout.mentorName,
      amountKobo: payout.amountKobo,
      account,
      reference: payout.reference,
      path: EARNINGS_PATH,
    },
  };
}
