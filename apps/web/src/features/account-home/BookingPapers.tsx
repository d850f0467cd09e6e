import { useState } from 'react';
import { useMutation } from 'urql';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/number-text';
import { invoicePdfPath, receiptPdfPath } from '@eazy2con/shared/payment-documents';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { ReopenOwnInvoiceMutation, type AccountBooking, type AccountInvoice } from './account-home.queries';
import { PayOwnBooking } from './PayOwnBooking';

const INVOICE_STATUS: Record<string, string> = {
  UNPAID: 'Unpaid',
  PAID: 'Paid',
  EXPIRED: 'Past its due date',
  REFUNDED: 'Refunded',
  HELD: 'Held for review',
};

const METHOD: Record<string, string> = { CARD: 'by card', BANK_TRANSFER: 'by bank transfer' };

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
const DAY_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

const naira = (kobo: number) => formatNaira(koboToNaira(kobo));

/**
 * A booking's invoices and receipts on the account page (issue 35): each invoice with where it stands, Pay while it
 * is open, Reopen once its transfer account closed, and its PDF; each settled payment with its receipt's PDF. What
 * may be done is the server's answer (canPay, canReopen), and the signed-in owner needs no token for any of it.
 */
export function BookingPapers({ booking, onChange }: { booking: AccountBooking; onChange: () => void }) {
  if (booking.invoices.length === 0 && booking.receipts.length === 0) return null;
  return (
    <div className="account-home__papers">
      {booking.invoices.length > 0 && (
        <ul aria-label={`Invoices of ${booking.title}`} className="account-home__paper-list">
          {booking.invoices.map((invoice) => (
            <InvoiceLine key={invoice.id} booking={booking} invoice={invoice} onChange={onChange} />
          ))}
        </ul>
      )}
      {booking.receipts.length > 0 && (
        <ul aria-label={`Receipts of ${booking.title}`} className="account-home__paper-list">
          {booking.receipts.map((receipt) => (
            <li key={receipt.paymentId} className="account-home__paper">
              <span>
                Receipt · {naira(receipt.amountKobo)} paid on {DAY.format(new Date(receipt.paidAt))}{' '}
                {METHOD[receipt.method] ?? ''}
              </span>
              <a
                href={receiptPdfPath(receipt.paymentId)}
                download
                aria-label={`Download receipt of ${DAY.format(new Date(receipt.paidAt))} (PDF)`}
              >
                Download receipt
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function InvoiceLine({
  booking,
  invoice,
  onChange,
}: {
  booking: AccountBooking;
  invoice: AccountInvoice;
  onChange: () => void;
}) {
  const [{ data, error, fetching }, reopen] = useMutation(ReopenOwnInvoiceMutation);
  const [asked, setAsked] = useState(false);
  const transfer = asked ? data?.renewTransferAccount.transfer : undefined;

  const reopenInvoice = async () => {
    setAsked(true);
    const result = await reopen({ id: invoice.id });
    if (!result.error) onChange();
  };

  return (
    <li className="account-home__paper">
      <span>
        Invoice {invoice.number} ·{' '}
        <span className="account-home__status">{INVOICE_STATUS[invoice.status] ?? invoice.status}</span> ·{' '}
        {naira(invoice.amountKobo)} · issued {DAY.format(new Date(invoice.issuedAt))}
      </span>
      <span className="account-home__actions">
        {invoice.canPay && <PayOwnBooking booking={booking} label="Pay" ariaLabel={`Pay invoice ${invoice.number}`} />}
        {invoice.canReopen && (
          <Button
            size="small"
            loading={fetching}
            aria-label={`Reopen invoice ${invoice.number}`}
            onClick={() => void reopenInvoice()}
          >
            Reopen
          </Button>
        )}
        <a href={invoicePdfPath(invoice.id)} download aria-label={`Download PDF of invoice ${invoice.number}`}>
          Download PDF
        </a>
      </span>
      {asked && error && (
        <span role="alert" className="account-home__error">
          {apiErrorMessage(error)}
        </span>
      )}
      {asked && data && (
        <span role="status" className="account-home__small">
          {transfer && !transfer.expired
            ? `Reopened: transfer exactly ${naira(transfer.amountKobo)} to ${transfer.bankName}, account ${transfer.accountNumber}, before ${DAY_TIME.format(new Date(transfer.expiresAt))}.${transfer.sandbox ? ' Sandbox test account: no money moves.' : ''}`
            : 'The bank account for this invoice could not be opened just now. Please try again in a few minutes.'}
        </span>
      )}
    </li>
  );
}
