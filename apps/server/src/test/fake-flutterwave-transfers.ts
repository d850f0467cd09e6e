import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from './fake-http-server';
import type { FakeBankCharge, FakeFlutterwave, FakeTransaction } from './fake-flutterwave.types';

/**
 * The fake's bank-transfer charges (docs/flutterwave-money-contract.md, "Bank-transfer charges"):
 * POST /v3/charges?type=bank_transfer answers a one-off account in `meta.authorization` (not `data`), with the
 * expiry as epoch milliseconds as Flutterwave's own SDK tests show it. A transfer into it is made by the test
 * (`payBankTransfer`) and then verified and web-hooked like any transaction, with payment_type bank_transfer.
 */
export function handleBankTransferCharge(
  fake: FakeFlutterwave,
  path: string,
  url: URL,
  method: string,
  body: Record<string, unknown> | null,
  res: ServerResponse,
): boolean {
  if (path !== '/v3/charges' || url.searchParams.get('type') !== 'bank_transfer' || method !== 'POST') return false;
  const amount = typeof body?.amount === 'string' ? Number(body.amount) : body?.amount;
  const missing = !body?.tx_ref
    ? 'tx_ref is required'
    : typeof amount !== 'number' || !(amount > 0)
      ? 'amount is required'
      : !body.email
        ? 'email is required'
        : body.currency !== undefined && body.currency !== 'NGN'
          ? 'Bank transfer is only supported for NGN'
          : null;
  if (missing) {
    sendJson(res, 400, { status: 'error', message: missing, data: null });
    return true;
  }
  const txRef = String(body?.tx_ref);
  if (fake.bankCharges.has(txRef)) {
    sendJson(res, 400, { status: 'error', message: 'Transaction reference already used', data: null });
    return true;
  }
  const expires = typeof body?.expires === 'number' ? body.expires : 3600;
  const charge: FakeBankCharge = {
    txRef,
    amount: amount as number,
    email: String(body?.email),
    accountNumber: `00${String(6_710_000 + fake.bankCharges.size).padStart(8, '0')}`,
    bankName: 'Mock Bank',
    expiresAt: Date.now() + expires * 1000,
    flwRef: `MockFLWRef-${randomBytes(6).toString('hex')}`,
    body: body ?? {},
  };
  fake.bankCharges.set(txRef, charge);
  sendJson(res, 200, {
    status: 'success',
    message: 'Charge initiated',
    meta: {
      authorization: {
        transfer_reference: charge.flwRef,
        transfer_account: charge.accountNumber,
        transfer_bank: charge.bankName,
        account_expiration: charge.expiresAt,
        transfer_note: 'Please make a bank transfer to Mock Bank',
        transfer_amount: charge.amount.toFixed(2),
        mode: 'banktransfer',
      },
    },
  });
  return true;
}

/** A payer's transfer into a charge's account: `amount` naira (default the charge's own), recorded as a transaction. */
export function payBankTransfer(fake: FakeFlutterwave, nextId: () => number, txRef: string, amount?: number) {
  const charge = fake.bankCharges.get(txRef);
  if (!charge) throw new Error(`fake flutterwave: no bank-transfer charge for ${txRef}`);
  const transaction: FakeTransaction = {
    id: nextId(),
    txRef,
    flwRef: charge.flwRef,
    amount: amount ?? charge.amount,
    currency: 'NGN',
    status: 'successful',
    customer: { email: charge.email },
    createdAt: new Date().toISOString(),
    paymentType: 'bank_transfer',
  };
  fake.transactions.set(transaction.id, transaction);
  return transaction;
}
