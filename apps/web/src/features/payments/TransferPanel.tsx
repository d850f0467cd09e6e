import { useMutation } from 'urql';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import { apiErrorMessage } from '../../core/graphql/errors';
import { RenewTransferMutation, SimulateTransferMutation, type StoredInvoice } from './invoice-query';

// Date and time in Lagos: the server draws the page and the browser takes it over with the same text.
export const expiryFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

export const SANDBOX_TRANSFER_NOTE = 'Sandbox test account — no money moves';

const outcomes = [
  { value: 'FULL', label: 'Simulate full transfer' },
  { value: 'SHORT', label: 'Simulate short transfer' },
  { value: 'EXCESS', label: 'Simulate excess transfer' },
] as const;

/**
 * How to pay an unpaid stored invoice (issue 23): the bank account the provider opened for exactly this invoice,
 * the exact amount and until when; Renew once it expired; in the sandbox, buttons that simulate a transfer through
 * the server's own verification. Held and past-due invoices say what happens instead.
 */
export function TransferPanel({
  invoice,
  token,
  onChange,
}: {
  invoice: StoredInvoice;
  token: string;
  /** Told after a renewal or a simulated transfer went through: the page reads the invoice again. */
  onChange?: () => void;
}) {
  const [renewing, renew] = useMutation(RenewTransferMutation);
  const [simulating, simulate] = useMutation(SimulateTransferMutation);
  const error = renewing.error ?? simulating.error;
  const busy = renewing.fetching || simulating.fetching;
  const transfer = invoice.transfer;

  if (invoice.status === 'HELD') {
    return (
      <p data-testid="invoice-held">
        We received a transfer for this invoice that is not its exact amount. Our team is checking it and will contact
        you; please do not transfer again.
      </p>
    );
  }
  if (invoice.status === 'EXPIRED') {
    return <p data-testid="invoice-expired">This invoice is past its due date. Please contact us to pay it.</p>;
  }
  if (invoice.status !== 'UNPAID') return null;

  const renewButton = (label: string) => (
    <button
      type="button"
      className="invoice__button"
      disabled={busy}
      onClick={() => void renew({ id: invoice.id, token }).then((r) => r.error || onChange?.())}
    >
      {label}
    </button>
  );

  return (
    <div data-testid="invoice-transfer">
      {error && (
        <p role="alert" className="invoice__error">
          {apiErrorMessage(error)}
        </p>
      )}
      {!transfer ? (
        <>
          <p>The bank account for this invoice could not be opened just now.</p>
          {renewButton('Try again')}
        </>
      ) : (
        <>
          {transfer.sandbox && (
            <p role="note" className="invoice__sandbox" data-testid="invoice-sandbox">
              {SANDBOX_TRANSFER_NOTE}
            </p>
          )}
          <dl className="invoice__facts" data-testid="invoice-bank">
            <dt>Bank</dt>
            <dd data-testid="transfer-bank">{transfer.bankName}</dd>
            <dt>Account number</dt>
            <dd data-testid="transfer-account">{transfer.accountNumber}</dd>
            <dt>Exact amount</dt>
            <dd data-testid="transfer-amount">{formatNaira(koboToNaira(transfer.amountKobo))}</dd>
            <dt>{transfer.expired ? 'Expired' : 'Expires'}</dt>
            <dd data-testid="transfer-expires">{expiryFormat.format(new Date(transfer.expiresAt))}</dd>
          </dl>
          {transfer.expired ? (
            <>
              <p>This account has expired. Renew it to get a new account for this invoice.</p>
              {renewButton('Renew account')}
            </>
          ) : (
            <p>
              Transfer exactly this amount to this account before it expires. This page turns Paid by itself once the
              transfer arrives.
            </p>
          )}
          {transfer.sandbox && !transfer.expired && (
            <div className="invoice__actions invoice__actions--inline">
              {outcomes.map((o) => (
                <button
                  key={o.value}
                  type="button"
                  className="invoice__button"
                  disabled={busy}
                  onClick={() =>
                    void simulate({ id: invoice.id, token, outcome: o.value }).then((r) => r.error || onChange?.())
                  }
                >
                  {o.label}
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
