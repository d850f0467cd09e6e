import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { paymentMessages, SETTLE_ERROR_SECONDS } from '@eazy2con/shared/payments';
import { usePageTitle } from '../../core/use-page-title';
import { useAppApi } from '../../core/lazy-ant-app';
import { PageSpinner } from '../../ui/PageSpinner';
import { pendingBookingKeys } from '@eazy2con/shared/pending-booking-keys';
import { SETTLED_BOOKING_ATTRIBUTE, START_ON_ARRIVAL_ATTRIBUTE } from '../../core/page-marks';
import { clearPendingBooking, readPendingBooking } from '../bookings/public';
import { PaymentResultQuery } from './settle-query';
import { PaymentOutcome } from './PaymentOutcome';
import { kindOf } from './payable-kind';
import './payments.css';

/**
 * A payment result screen (/book-mentor-payment, /success-booking, /weekendcampsuccess, /bootcamp-payment): where
 * the provider sends the browser back with status, tx_ref and transaction_id. The URL decides nothing: the server
 * verifies the payment with the provider (paymentResult) and only its answer says 'Payment was successful!'. The
 * server draws the page with that answer (decision 0049), so a phone back from the checkout sees it before any
 * script; drawn in the browser instead, the loading overlay shows while it asks. Once paid, the booking kept in this
 * browser is forgotten. One page for every kind: the payment itself says which booking it paid.
 */
export function PaymentResultPage() {
  usePageTitle('Payment');
  const [params] = useSearchParams();
  const txRef = params.get('tx_ref');
  // Fixed for the visit: the answer is asked for once.
  const [variables] = useState(() => ({
    txRef: txRef ?? '',
    transactionId: params.get('transaction_id'),
    status: params.get('status'),
  }));
  const [{ data, error, fetching }] = useQuery({ query: PaymentResultQuery, variables, pause: !txRef });
  const { notification } = useAppApi();
  const answer = data?.paymentResult;

  // Said once per visit (React runs effects twice in development), once the answer is here.
  const told = useRef(false);
  useEffect(() => {
    if (told.current || !txRef || (!answer && !error)) return;
    told.current = true;
    if (error || !answer) {
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
  }, [notification, txRef, answer, error]);

  const waiting = Boolean(txRef) && !error && (fetching || !answer);
  const paid = answer?.paid === true;
  // Marks for the page's first script (core/page-marks.ts). Paid: the booking this browser may keep as awaiting
  // payment is forgotten at once. Not paid, or not read: the page says why at once (a notice) and offers this
  // browser's ways to pay, so its app starts on arrival, not on the first touch. An address without a reference has
  // nothing more to say.
  let marks = {};
  if (paid && answer) {
    marks = { [SETTLED_BOOKING_ATTRIBUTE]: `${pendingBookingKeys[kindOf(answer.bookingKind)]}:${answer.bookingId}` };
  } else if (answer || error) {
    marks = { [START_ON_ARRIVAL_ATTRIBUTE]: '' };
  }
  return (
    <div className="page" aria-busy={waiting}>
      {waiting ? (
        <PageSpinner />
      ) : (
        <section
          className={`payment-result payment-result--${paid ? 'success' : 'error'}`}
          aria-labelledby="payment-result-title"
          {...marks}
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
