import { useEffect, useRef } from 'react';
import { useMutation } from 'urql';
import { payableBookingKinds, type PayableBookingKind } from '@eazy2con/shared/payments';
import { OpenInvoiceMutation } from './invoice-query';
import { payableKindEnum } from './payable-kind';

export interface BookingReference {
  kind: PayableBookingKind;
  id: string;
  token: string;
}

/** The booking reference in the invoice's navigation state (InvoiceState.booking), if it is one. */
export function readBookingReference(state: unknown): BookingReference | null {
  if (typeof state !== 'object' || state === null || !('booking' in state)) return null;
  const booking: unknown = state.booking;
  if (typeof booking !== 'object' || booking === null) return null;
  const { kind, id, token } = booking as Record<string, unknown>;
  if (typeof kind !== 'string' || !(payableBookingKinds as readonly string[]).includes(kind)) return null;
  if (typeof id !== 'string' || typeof token !== 'string' || !id || !token) return null;
  return { kind: kind as PayableBookingKind, id, token };
}

/** Opens the booking's invoice on the server once (nothing to do without a reference). */
export function useBookingInvoice(reference: BookingReference | null) {
  const [{ data, error, fetching }, open] = useMutation(OpenInvoiceMutation);
  const asked = useRef(false);
  useEffect(() => {
    if (!reference || asked.current) return;
    asked.current = true;
    void open({ kind: payableKindEnum[reference.kind], bookingId: reference.id, token: reference.token });
  }, [open, reference]);
  return { invoice: data?.openInvoice ?? null, error, loading: Boolean(reference) && !error && (fetching || !data) };
}
