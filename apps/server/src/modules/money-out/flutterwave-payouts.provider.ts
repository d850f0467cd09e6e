import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { FlutterwaveClient, type FlutterwaveAnswer } from '../payments/flutterwave-client';
import {
  refundStatusOf,
  transferStatusOf,
  type Bank,
  type PayoutProvider,
  type ProviderAnswer,
  type RefundLookup,
  type RefundRequest,
  type RefundState,
  type ResolvedAccount,
  type TransferRequest,
  type TransferState,
} from './payout-provider';

/**
 * Flutterwave v3 for payouts and refunds (docs/flutterwave-money-contract.md "Payouts" and "Refunds"):
 * GET /banks/NG, POST /accounts/resolve, POST /transfers, GET /transfers/{id} (or ?reference=), POST
 * /transactions/{id}/refund. Naira on the wire, kobo here. Every answer's `data` is checked with a schema: a shape
 * we do not know is "unavailable", never a guess.
 */
export interface FlutterwavePayoutsOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
  /** Where Flutterwave posts the transfer's outcome (`callback_url`): our /api/payouts/webhook. */
  callbackUrl: string;
  /** The payments webhook's check (FLW_SECRET_HASH), so both routes believe exactly the same deliveries. */
  authenticate: (rawBody: Buffer, headers: IncomingHttpHeaders) => boolean;
}

const naira = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);
const toKobo = (value: number) => Math.round(value * 100);
const id = z.union([z.number(), z.string()]).transform(String);

const BankList = z.array(z.object({ code: z.string(), name: z.string() }));
const Resolved = z.object({ account_number: z.string(), account_name: z.string() });
const Transfer = z.object({
  id,
  reference: z.string(),
  status: z.string(),
  amount: naira,
  complete_message: z.string().nullish(),
});
const Refund = z.object({ id, amount_refunded: naira, status: z.string() });
/** GET /v3/refunds's rows: the refunded transaction is `transaction_id` (`tx_id` in the create answer). */
const ListedRefund = Refund.extend({
  comment: z.string().nullish(),
  transaction_id: id.nullish(),
  tx_id: id.nullish(),
  created_at: z.string().nullish(),
});
const PageInfo = z.object({ page_info: z.object({ total_pages: z.number().int().nonnegative() }) });
/** Pages of GET /v3/refunds read at most per look-up (a day or two of one account's refunds). */
const MAX_REFUND_PAGES = 20;
const ymd = (at: Date) => at.toISOString().slice(0, 10);
const TransferWebhook = z.object({
  event: z.string().optional(),
  'event.type': z.string().optional(),
  data: z.object({ id: id.optional(), reference: z.string().optional(), status: z.string().optional() }).optional(),
  transfer: z.object({ id: id.optional(), reference: z.string().optional(), status: z.string().optional() }).optional(),
});

/** "Duplicate reference" style refusals: the transfer with that reference exists already (it was sent before). */
const DUPLICATE = /duplicate|already exists|reference.*(used|exist)/i;

function read<S extends z.ZodType, T>(
  answer: FlutterwaveAnswer,
  schema: S,
  map: (data: z.output<S>) => T,
): ProviderAnswer<T> {
  if (answer.kind === 'unavailable') return answer;
  if (answer.kind === 'error') {
    return {
      kind: 'refused',
      message: answer.message || `HTTP ${answer.httpStatus}`,
      duplicate: DUPLICATE.test(answer.message),
    };
  }
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) return { kind: 'unavailable', reason: `unexpected answer: ${answer.message}` };
  return { kind: 'ok', value: map(parsed.data), raw: answer.data };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const refundState = (r: z.output<typeof Refund>): RefundState => ({
  id: r.id,
  amountKobo: toKobo(r.amount_refunded),
  status: refundStatusOf(r.status),
});

const transferState = (t: z.output<typeof Transfer>): TransferState => ({
  id: t.id,
  reference: t.reference,
  status: transferStatusOf(t.status),
  amountKobo: toKobo(t.amount),
  message: t.complete_message ?? '',
});

export class FlutterwavePayoutsProvider implements PayoutProvider {
  readonly name = 'flutterwave' as const;
  private readonly client: FlutterwaveClient;

  constructor(private readonly options: FlutterwavePayoutsOptions) {
    this.client = new FlutterwaveClient(options);
  }

  async listBanks(): Promise<ProviderAnswer<Bank[]>> {
    return read(await this.client.get('/banks/NG'), BankList, (banks) =>
      banks.map((b) => ({ code: b.code, name: b.name })).sort((a, b) => a.name.localeCompare(b.name)),
    );
  }

  async resolveAccount(account: { bankCode: string; accountNumber: string }): Promise<ProviderAnswer<ResolvedAccount>> {
    const answer = await this.client.post('/accounts/resolve', {
      account_number: account.accountNumber,
      account_bank: account.bankCode,
    });
    return read(answer, Resolved, (r) => ({ accountNumber: r.account_number, accountName: r.account_name }));
  }

  async createTransfer(request: TransferRequest): Promise<ProviderAnswer<TransferState>> {
    const answer = await this.client.post('/transfers', {
      account_bank: request.bankCode,
      account_number: request.accountNumber,
      // Naira with kobo as decimals: 1234.5 for 123450 kobo.
      amount: request.amountKobo / 100,
      currency: 'NGN',
      debit_currency: 'NGN',
      narration: request.narration,
      reference: request.reference,
      beneficiary_name: request.beneficiaryName,
      callback_url: this.options.callbackUrl,
    });
    return read(answer, Transfer, transferState);
  }

  async getTransfer(query: { id: string } | { reference: string }): Promise<ProviderAnswer<TransferState | null>> {
    if ('id' in query) {
      return read(await this.client.get(`/transfers/${encodeURIComponent(query.id)}`), Transfer, transferState);
    }
    const answer = await this.client.get(`/transfers?reference=${encodeURIComponent(query.reference)}`);
    return read(answer, z.array(Transfer), (list) => {
      const found = list.find((t) => t.reference === query.reference);
      return found ? transferState(found) : null;
    });
  }

  async refund(request: RefundRequest): Promise<ProviderAnswer<RefundState>> {
    const answer = await this.client.post(`/transactions/${encodeURIComponent(request.transactionId)}/refund`, {
      amount: request.amountKobo / 100,
      comments: request.comments,
    });
    return read(answer, Refund, refundState);
  }

  /**
   * GET /v3/refunds?from&to (dates, YYYY-MM-DD), every page: the refund of the transaction whose comment carries
   * our reference; when the provider keeps no comments, one of the same amount made since ours was recorded that is
   * not one of our other refunds. Any page unanswered: unavailable (nothing can be concluded, never "none").
   */
  async findRefund(query: RefundLookup): Promise<ProviderAnswer<RefundState | null>> {
    const from = ymd(new Date(query.since.getTime() - DAY_MS));
    const to = ymd(new Date(Date.now() + DAY_MS));
    const rows: z.output<typeof ListedRefund>[] = [];
    for (let page = 1; page <= MAX_REFUND_PAGES; page += 1) {
      const answer = await this.client.get(`/refunds?from=${from}&to=${to}&page=${page}`);
      const listed = read(answer, z.array(ListedRefund), (list) => list);
      if (listed.kind !== 'ok')
        return listed.kind === 'refused' ? { kind: 'unavailable', reason: listed.message } : listed;
      rows.push(...listed.value);
      const meta = answer.kind === 'success' ? PageInfo.safeParse(answer.meta) : null;
      if (!meta?.success || page >= meta.data.page_info.total_pages) break;
    }
    const ofTransaction = rows.filter((r) => (r.transaction_id ?? r.tx_id) === query.transactionId);
    const tagged = ofTransaction.find((r) => r.comment?.includes(query.reference));
    if (tagged) return { kind: 'ok', value: refundState(tagged), raw: tagged };
    if (ofTransaction.some((r) => r.comment)) return { kind: 'ok', value: null, raw: null };
    const since = query.since.getTime() - 60_000;
    const likely = ofTransaction.find(
      (r) =>
        toKobo(r.amount_refunded) === query.amountKobo &&
        !query.knownIds.includes(r.id) &&
        (!r.created_at || Date.parse(r.created_at) >= since),
    );
    return { kind: 'ok', value: likely ? refundState(likely) : null, raw: likely ?? null };
  }

  authenticateWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): boolean {
    return this.options.authenticate(rawBody, headers);
  }

  parseTransferWebhook(rawBody: Buffer) {
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return null;
    }
    const parsed = TransferWebhook.safeParse(body);
    if (!parsed.success) return null;
    const { event, data, transfer } = parsed.data;
    // The v3 envelope ({event: 'transfer.completed', data}) or the flat legacy one ({'event.type': 'Transfer', transfer}).
    const isTransfer = event === 'transfer.completed' || parsed.data['event.type']?.toLowerCase() === 'transfer';
    const fields = data ?? transfer;
    if (!isTransfer || !fields) return null;
    return { transferId: fields.id ?? null, reference: fields.reference ?? null, status: fields.status ?? null };
  }
}
