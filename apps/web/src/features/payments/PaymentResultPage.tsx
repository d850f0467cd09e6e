import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { paymentMessages, SETTLE_ERROR_SECONDS } from '@eazy2con/shared/payments';
import { usePageTitle } from '../../core/use-page-title';
import { useAppApi } from '../../core/lazy-ant-app';
import { PageSpinner } from '../../ui/PageSpinner';
import { clearPendingBooking, readPendingBooking } from '../bookings/public';
import { SettlePaymentMutation } from './settle-query';
import { PaymentOutcome } from './PaymentOutcome';
import { kindOf } from './payable-kind';
import './payments.css';

/**
 * A payment result screen (/book-mentor-payment, /success-booking, /weekendcampsuccess, /bootcamp-payment): where
 * the provider sends the browser back with status, tx_ref and transaction_id. The URL decides nothing: the server
 * verifies the payment with the provider (settlePayment) while the loading overlay shows, and only its answer
 * says 'Payment was successful!'. Once paid, the booking kept in this browser is forgotten. One page for every
 * kind: the payment itself says which booking it paid.
 */
export function PaymentResultPage() {
  usePageTitle('Payment');
  const [params] = useSearchParams();
  const txRef = params.get('tx_ref');
  const [{ data, error, fetching }, settle] = useMutation(SettlePaymentMutation);
  const { notification } = useAppApi();
  const asked = useRef(false);

  useEffect(() => {
    // Once per visit (React runs effects twice in development).
    if (asked.current || !txRef) return;
    asked.current = true;
    void settle({ txRef, transactionId: params.get('transaction_id'), status: params.get('status') }).then((result) => {
      const answer = result.data?.settlePayment;
      if (result.error || !answer) {
        notification.error({
          title: paymentMessages.settleErrorTitle,
          description: paymentMessages.settleErrorDescription,
          duration: SETTLE_ERROR_SECONDS,
        });
        return;
      }
      if (answer.paid) {
        const paidKind = kindOf(answer.bookingKind);
        if (readPendingBooking(paidKind)?.id === answer.bookingId) clearPendingBooking(paidKind);
      } else if (answer.status === 'FAILED') {
        notification.error({ title: paymentMessages.checkoutFailed });
      } else if (answer.status === 'CANCELLED') {
        notification.warning({ title: paymentMessages.checkoutIncomplete });
      }
    });
  }, [notification, params, settle, txRef]);

  const answer = data?.settlePayment;
  const waiting = Boolean(txRef) && !error && (fetching || !answer);
  const paid = answer?.paid === true;
  return (
    <div className="page" aria-busy={waiting}>
      {waiting ? (
        <PageSpinner />
      ) : (
        <section
          className={`payment-result payment-result--${paid ? 'success' : 'error'}`}
          aria-labelledby="payment-result-title"
        >
          <ResultIcon paid={paid} />
          <h1 id="payment-result-title" className="result-title">
            {paid ? paymentMessages.successful : answer ? paymentMessages.notCompleted : paymentMessages.notSuccessful}
          </h1>
          {answer && <PaymentOutcome outcome={answer} />}
          <Link to="/" className="payment-result__back">
            {paymentMessages.backToWebsite}
          </Link>
        </section>
      )}
    </div>
  );
}

/** A tick or a cross in a circle, drawn inline (decorative: the heading says it). */
function ResultIcon({ paid }: { paid: boolean }) {
  return (
    <svg className="payment-result__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        d={paid ? 'M7 12.5l3.2 3.2L17 9' : 'M8.5 8.5l7 7M15.5 8.5l-7 7'}
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
