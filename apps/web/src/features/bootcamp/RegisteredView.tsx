import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { formatStartDate } from '@eazy2con/shared/bootcamp';
import { koboToNaira, type InvoiceState } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Result } from '../../ui/Result';
import { PayNowButton, type PendingBooking } from '../bookings/public';
import { UpdateBootcampMutation, type BootcampView } from './queries';

export const BOOTCAMP_INVOICE_ITEM = 'Bootcamp Payment';
export const REGISTERED_TITLE = 'Successfully Registered';

/**
 * After a registration, and on a later visit from the same browser (welcome back): the fee and the two ways to pay
 * (spec 2 §2: online payment or bank transfer). Pay Later records the choice and goes to the invoice even if that
 * fails (spec 2 §4); 'Register someone else' only forgets the registration in this browser.
 */
export function RegisteredView({
  booking,
  access,
  welcomeBack,
  onForget,
}: {
  booking: BootcampView;
  access: PendingBooking;
  welcomeBack: boolean;
  onForget: () => void;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [{ fetching }, updateBootcamp] = useMutation(UpdateBootcampMutation);
  const amount = koboToNaira(booking.amountKobo);
  const firstName = booking.fullName.split(/\s+/)[0] ?? booking.fullName;
  const paid = booking.payment.status === 'PAID';

  const payLater = async () => {
    const result = await updateBootcamp({
      input: { id: access.id, token: access.token, transferOption: true },
    });
    if (result.error) console.error('bootcamp: the bank transfer choice was not saved', result.error);
    const invoice: InvoiceState = {
      name: booking.fullName,
      email: booking.email,
      amount,
      item: BOOTCAMP_INVOICE_ITEM,
      booking: { kind: 'bootcamp', id: access.id, token: access.token },
    };
    void navigate('/payment-invoice', { state: invoice });
  };

  return (
    <div className="bootcamp-registered">
      <Result
        status="success"
        title={<h3 className="result-title">{welcomeBack ? `Welcome back, ${firstName}` : REGISTERED_TITLE}</h3>}
        subTitle={
          <>
            {booking.fullName} is registered for the <strong>{booking.trackTitle}</strong> track
            {booking.startDate ? `, starting ${formatStartDate(booking.startDate)}` : ''}. The details are in the email
            we sent to {booking.email}.{' '}
            {paid
              ? 'Your payment is received: see you in class!'
              : `To keep your seat, pay the one-time fee of ${formatNaira(amount)} online or by bank transfer.`}
          </>
        }
        extra={
          <div className="bootcamp-registered__actions">
            {!paid && (
              <>
                <PayNowButton kind="bootcamp" bookingId={access.id} token={access.token} />
                <Button size="large" onClick={() => void payLater()} loading={fetching}>
                  Pay Later
                </Button>
              </>
            )}
            <Button type="link" onClick={() => setConfirming(true)}>
              Register someone else
            </Button>
            <ConfirmDialog
              open={confirming}
              title="Register someone else?"
              content="This browser forgets the registration above. It stays registered, and its details are in the email."
              okText="Yes"
              cancelText="No"
              onOk={() => {
                setConfirming(false);
                onForget();
              }}
              onCancel={() => setConfirming(false)}
            />
          </div>
        }
      />
    </div>
  );
}
