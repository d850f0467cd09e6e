import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { fakeRefundRoutes, type FakeRefund } from './fake-flutterwave-refunds';
import { sendJson } from './fake-http-server';

/**
 * The payouts half of the fake Flutterwave v3 (mounted by fake-flutterwave.ts), following the real API's shapes
 * (docs/flutterwave-money-contract.md "Payouts" and "Refunds"): GET /banks/NG, POST /accounts/resolve,
 * POST /transfers (a used reference is refused), GET /transfers/{id} and ?reference=, POST /transactions/{id}/refund,
 * GET /refunds?from&to&page (paged, as the v3 reference's "Get all refunds"), and transfer.completed webhooks.
 * Faults: the next N calls of a route answer 503, a transfer or refund whose answer is lost (made, but the caller
 * sees 503), and an account whose name changes at the bank.
 */
export type FakeTransferStatus = 'NEW' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';

export interface FakeTransfer {
  id: number;
  reference: string;
  bankCode: string;
  accountNumber: string;
  fullName: string;
  /** Naira, as sent. */
  amount: number;
  narration: string;
  status: FakeTransferStatus;
  completeMessage: string;
  createdAt: string;
}

export type PayoutRoute = 'banks' | 'resolve' | 'transfers' | 'transfer' | 'refund' | 'refunds';

export interface FakePayouts {
  banks: { id: number; code: string; name: string }[];
  /** `${bankCode}:${accountNumber}` → the name the bank gives it; an account not here cannot be resolved. */
  accounts: Map<string, string>;
  transfers: Map<number, FakeTransfer>;
  refunds: FakeRefund[];
  /** How many more calls of each route answer 503 before answering normally. */
  down: Partial<Record<PayoutRoute, number>>;
  /** The next transfers are made but their answer is a 503 (a timeout after the provider acted). */
  loseNextTransferAnswers: number;
  /** Likewise for refunds: the refund is made, the caller sees 503. */
  loseNextRefundAnswers: number;
  /** Rows per page of GET /refunds. */
  refundPageSize: number;
  /** Sets a transfer's final status (what the bank did). */
  complete(reference: string, status: 'SUCCESSFUL' | 'FAILED', message?: string): FakeTransfer;
  transferOf(reference: string): FakeTransfer;
  /** A transfer.completed webhook for a transfer, signed with the secret hash (or `hash`). */
  webhook(
    transferId: number,
    options?: { hash?: string; status?: string },
  ): { headers: Record<string, string>; body: string };
  deliverWebhook(target: string, transferId: number, options?: { hash?: string; status?: string }): Promise<number>;
}

/** A JSON field as text ('' when it is not a string or number). */
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const error = (res: ServerResponse, status: number, message: string) =>
  sendJson(res, status, { status: 'error', message, data: null });

/** What the payouts half reads of the whole fake: its secret hash and its card transactions (for refunds). */
interface FakeHost {
  secretHash: string;
  transactions: Map<number, { status: string; amount: number }>;
}

export function createFakePayouts(fakeOf: () => FakeHost) {
  let nextId = 190_000;
  const state: FakePayouts = {
    banks: [
      { id: 1, code: '044', name: 'Access Bank' },
      { id: 9, code: '058', name: 'GTBank Plc' },
      { id: 19, code: '057', name: 'Zenith Bank' },
      { id: 191, code: '50211', name: 'Kuda Microfinance Bank' },
    ],
    accounts: new Map(),
    transfers: new Map(),
    refunds: [],
    down: {},
    loseNextTransferAnswers: 0,
    loseNextRefundAnswers: 0,
    refundPageSize: 10,
    transferOf(reference) {
      const found = [...state.transfers.values()].find((t) => t.reference === reference);
      if (!found) throw new Error(`fake flutterwave: no transfer ${reference}`);
      return found;
    },
    complete(reference, status, message) {
      const transfer = state.transferOf(reference);
      transfer.status = status;
      transfer.completeMessage =
        message ?? (status === 'SUCCESSFUL' ? 'Transaction was successful' : 'DISBURSE FAILED: Insufficient funds');
      return transfer;
    },
    webhook(transferId, options = {}) {
      const transfer = state.transfers.get(transferId);
      if (!transfer) throw new Error(`fake flutterwave: no transfer ${transferId}`);
      const body = JSON.stringify({
        event: 'transfer.completed',
        'event.type': 'Transfer',
        data: { ...transferData(transfer), status: options.status ?? transfer.status },
      });
      return {
        headers: { 'content-type': 'application/json', 'verif-hash': options.hash ?? fakeOf().secretHash },
        body,
      };
    },
    async deliverWebhook(target, transferId, options) {
      const { headers, body } = state.webhook(transferId, options);
      const response = await fetch(target, { method: 'POST', headers, body });
      await response.arrayBuffer();
      return response.status;
    },
  };

  const refunds = fakeRefundRoutes(state, fakeOf);
  const takeDown = (route: PayoutRoute): boolean => {
    const left = state.down[route] ?? 0;
    if (left <= 0) return false;
    state.down[route] = left - 1;
    return true;
  };

  /** Answers the payout routes; false for any other path (the main fake answers those). */
  function handle(method: string, path: string, url: URL, body: Record<string, unknown> | null, res: ServerResponse) {
    const route = routeOf(method, path);
    if (!route) return false;
    if (takeDown(route)) {
      error(res, 503, 'An error occurred. Please contact support');
      return true;
    }
    if (route === 'banks') {
      sendJson(res, 200, { status: 'success', message: 'Banks fetched successfully', data: state.banks });
    } else if (route === 'resolve') {
      const name = state.accounts.get(`${text(body?.account_bank)}:${text(body?.account_number)}`);
      if (!name) error(res, 400, 'Sorry, recipient account could not be validated. Please try again');
      else {
        const data = { account_number: text(body?.account_number), account_name: name };
        sendJson(res, 200, { status: 'success', message: 'Account details fetched', data });
      }
    } else if (route === 'transfers' && method === 'POST') {
      createTransfer(body ?? {}, res);
    } else if (route === 'transfers') {
      const reference = url.searchParams.get('reference');
      const list = [...state.transfers.values()].filter((t) => !reference || t.reference === reference);
      sendJson(res, 200, {
        status: 'success',
        message: 'Transfers fetched',
        meta: { page_info: { total: list.length } },
        data: list.map(transferData),
      });
    } else if (route === 'transfer') {
      const transfer = state.transfers.get(Number(/\/v3\/transfers\/(\d+)$/.exec(path)?.[1]));
      if (!transfer) error(res, 404, 'Transfer not found');
      else sendJson(res, 200, { status: 'success', message: 'Transfer fetched', data: transferData(transfer) });
    } else if (route === 'refunds') {
      refunds.list(url, res);
    } else {
      refunds.refund(Number(/\/v3\/transactions\/(\d+)\/refund$/.exec(path)?.[1]), body ?? {}, res);
    }
    return true;
  }

  function createTransfer(body: Record<string, unknown>, res: ServerResponse): void {
    const bank = text(body.account_bank);
    const number = text(body.account_number);
    const reference = typeof body.reference === 'string' ? body.reference : '';
    const amount = typeof body.amount === 'number' ? body.amount : Number.NaN;
    if (!reference || !(amount > 0) || !bank || !number) {
      return error(res, 400, 'account_bank, account_number, amount and reference are required');
    }
    if ([...state.transfers.values()].some((t) => t.reference === reference)) {
      return error(res, 400, 'Duplicate reference');
    }
    nextId += 1;
    const transfer: FakeTransfer = {
      id: nextId,
      reference,
      bankCode: bank,
      accountNumber: number,
      fullName: state.accounts.get(`${bank}:${number}`) ?? 'N/A',
      amount,
      narration: typeof body.narration === 'string' ? body.narration : '',
      status: 'NEW',
      completeMessage: '',
      createdAt: new Date().toISOString(),
    };
    state.transfers.set(transfer.id, transfer);
    if (state.loseNextTransferAnswers > 0) {
      state.loseNextTransferAnswers -= 1;
      return error(res, 503, 'An error occurred. Please contact support');
    }
    sendJson(res, 200, { status: 'success', message: 'Transfer Queued Successfully', data: transferData(transfer) });
  }

  return { state, handle };
}

function routeOf(method: string, path: string): PayoutRoute | null {
  if (method === 'GET' && path === '/v3/banks/NG') return 'banks';
  if (method === 'POST' && path === '/v3/accounts/resolve') return 'resolve';
  if (path === '/v3/transfers' && (method === 'POST' || method === 'GET')) return 'transfers';
  if (method === 'GET' && /^\/v3\/transfers\/\d+$/.test(path)) return 'transfer';
  if (method === 'POST' && /^\/v3\/transactions\/\d+\/refund$/.test(path)) return 'refund';
  if (method === 'GET' && path === '/v3/refunds') return 'refunds';
  return null;
}

/** A transfer in the shape of Flutterwave's v3 answers (create, fetch, and the webhook's data). */
function transferData(t: FakeTransfer) {
  return {
    id: t.id,
    account_number: t.accountNumber,
    bank_code: t.bankCode,
    full_name: t.fullName,
    created_at: t.createdAt,
    currency: 'NGN',
    debit_currency: 'NGN',
    amount: t.amount,
    fee: 10.75,
    status: t.status,
    reference: t.reference,
    meta: null,
    narration: t.narration,
    complete_message: t.completeMessage,
    requires_approval: 0,
    is_approved: 1,
    bank_name: 'ACCESS BANK NIGERIA',
  };
}

/** The flutterwave-signature form of a payout webhook, for tests that sign instead of using verif-hash. */
export const signPayoutWebhook = (body: string, hash: string) =>
  createHmac('sha256', hash).update(body).digest('base64');
