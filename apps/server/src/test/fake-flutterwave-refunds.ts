import type { ServerResponse } from 'node:http';
import { sendJson } from './fake-http-server';

export interface FakeRefund {
  id: number;
  transactionId: number;
  /** Naira. */
  amount: number;
  comments: string;
  flwRef: string;
  createdAt: string;
}

/** What the refund routes keep and read of the payouts half's state (fake-flutterwave-payouts.ts). */
interface RefundState {
  refunds: FakeRefund[];
  loseNextRefundAnswers: number;
  refundPageSize: number;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const error = (res: ServerResponse, status: number, message: string) =>
  sendJson(res, status, { status: 'error', message, data: null });

/**
 * The refunds of the fake Flutterwave v3 (docs/flutterwave-money-contract.md "Refunds"), in the real API's shapes:
 * POST /transactions/{id}/refund (partial allowed, never more than the transaction; an answer that can be lost
 * after the refund was made) and GET /refunds?from&to&page, the v3 reference's "Get all refunds" (rows with
 * `transaction_id`, `amount_refunded`, `comment`, `flw_ref`, `created_at`; `meta.page_info`).
 */
export function fakeRefundRoutes(
  state: RefundState,
  fakeOf: () => { transactions: Map<number, { status: string; amount: number }> },
) {
  let nextId = 75_900;

  function refund(transactionId: number, body: Record<string, unknown>, res: ServerResponse): void {
    const tx = fakeOf().transactions.get(transactionId);
    if (!tx || tx.status !== 'successful') return error(res, 400, 'No transaction was found for this id');
    const amount = typeof body.amount === 'number' ? body.amount : tx.amount;
    const refunded = state.refunds.filter((r) => r.transactionId === transactionId).reduce((s, r) => s + r.amount, 0);
    if (!(amount > 0) || Math.round((refunded + amount) * 100) > Math.round(tx.amount * 100)) {
      return error(res, 400, 'Refund amount cannot be greater than the transaction amount');
    }
    nextId += 1;
    const made: FakeRefund = {
      id: nextId,
      transactionId,
      amount,
      comments: text(body.comments),
      flwRef: `URF_${Date.now()}_${nextId}`,
      createdAt: new Date().toISOString(),
    };
    state.refunds.push(made);
    if (state.loseNextRefundAnswers > 0) {
      state.loseNextRefundAnswers -= 1;
      return error(res, 503, 'An error occurred. Please contact support');
    }
    sendJson(res, 200, {
      status: 'success',
      message: 'Transaction refund initiated',
      data: {
        id: made.id,
        account_id: 17321,
        tx_id: transactionId,
        flw_ref: made.flwRef,
        wallet_id: 74639,
        amount_refunded: amount,
        status: 'completed',
        destination: 'payment_source',
        meta: { source: 'availablebalance' },
        created_at: made.createdAt,
      },
    });
  }

  /** GET /refunds: `from` / `to` are days (YYYY-MM-DD, both included), newest first, `page` from 1. */
  function listRefunds(url: URL, res: ServerResponse): void {
    const from = url.searchParams.get('from') ?? '0000-00-00';
    const to = url.searchParams.get('to') ?? '9999-99-99';
    const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
    const size = state.refundPageSize;
    const list = state.refunds
      .filter((r) => r.createdAt.slice(0, 10) >= from && r.createdAt.slice(0, 10) <= to)
      .reverse();
    sendJson(res, 200, {
      status: 'success',
      message: 'Refunds fetched',
      meta: {
        page_info: {
          total: list.length,
          current_page: page,
          total_pages: Math.ceil(list.length / size),
          page_size: size,
        },
      },
      data: list.slice((page - 1) * size, page * size).map((r) => ({
        id: r.id,
        amount_refunded: r.amount,
        status: 'completed',
        flw_ref: r.flwRef,
        comment: r.comments,
        settlement_id: 'NEW',
        meta: { source: 'availablebalance' },
        created_at: r.createdAt,
        account_id: 17321,
        transaction_id: r.transactionId,
      })),
    });
  }

  return { refund, list: listRefunds };
}
