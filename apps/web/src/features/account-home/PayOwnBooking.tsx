import { useState } from 'react';
import { useMutation } from 'urql';
import { paymentMessages } from '@eazy2con/shared/payments';
import { apiErrorMessage } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { Button } from '../../ui/Button';
import { goToCheckout } from '../payments/public';
import { PayOwnBookingMutation, type AccountBooking } from './account-home.queries';

/** The payment kind of each kind of booking that can be paid (calls and webinars cannot). */
const PAY_KIND = {
  MENTOR: 'MENTOR',
  KIDS: 'KID_MENTOR',
  CAMP: 'CAMP',
  BOOTCAMP: 'BOOTCAMP',
} as const satisfies Partial<Record<AccountBooking['kind'], string>>;

const payKindOf = (kind: AccountBooking['kind']) => (kind in PAY_KIND ? PAY_KIND[kind as keyof typeof PAY_KIND] : null);

/**
 * Pays one of the account's own bookings by card (issue 35): signed in, no token is needed; the server checks the
 * booking was made with the account's confirmed e-mail, prices the checkout from the stored booking and answers the
 * provider's page. A checkout that cannot start says why, as 'Pay now' does on the booking pages.
 */
export function PayOwnBooking({
  booking,
  label,
  ariaLabel,
}: {
  booking: Pick<AccountBooking, 'kind' | 'id'>;
  label: string;
  ariaLabel?: string;
}) {
  const [{ fetching }, start] = useMutation(PayOwnBookingMutation);
  const [leaving, setLeaving] = useState(false);
  const { notification } = useNotify();
  const kind = payKindOf(booking.kind);
  if (!kind) return null;

  const pay = async () => {
    const result = await start({ kind, bookingId: booking.id });
    const link = result.data?.startPayment.link;
    if (!link) {
      notification.error({
        title: paymentMessages.checkoutFailed,
        description: apiErrorMessage(result.error),
        duration: 6,
      });
      return;
    }
    setLeaving(true);
    goToCheckout(link);
  };

  return (
    <Button type="primary" size="small" loading={fetching || leaving} aria-label={ariaLabel} onClick={() => void pay()}>
      {label}
    </Button>
  );
}
