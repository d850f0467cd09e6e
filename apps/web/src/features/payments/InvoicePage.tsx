import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../core/graphql/errors';
import { PageSpinner } from '../../ui/PageSpinner';
import { usePageTitle } from '../../core/use-page-title';
import { readInvoiceState } from './invoice-state';
import { invoiceLink, type HandedInvoice } from './invoice-link';
import { InvoiceSheet, storedFigures, type InvoiceFigures } from './InvoiceSheet';
import { readBookingReference, useBookingInvoice } from './use-booking-invoice';
import { TransferPanel } from './TransferPanel';
import { useOpenedAt } from './opened-at';

/**
 * /payment-invoice (spec 2 §2): where every Pay Later flow opens the invoice to pay a booking by bank transfer. When
 * navigation state carries the booking's reference (InvoiceState.booking) the server issues the invoice (or reads it
 * back) with the booking's token, and the address is then replaced with the invoice's own link,
 * /payment-invoice/{id}?t={token} (InvoiceLinkPage), so a reload or a shared link shows the same invoice. Without a
 * reference (an old link) it shows what navigation state carries, with 'No Name received', 'No Email received' and
 * 'No Value' for what is missing, numbered by the time it was opened (the server's, when it drew the page: useOpenedAt).
 */
export function InvoicePage() {
  usePageTitle('Invoice');
  const location = useLocation();
  const navigate = useNavigate();
  const [reference] = useState(() => readBookingReference(location.state));
  const stored = useBookingInvoice(reference);
  const openedAt = useOpenedAt();
  const invoice = stored.invoice;

  useEffect(() => {
    if (!reference || !invoice) return;
    const handed: HandedInvoice = { invoice };
    void navigate(invoiceLink(invoice.id, reference.token), { replace: true, state: handed });
  }, [invoice, navigate, reference]);

  if (reference && stored.loading) return <PageSpinner />;

  const unnumbered = {
    number: String(openedAt),
    created: new Date(openedAt),
    due: null,
    transferReference: null,
    status: null,
    company: null,
    transfer: null,
  };
  const figures: InvoiceFigures = invoice
    ? storedFigures(invoice)
    : reference
      ? // The booking could not be read: show nothing of what navigation state claims.
        { name: null, email: null, item: null, amount: null, paid: false, ...unnumbered }
      : { ...readInvoiceState(location.state), paid: false, ...unnumbered };

  return (
    <InvoiceSheet
      figures={figures}
      openedAt={invoice ? undefined : openedAt}
      payment={invoice && reference ? <TransferPanel invoice={invoice} token={reference.token} /> : undefined}
      notice={
        stored.error && (
          <p role="alert" className="invoice__error">
            {apiErrorMessage(stored.error)}
          </p>
        )
      }
    />
  );
}
