import type { ServerResponse } from 'node:http';
import { sendJson } from './fake-http-server';
import { cardData } from './fake-flutterwave-tokens';
import type { FakeFlutterwave, FakeTransaction } from './fake-flutterwave.types';

/** How the fake Flutterwave writes a transaction: the verify answer (contract §4.2) and the webhook's data (§5.3). */

export function sendVerify(fake: FakeFlutterwave, tx: FakeTransaction, res: ServerResponse): void {
  const data = {
    ...transactionData(tx),
    ...(fake.tamper?.amount === undefined ? {} : { amount: fake.tamper.amount, charged_amount: fake.tamper.amount }),
  };
  if (fake.tamper?.currency) data.currency = fake.tamper.currency;
  if (fake.tamper?.txRef) data.tx_ref = fake.tamper.txRef;
  sendJson(res, 200, { status: 'success', message: 'Transaction fetched successfully', data });
}

/** The transaction in the shape of contract §4.2 (and §5.3's webhook data). */
export function transactionData(tx: FakeTransaction) {
  return {
    id: tx.id,
    tx_ref: tx.txRef,
    flw_ref: tx.flwRef,
    device_fingerprint: 'N/A',
    amount: tx.amount,
    currency: tx.currency,
    charged_amount: tx.amount,
    app_fee: Math.round(tx.amount * 1.4) / 100,
    merchant_fee: 0,
    processor_response: tx.status === 'failed' ? 'Insufficient funds' : 'Approved by Financial Institution',
    auth_model: 'PIN',
    ip: '::ffff:10.5.179.3',
    narration: 'CARD Transaction ',
    status: tx.status,
    payment_type: tx.paymentType ?? 'card',
    created_at: tx.createdAt,
    account_id: 17321,
    card: tx.card
      ? cardData(tx.card)
      : {
          first_6digits: '553188',
          last_4digits: '2950',
          issuer: 'MASTERCARD  CREDIT',
          country: 'NG',
          type: 'MASTERCARD',
          expiry: '09/32',
        },
    meta: null,
    amount_settled: Math.round(tx.amount * 98.6) / 100,
    customer: {
      id: 216519823,
      name: tx.customer.name ?? 'Anonymous customer',
      phone_number: tx.customer.phonenumber ?? 'N/A',
      email: tx.customer.email,
      created_at: tx.createdAt,
    },
  };
}

/** The webhook's data (contract §5.3): the transaction, its card without the token (the sample shows none). */
export function webhookData(tx: FakeTransaction) {
  const data = transactionData(tx);
  const { token: _token, ...card } = { token: undefined, ...data.card };
  return { ...data, card };
}
