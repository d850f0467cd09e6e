import { useState } from 'react';
import { Button } from '../../ui/Button';
import { useMutation } from 'urql';
import { paymentMessages, type PayableBookingKind } from '@eazy2con/shared/payments';
import { apiErrorMessage } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { goToCheckout, payableKindEnum, StartPaymentMutation } from '../payments/public';
import { SaveCardChoice } from '../saved-cards/public';

/**
 * 'Pay now' of every paid booking (spec 2 §4). The server starts the checkout for the stored booking (its amount,
 * never one from here) and answers the provider's page, where the browser goes; the provider sends it back to the
 * booking's result screen, where the server verifies the payment. A checkout that cannot start says so with the
 * spec's 'Payment not Successful' and the reason (already paid, card payment unavailable, …). Under it, a signed-in
 * payer may tick "Save this card for renewals" (decision 0045; unticked by default); a visitor is told why not.
 */
export interface PayNowProps {
  kind: PayableBookingKind;
  bookingId: string;
  token: string;
  /** The spec words it 'Pay now' for bookings and 'Pay Now' on the weekend camp (spec 2 §4). */
  label?: 'Pay now' | 'Pay Now';
}

export function PayNowButton({ kind, bookingId, token, label = 'Pay now' }: PayNowProps) {
  const [{ fetching }, start] = useMutation(StartPaymentMutation);
  const [leaving, setLeaving] = useState(false);
  const [saveCard, setSaveCard] = useState(false);
  const { notification } = useNotify();

  const pay = async () => {
    const result = await start({ kind: payableKindEnum[kind], bookingId, token, saveCard });
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
    <div className="pay-now">
      <Button type="primary" loading={fetching || leaving} onClick={() => void pay()}>
        {label}
      </Button>
      <SaveCardChoice checked={saveCard} onChange={setSaveCard} />
    </div>
  );
}
