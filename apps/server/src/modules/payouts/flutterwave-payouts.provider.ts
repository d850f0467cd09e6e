import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { FlutterwaveClient, type FlutterwaveAnswer } from '../payments/flutterwave-client';
import {
  transferStatusOf,
  type Bank,
  type PayoutProvider,
  type ProviderAnswer,
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
    return read(answer, Refund, (r) => ({
      id: r.id,
      amountKobo: toKobo(r.amount_refunded),
      status: r.status === 'completed' ? 'completed' : r.status === 'failed' ? 'failed' : 'pending',
    }));
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
