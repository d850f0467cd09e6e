import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { INVOICE_NOT_FOUND } from '@eazy2con/shared/payments';
import { apiErrorCode, apiErrorMessage } from '../../core/graphql/errors';
import { PageSpinner } from '../../ui/PageSpinner';
import { usePageTitle } from '../../core/use-page-title';
import { LinkButton } from '../../ui/LinkButton';
import { Notice } from '../../ui/Notice';
import { Result } from '../../ui/Result';
import { readHandedInvoice } from './invoice-link';
import { InvoiceByLinkQuery } from './invoice-query';
import { InvoiceSheet, storedFigures } from './InvoiceSheet';
import { TransferPanel } from './TransferPanel';

/** How often an open, unpaid invoice asks the server again, so a transfer that arrived shows Paid by itself. */
export const INVOICE_POLL_MS = 5_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /payment-invoice/{id}?t={booking token} (issue 20 §2): the stored invoice by its own link, from the booking mail, a
 * reload or another device. Everything on it comes from the server's `invoice(id, token)` answer, so the server
 * draws it with its data (public-pages.ts, `serverRendered`) and sends it for this visit only, never as a referrer
 * (`secretAddress`). An unknown invoice and a wrong token read the same: not found.
 */
export function InvoiceLinkPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t')?.trim() ?? '';
  const location = useLocation();
  // A malformed link is not asked for: it cannot name an invoice.
  const valid = UUID.test(id) && token !== '';
  const [{ data, error }, refetch] = useQuery({ query: InvoiceByLinkQuery, variables: { id, token }, pause: !valid });
  const invoice = data?.invoice ?? (error ? null : readHandedInvoice(location.state, id));
  // While money may arrive (unpaid, with a live account), look again now and then: Paid needs no admin step.
  const waiting = data?.invoice.status === 'UNPAID' && data.invoice.transfer?.expired === false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), INVOICE_POLL_MS);
    return () => clearInterval(timer);
  }, [refetch, waiting]);
  const notFound = !valid || (!invoice && apiErrorCode(error) === 'NOT_FOUND');
  usePageTitle(invoice ? `Invoice ${invoice.number}` : notFound ? 'Invoice not found' : 'Invoice');

  if (invoice)
    return (
      <InvoiceSheet
        figures={storedFigures(invoice)}
        payment={
          <TransferPanel invoice={invoice} token={token} onChange={() => refetch({ requestPolicy: 'network-only' })} />
        }
      />
    );
  if (notFound) return <InvoiceNotFound />;
  if (error) return <Notice className="page" type="error" title={apiErrorMessage(error)} />;
  return <PageSpinner />;
}

function InvoiceNotFound() {
  return (
    <Result
      status="404"
      title={<h1 className="result-title">{INVOICE_NOT_FOUND}</h1>}
      subTitle="Please open the whole link from your booking e-mail, or contact us and we will send it again."
      extra={
        <LinkButton to="/" type="primary">
          Go Home
        </LinkButton>
      }
    />
  );
}
