import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAppError } from '../../lib/app-error';
import { sendCsv } from '../../lib/csv';
import { requireRole } from '../accounts/guard';
import type { Viewer } from '../accounts/viewer';
import type { RefundRow } from './refunds.schema';
import { PAYOUT_WEBHOOK_PATH, type Payouts } from './payouts.factory';
import type { PayoutRow } from './payouts.schema';

const naira = (kobo: number) => (kobo / 100).toFixed(2);
const iso = (at: Date | null) => (at ? at.toISOString() : '');

/** Each row of `source` as the cells `toCells` makes of it, as they are read. */
async function* cellsOf<Row>(source: AsyncIterable<Row>, toCells: (row: Row) => unknown[]) {
  for await (const row of source) yield toCells(row);
}

/**
 * POST /api/payouts/webhook: Flutterwave's transfer notices (each transfer's callback_url). Raw bytes (a signature
 * may cover them); 401 and nothing written when not authenticated; 200 at once otherwise.
 */
export async function registerPayoutWebhook(http: FastifyInstance, payouts: Payouts): Promise<void> {
  await http.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, next) =>
      next(null, body),
    );
    scope.post(PAYOUT_WEBHOOK_PATH, async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await payouts.webhooks.receive(raw, req.headers);
      if (answer === 'unauthorized') return reply.status(401).send({ status: 'error', message: 'Unauthorized' });
      return reply.status(200).send({ status: 'success', message: answer });
    });
    done();
  });
}

/**
 * GET /api/admin/export/payouts.csv and refunds.csv (?search=): every row matching the admin page's search, streamed
 * from the database in batches, for admins only (the admin exports' guard, and their writer: lib/csv.ts).
 */
export function registerPayoutExports(
  http: FastifyInstance,
  deps: { payouts: Payouts; viewerOf: (req: FastifyRequest) => Promise<Viewer> },
): void {
  const exports = {
    payouts: {
      header: [
        'Created',
        'Mentor',
        'Email',
        'Amount (NGN)',
        'Status',
        'Reference',
        'Bank',
        'Account',
        'Reason',
        'Settled',
      ],
      rows: (search: string | null) =>
        cellsOf(deps.payouts.service.exportPayouts(search), (p: PayoutRow) => [
          iso(p.createdAt),
          p.mentorName,
          p.mentorEmail,
          naira(p.amountKobo),
          p.status,
          p.reference,
          p.bankName ?? '',
          p.accountLast4 ? `******${p.accountLast4}` : '',
          p.failureReason ?? '',
          iso(p.settledAt),
        ]),
    },
    refunds: {
      header: [
        'Created',
        'Payer',
        'Booking',
        'Amount (NGN)',
        'Status',
        'Automatic',
        'Reason',
        'Requested by',
        'Shortfall (NGN)',
        'Completed',
      ],
      rows: (search: string | null) =>
        cellsOf(deps.payouts.refunds.exportRefunds(search), (r: RefundRow) => [
          iso(r.createdAt),
          r.payerEmail,
          `${r.bookingKind}:${r.bookingId}`,
          naira(r.amountKobo),
          r.status,
          r.automatic ? 'Yes' : 'No',
          r.reason,
          r.requestedBy,
          naira(r.shortfallKobo),
          iso(r.completedAt),
        ]),
    },
  };
  for (const [slug, target] of Object.entries(exports)) {
    http.get<{ Querystring: { search?: string } }>(`/api/admin/export/${slug}.csv`, async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      try {
        await requireRole({ viewer: () => deps.viewerOf(req) }, 'admin');
      } catch (error) {
        if (isAppError(error) && error.code === 'UNAUTHENTICATED')
          return reply.status(401).send({ error: error.message });
        if (isAppError(error) && error.code === 'FORBIDDEN') return reply.status(403).send({ error: error.message });
        throw error;
      }
      const search =
        typeof req.query.search === 'string' && req.query.search.trim() ? req.query.search.trim().slice(0, 200) : null;
      return sendCsv(reply, { name: slug, header: target.header, rows: target.rows(search) });
    });
  }
}
