import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { koboToNaira, type InvoiceState, type PendingBookingKind } from '@eazy2con/shared/bookings';
import type { PendingBooking } from './pending-booking';
import { UpdateBookAmentorMutation, type MentorBookingSummary } from './queries';

/** What the invoice bills for a mentor booking: the amount the server charged, in naira. */
export const mentorInvoice = (booking: MentorBookingSummary, reference?: InvoiceState['booking']): InvoiceState => ({
  name: booking.fullName,
  email: booking.email,
  amount: koboToNaira(booking.amountKobo),
  item: 'Mentor',
  ...(reference ? { booking: reference } : {}),
});

/**
 * Pay Later (spec 2 §4): marks the booking as paid by bank transfer, then opens the invoice. The invoice opens even
 * when the update fails (the failure is logged): the booker can still pay against it, and the team has the booking.
 */
export function usePayLater() {
  const [{ fetching }, updateBookAmentor] = useMutation(UpdateBookAmentorMutation);
  const navigate = useNavigate();
  const payLater = useCallback(
    async (booking: MentorBookingSummary, access: PendingBooking, kind: PendingBookingKind) => {
      const result = await updateBookAmentor({ input: { id: access.id, token: access.token, transferOption: true } });
      if (result.error) console.error('Pay Later could not be saved on the booking', result.error);
      // The invoice reads the booking's own figures (and its transfer reference) with the id and token.
      await navigate('/payment-invoice', {
        state: mentorInvoice(booking, { kind, id: access.id, token: access.token }),
      });
    },
    [navigate, updateBookAmentor],
  );
  return { payLater, saving: fetching };
}
