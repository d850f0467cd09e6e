import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import { useSiteInfo, useSiteName } from '../../core/site-info';
import { NO_EMAIL, NO_NAME, NO_VALUE } from './invoice-state';
import { invoiceFileName, invoicePdf, saveFile } from './invoice-pdf';
import type { StoredInvoice } from './invoice-query';
import { expiryFormat } from './TransferPanel';
import './invoice.css';

// A fixed time zone: the server draws the page and the browser takes it over with the same dates.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

export interface InvoiceFigures {
  name: string | null;
  email: string | null;
  item: string | null;
  /** Naira. */
  amount: number | null;
  number: string;
  created: Date;
  /** When the transfer is due; only an invoice the server issued has one. */
  due: Date | null;
  /** What to quote with the transfer; only an invoice the server issued has one. */
  transferReference: string | null;
  paid: boolean;
  /** The stored invoice's status (UNPAID, PAID, EXPIRED, REFUNDED, HELD); null for one only the browser knows. */
  status: StoredInvoice['status'] | null;
  /** The company's registered details from the stored invoice. */
  company: StoredInvoice['company'] | null;
  /** The bank account opened for this invoice, when there is one. */
  transfer: StoredInvoice['transfer'] | null;
}

/** Spec-style labels of the invoice statuses. */
export const invoiceStatusLabels: Record<StoredInvoice['status'], string> = {
  UNPAID: 'Unpaid',
  PAID: 'Paid',
  EXPIRED: 'Expired',
  REFUNDED: 'Refunded',
  HELD: 'Held for review',
};

/** The figures of an invoice the server issued: all of them its own, none from the browser. */
export function storedFigures(invoice: StoredInvoice): InvoiceFigures {
  return {
    name: invoice.name || null,
    email: invoice.email || null,
    item: invoice.item || null,
    amount: koboToNaira(invoice.amountKobo),
    number: invoice.number,
    created: new Date(invoice.issuedAt),
    due: new Date(invoice.dueAt),
    transferReference: invoice.reference,
    paid: invoice.paid,
    status: invoice.status,
    company: invoice.company,
    transfer: invoice.transfer,
  };
}

/**
 * The invoice as both of its routes draw it (/payment-invoice and its own link): who is billed, for what and how
 * much, the number and dates, the bank details (BANK_*, through siteInfo.bank) and what to quote, with Go Back and
 * Print, which saves a real A4 portrait PDF named '<Product> invoice' of the same figures (pdf-lib, loaded when
 * pressed). 'No Name received', 'No Email received' and 'No Value' stand for what is missing (spec 2 §2).
 */
export function InvoiceSheet({
  figures,
  notice,
  payment,
  openedAt,
}: {
  figures: InvoiceFigures;
  /** An unnumbered invoice's opening time (its number), kept in the page for the browser to take over with. */
  openedAt?: number;
  notice?: ReactNode;
  /** How to pay a stored invoice (TransferPanel); without it, the site's own bank account is shown. */
  payment?: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const site = useSiteInfo();
  const siteName = useSiteName();
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

  // Opened directly (a mail's link, no page of ours before it), Go Back goes home rather than off the site.
  const goBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  const price = figures.amount === null ? NO_VALUE : formatNaira(figures.amount);
  const created = dateFormat.format(figures.created);
  const due = figures.due ? dateFormat.format(figures.due) : null;

  const savePdf = async () => {
    setSaving(true);
    try {
      const transfer = figures.transfer;
      const bank =
        transfer && !transfer.expired
          ? {
              name: transfer.bankName,
              accountNumber: transfer.accountNumber,
              accountName: null,
              amount: formatNaira(koboToNaira(transfer.amountKobo)),
              expires: expiryFormat.format(new Date(transfer.expiresAt)),
            }
          : (site?.bank ?? null);
      const bytes = await invoicePdf({
        siteName: figures.company?.name ?? siteName,
        company: [
          ...(figures.company
            ? [figures.company.address, ...(figures.company.rcNumber ? [`RC ${figures.company.rcNumber}`] : [])]
            : site
              ? [site.address]
              : []),
          ...(site ? [site.phone, site.email] : []),
        ],
        status: figures.status ? invoiceStatusLabels[figures.status] : null,
        number: figures.number,
        created,
        due,
        reference: figures.transferReference,
        name: figures.name ?? NO_NAME,
        email: figures.email ?? NO_EMAIL,
        item: figures.item ?? NO_VALUE,
        price,
        total: price,
        bank,
      });
      saveFile(bytes, invoiceFileName(siteName));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page invoice-page">
      {notice}
      {/* data-opened-at: OPENED_AT_ATTRIBUTE (opened-at.ts) */}
      <article className="invoice" aria-labelledby="invoice-heading" data-opened-at={openedAt}>
        <header className="invoice__header">
          <div>
            <h1 id="invoice-heading">Invoice</h1>
            <dl className="invoice__facts">
              <dt>Invoice number</dt>
              <dd data-testid="invoice-number">{figures.number}</dd>
              <dt>Created</dt>
              <dd data-testid="invoice-created">{created}</dd>
              {due && (
                <>
                  <dt>Due date</dt>
                  <dd data-testid="invoice-due">{due}</dd>
                </>
              )}
              {figures.status && (
                <>
                  <dt>Status</dt>
                  <dd data-testid="invoice-status">{invoiceStatusLabels[figures.status]}</dd>
                </>
              )}
              {figures.transferReference && (
                <>
                  <dt>Transfer reference</dt>
                  <dd data-testid="invoice-reference">{figures.transferReference}</dd>
                </>
              )}
            </dl>
          </div>
          <address className="invoice__company">
            <strong>{figures.company?.name ?? siteName}</strong>
            {figures.company && (
              <>
                <span>{figures.company.address}</span>
                {figures.company.rcNumber && <span>RC {figures.company.rcNumber}</span>}
              </>
            )}
            {site && (
              <>
                {!figures.company && <span>{site.address}</span>}
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
          ) : payment ? (
            payment
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
                {due && ` Please pay by ${due}.`}
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
