import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { paymentMessages, type PayableBookingKind } from '@eazy2con/shared/payments';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import type { ResultOf } from '../../core/graphql/graphql';
import { Button } from '../../ui/Button';
import { PayNowButton, readPendingBooking, type PendingBooking } from '../bookings/public';
import { kindOf } from './payable-kind';
import type { PaymentResultQuery } from './settle-query';

type Settled = NonNullable<ResultOf<typeof PaymentResultQuery>['paymentResult']>;

/**
 * What a result screen says beyond its heading (issue 20): what was bought, the amount and the reference, all from
 * the server's answer (never the URL); then what happens next. A payment that did not go through offers the ways to
 * pay now — card again, or a bank transfer against the invoice — when this browser holds the booking.
 */
export function PaymentOutcome({ outcome }: { outcome: Settled }) {
  const kind = kindOf(outcome.bookingKind);
  return (
    <div className="payment-result__outcome">
      <dl className="payment-result__facts" data-testid="payment-facts">
        {outcome.item && (
          <>
            <dt>For</dt>
            <dd data-testid="payment-item">{outcome.item}</dd>
          </>
        )}
        <dt>Amount</dt>
        <dd data-testid="payment-amount">{formatNaira(koboToNaira(outcome.amountKobo))}</dd>
        <dt>Reference</dt>
        <dd data-testid="payment-reference">{outcome.txRef}</dd>
      </dl>
      {outcome.paid ? (
        <p data-testid="payment-next">{paymentMessages.paidNext}</p>
      ) : (
        <TryAgain kind={kind} bookingId={outcome.bookingId} />
      )}
    </div>
  );
}

function TryAgain({ kind, bookingId }: { kind: PayableBookingKind; bookingId: string }) {
  const navigate = useNavigate();
  // Read after mounting: the server, which drew this page, cannot see this browser's storage.
  const [held, setHeld] = useState<PendingBooking | null | undefined>(undefined);
  useEffect(() => setHeld(readPendingBooking(kind)), [kind]);
  if (held === undefined) return null;
  if (held?.id !== bookingId) return <p data-testid="payment-next">{paymentMessages.retryElsewhere}</p>;
  return (
    <>
      <p data-testid="payment-next">{paymentMessages.notCompletedNext}</p>
      <div className="payment-result__actions">
        <PayNowButton kind={kind} bookingId={held.id} token={held.token} label="Pay now" />
        <Button
          size="large"
          onClick={() =>
            void navigate('/payment-invoice', { state: { booking: { kind, id: held.id, token: held.token } } })
          }
        >
          Pay by bank transfer
        </Button>
      </div>
    </>
  );
}
