import { useCallback } from 'react';
import { useMutation } from 'urql';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import { apiErrorCode, apiErrorMessage } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { payableKindEnum } from './payable-kind';
import { CancelBookingMutation } from './queries';

export const CANCELLED_TITLE = 'Booking cancelled';
export const CANCEL_FAILED_TITLE = 'The booking could not be cancelled';

/**
 * Cancel Booking (issue 20): the server cancels the booking, then this browser may forget it. Answers true when the
 * booking is cancelled (or the server does not know it, so there is nothing left to keep), after telling the booker
 * what happens to money already paid; false when the cancel failed and the booking is kept on screen.
 */
export function useCancelBooking(kind: PayableBookingKind) {
  const [{ fetching }, run] = useMutation(CancelBookingMutation);
  const { notification } = useNotify();
  const cancel = useCallback(
    async (access: { id: string; token: string }): Promise<boolean> => {
      const result = await run({ kind: payableKindEnum[kind], bookingId: access.id, token: access.token });
      const answer = result.data?.cancelBooking;
      if (answer) {
        notification.success({ title: CANCELLED_TITLE, description: answer.message, duration: 10 });
        return true;
      }
      if (apiErrorCode(result.error) === 'NOT_FOUND') return true;
      notification.error({ title: CANCEL_FAILED_TITLE, description: apiErrorMessage(result.error), duration: 8 });
      return false;
    },
    [kind, notification, run],
  );
  return { cancel, cancelling: fetching };
}
