/**
 * Where a booking's invoice and a settled payment's receipt are downloaded as PDF (issue 35). Its signed-in owner
 * needs nothing more; anyone else needs the booking's access token in `t` (the mailed link, a browser without an
 * account). The server serves them (payments/payment-documents.routes.ts); the account page links to them.
 */
export const INVOICE_PDF_PATH = '/api/invoices';
export const RECEIPT_PDF_PATH = '/api/receipts';

const withToken = (path: string, token?: string) => (token ? `${path}?t=${encodeURIComponent(token)}` : path);

/** `/api/invoices/{invoiceId}.pdf`, with `?t={booking token}` when one is given. */
export const invoicePdfPath = (invoiceId: string, token?: string) =>
  withToken(`${INVOICE_PDF_PATH}/${invoiceId}.pdf`, token);

/** `/api/receipts/{paymentId}.pdf`, with `?t={booking token}` when one is given. */
export const receiptPdfPath = (paymentId: string, token?: string) =>
  withToken(`${RECEIPT_PDF_PATH}/${paymentId}.pdf`, token);
