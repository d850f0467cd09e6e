import { useState } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { koboToNaira, type InvoiceState } from '@eazy2con/shared/bookings';
import { CAMP_UNPAID_KEEP_DAYS, formatNaira } from '@eazy2con/shared/weekend-camp';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { PayNowButton, clearPendingBooking } from '../bookings/public';
import { useCancelBooking } from '../payments/public';
import { UpdateBookKidmentorMutation, type CampRegistrationView } from './queries';

export const CAMP_INVOICE_ITEM = 'Weekend Camp';
export const CANCEL_TITLE = 'Cancel this booking?';

const kidsText = (n: number) => (n === 1 ? '1 child' : `${n} children`);

/**
 * A registration this browser holds (spec 2 §4 'Weekend camp'): just made ('Successfully Registered') or found again
 * on a later visit ('Welcome back'), with Pay Now, Pay Later (bank transfer against the invoice) and Cancel Booking.
 */
export function CampBooked({
  registration,
  token,
  fresh,
  onCancelled,
}: {
  registration: CampRegistrationView;
  token: string;
  fresh: boolean;
  onCancelled: () => void;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [{ fetching }, updateBookKidmentor] = useMutation(UpdateBookKidmentorMutation);
  const amount = koboToNaira(registration.amountKobo);
  const paid = registration.payment.status === 'PAID';

  const payLater = async () => {
    const result = await updateBookKidmentor({ input: { id: registration.id, token, transferOption: true } });
    // Spec 2 §8: a failed transfer update is logged and the parent still gets the invoice to pay against.
    if (result.error) console.error('Pay Later: the bank transfer choice was not saved', result.error);
    const invoice: InvoiceState = {
      name: registration.parentName,
      email: registration.parentEmail,
      amount,
      item: CAMP_INVOICE_ITEM,
      booking: { kind: 'camp', id: registration.id, token },
    };
    void navigate('/payment-invoice', { state: invoice });
  };

  const { cancel: cancelOnServer, cancelling } = useCancelBooking('camp');
  const cancel = async () => {
    setConfirming(false);
    if (!(await cancelOnServer({ id: registration.id, token }))) return;
    clearPendingBooking('camp');
    onCancelled();
  };

  return (
    <section className="camp-booked" aria-labelledby="camp-booked-heading" data-testid="camp-booked">
      <CheckCircleFilled className="camp-booked__icon" aria-hidden />
      <h3 id="camp-booked-heading">{fresh ? 'Successfully Registered' : `Welcome back, ${registration.parentName}`}</h3>
      <p>
        {fresh ? `${registration.parentName}, your` : 'Your'} registration of {kidsText(registration.noOfKids)}
        {registration.firstChildName ? `, starting with ${registration.firstChildName},` : ''} for the weekend camp{' '}
        {paid ? 'is paid. See you in class!' : 'is waiting for payment.'}
      </p>
      <p className="camp-booked__amount">
        Tuition: <strong>{formatNaira(amount)}</strong>
      </p>
      {!paid && (
        <div className="camp-booked__actions">
          <PayNowButton kind="camp" bookingId={registration.id} token={token} label="Pay Now" />
          <Button size="large" onClick={() => void payLater()} loading={fetching}>
            Pay Later
          </Button>
          <Button size="large" danger loading={cancelling} onClick={() => setConfirming(true)}>
            Cancel Booking
          </Button>
          <ConfirmDialog
            open={confirming}
            title={CANCEL_TITLE}
            content={`We cancel the registration with our team and e-mail you; nothing more is owed. A registration never paid is deleted after ${CAMP_UNPAID_KEEP_DAYS} days.`}
            okText="Yes, cancel"
            cancelText="Keep it"
            onOk={() => void cancel()}
            onCancel={() => setConfirming(false)}
          />
        </div>
      )}
      {paid && (
        <Button
          size="large"
          onClick={() => {
            clearPendingBooking('camp');
            onCancelled();
          }}
        >
          Register more children
        </Button>
      )}
    </section>
  );
}
