import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INVOICE_PDF_PATH, RECEIPT_PDF_PATH } from '@eazy2con/shared/payment-documents';
import { confirmedEmailOf } from '../../lib/booking-access';
import { isAppError } from '../../lib/app-error';
import { limitRate, type RateLimitedRequest } from '../rate-limits/guard';
import { invoiceFileName, invoicePdf, type PdfSiteDetails } from './invoice-pdf';
import type { InvoicesService } from './invoices.service';
import { receiptFileName, receiptPdf } from './receipt-pdf';
import type { ReceiptsService } from './receipts.service';

export interface PaymentDocumentsDeps {
  invoices: Pick<InvoicesService, 'byLink'>;
  receipts: Pick<ReceiptsService, 'byLink'>;
  rateLimits: RateLimitedRequest['services']['rateLimits'];
  site: PdfSiteDetails;
  /** Who asks, from the session cookie (as GraphQL's `ctx.viewer()`). */
  viewerOf: (req: FastifyRequest) => Promise<{ role: string; email?: string; emailVerified?: boolean }>;
}

type DocumentRequest = FastifyRequest<{ Params: { file: string }; Querystring: { t?: unknown } }>;

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/i;
const NOT_FOUND = { error: 'This document was not found' };

/**
 * GET /api/invoices/{id}.pdf and /api/receipts/{paymentId}.pdf (issue 35): a booking's invoice and a settled
 * payment's receipt as PDF files, for the booking's signed-in owner (the account that confirmed its e-mail) or with
 * the booking's token in `t` (the mailed link, a browser without an account). Anyone else, a wrong token, an unknown
 * id and a payment not settled all get the same 404. Personal documents: never cached on the way or kept by the
 * browser (private, no-store), never sent on as a referrer; the token is in the query string, which the request log
 * leaves out.
 */
export function registerPaymentDocuments(http: FastifyInstance, deps: PaymentDocumentsDeps): void {
  const serve = async (
    req: DocumentRequest,
    reply: FastifyReply,
    make: (id: string, token: string | undefined) => Promise<{ bytes: Uint8Array; fileName: string }>,
  ) => {
    void reply
      .header('Cache-Control', 'private, no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Content-Type-Options', 'nosniff');
    try {
      await limitRate({ services: { rateLimits: deps.rateLimits }, clientIp: req.ip }, 'paymentDocument');
      const id = FILE.exec(req.params.file)?.[1];
      if (!id) return await reply.status(404).send(NOT_FOUND);
      const token = typeof req.query.t === 'string' ? req.query.t : undefined;
      const { bytes, fileName } = await make(id.toLowerCase(), token);
      return await reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(bytes));
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return reply.status(404).send(NOT_FOUND);
      if (isAppError(error) && error.code === 'RATE_LIMITED') {
        const retry = error.details?.retryAfterSeconds;
        if (typeof retry === 'number') void reply.header('Retry-After', String(retry));
        return reply.status(429).send({ error: error.message });
      }
      throw error;
    }
  };
  const askerEmail = (req: FastifyRequest) => async () => confirmedEmailOf(await deps.viewerOf(req));

  http.get(`${INVOICE_PDF_PATH}/:file`, (req: DocumentRequest, reply) =>
    serve(req, reply, async (id, token) => {
      const invoice = await deps.invoices.byLink({ id, token }, askerEmail(req));
      return { bytes: await invoicePdf(invoice, deps.site), fileName: invoiceFileName(invoice) };
    }),
  );
  http.get(`${RECEIPT_PDF_PATH}/:file`, (req: DocumentRequest, reply) =>
    serve(req, reply, async (id, token) => {
      const receipt = await deps.receipts.byLink({ paymentId: id, token }, askerEmail(req));
      return { bytes: await receiptPdf(receipt, deps.site), fileName: receiptFileName(receipt) };
    }),
  );
}
