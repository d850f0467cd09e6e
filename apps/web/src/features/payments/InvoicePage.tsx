import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import { apiErrorMessage } from '../../app/graphql/errors';
import { PageSpinner } from '../../app/layout/AppLayout';
import { useSiteInfo, useSiteName } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { NO_EMAIL, NO_NAME, NO_VALUE, readInvoiceState } from './invoice-state';
import { invoiceFileName, invoicePdf, saveFile } from './invoice-pdf';
import { readBookingReference, useBookingInvoice } from './use-booking-invoice';
import './invoice.css';

const createdFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

interface Figures {
  name: string | null;
  email: string | null;
  item: string | null;
  /** Naira. */
  amount: number | null;
  number: string;
  created: Date;
  /** What to quote with the transfer; only an invoice the server made has one. */
  transferReference: string | null;
  paid: boolean;
}

/**
 * /payment-invoice (spec 2 §2): the invoice to pay a booking by bank transfer (Pay Later). When navigation state
 * carries the booking's reference (InvoiceState.booking) the figures are the stored booking's, read from the server
 * with its token, with the invoice's number and a transfer reference that stay the same however often it is
 * opened; otherwise it shows what navigation state carries, with 'No Name received', 'No Email received' and
 * 'No Value' for what is missing, numbered by the time it was opened. The bank details are the configured ones
 * (BANK_*). Print saves a real A4 portrait PDF named '<Product> invoice' (pdf-lib, loaded when pressed).
 */
export function InvoicePage() {
  usePageTitle('Invoice');
  const location = useLocation();
  const navigate = useNavigate();
  const site = useSiteInfo();
  const siteName = useSiteName();
  const [reference] = useState(() => readBookingReference(location.state));
  const stored = useBookingInvoice(reference);
  const [openedAt] = useState(() => Date.now());
  const [saving, setSaving] = useState(false);

  // The browser's own "Save as PDF" (Ctrl+P) takes the file name from the title.
  useEffect(() => {
    let before = document.title;
    const onBefore = () => {
      before = document.title;
      document.title = `${siteName} invoice`;
    };
    const onAfter = () => {
      document.title = before;
    };
    window.addEventListener('beforeprint', onBefore);
    window.addEventListener('afterprint', onAfter);
    return () => {
      window.removeEventListener('beforeprint', onBefore);
      window.removeEventListener('afterprint', onAfter);
    };
  }, [siteName]);

  // Opened directly (no page of ours before it), Go Back goes home rather than off the site.
  const goBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  if (reference && stored.loading) return <PageSpinner />;

  const invoice = stored.invoice;
  const figures: Figures = invoice
    ? {
        name: invoice.name || null,
        email: invoice.email || null,
        item: invoice.item || null,
        amount: koboToNaira(invoice.amountKobo),
        number: invoice.number,
        created: new Date(invoice.createdAt),
        transferReference: invoice.reference,
        paid: invoice.paid,
      }
    : reference
      ? // The booking could not be read: show nothing of what navigation state claims.
        {
          name: null,
          email: null,
          item: null,
          amount: null,
          number: String(openedAt),
          created: new Date(openedAt),
          transferReference: null,
          paid: false,
        }
      : {
          ...readInvoiceState(location.state),
          number: String(openedAt),
          created: new Date(openedAt),
          transferReference: null,
          paid: false,
        };
  const price = figures.amount === null ? NO_VALUE : formatNaira(figures.amount);
  const created = createdFormat.format(figures.created);

  const savePdf = async () => {
    setSaving(true);
    try {
      const bytes = await invoicePdf({
        siteName,
        company: site ? [site.address, site.phone, site.email] : [],
        number: figures.number,
        created,
        reference: figures.transferReference,
        name: figures.name ?? NO_NAME,
        email: figures.email ?? NO_EMAIL,
        item: figures.item ?? NO_VALUE,
        price,
        total: price,
        bank: site?.bank ?? null,
      });
      saveFile(bytes, invoiceFileName(siteName));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page invoice-page">
      {stored.error && (
        <p role="alert" className="invoice__error">
          {apiErrorMessage(stored.error)}
        </p>
      )}
      <article className="invoice" aria-labelledby="invoice-heading">
        <header className="invoice__header">
          <div>
            <h1 id="invoice-heading">Invoice</h1>
            <dl className="invoice__facts">
              <dt>Invoice number</dt>
              <dd data-testid="invoice-number">{figures.number}</dd>
              <dt>Created</dt>
              <dd>{created}</dd>
              {figures.transferReference && (
                <>
                  <dt>Transfer reference</dt>
                  <dd data-testid="invoice-reference">{figures.transferReference}</dd>
                </>
              )}
            </dl>
          </div>
          <address className="invoice__company">
            <strong>{siteName}</strong>
            {site && (
              <>
                <span>{site.address}</span>
                <span>{site.phone}</span>
                <span>{site.email}</span>
              </>
            )}
          </address>
        </header>

        <section className="invoice__billed" aria-labelledby="billed-to">
          <h2 id="billed-to">Billed to</h2>
          <p data-testid="invoice-name">{figures.name ?? NO_NAME}</p>
          <p data-testid="invoice-email">{figures.email ?? NO_EMAIL}</p>
        </section>

        <table className="invoice__items" aria-label="Invoice items">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-testid="invoice-item">{figures.item ?? NO_VALUE}</td>
              <td data-testid="invoice-price">{price}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td data-testid="invoice-total">{price}</td>
            </tr>
          </tfoot>
        </table>

        <section className="invoice__payment" aria-labelledby="how-to-pay">
          <h2 id="how-to-pay">Paying by bank transfer</h2>
          {figures.paid ? (
            <p data-testid="invoice-paid">This booking is paid. Thank you!</p>
          ) : (
            <>
              {site && (
                <dl className="invoice__facts" data-testid="invoice-bank">
                  <dt>Bank</dt>
                  <dd>{site.bank.name}</dd>
                  <dt>Account number</dt>
                  <dd>{site.bank.accountNumber}</dd>
                  <dt>Account name</dt>
                  <dd>{site.bank.accountName}</dd>
                </dl>
              )}
              <p>
                {figures.transferReference
                  ? `Quote ${figures.transferReference} with your transfer so that we can match it to your booking.`
                  : `Quote the invoice number ${figures.number} with your transfer.`}
              </p>
            </>
          )}
        </section>
      </article>

      <div className="invoice__actions">
        {/* Plain buttons: antd's Button would be a quarter of this page's JavaScript (invoice.css draws them alike). */}
        <button type="button" className="invoice__button" onClick={goBack}>
          Go Back
        </button>
        <button
          type="button"
          className="invoice__button invoice__button--primary"
          disabled={saving}
          onClick={() => void savePdf()}
        >
          Print
        </button>
      </div>
    </div>
  );
}
