import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from './fake-http-server';
import type { FakeCard, FakeFlutterwave, FakeTestCard, FakeTransaction } from './fake-flutterwave.types';

/**
 * The fake's card tokens (docs/flutterwave-money-contract.md, "Saved cards"): a successful card payment's verify
 * answer carries `data.card.token`, tied to the payment's customer e-mail; POST /v3/tokenized-charges charges it
 * again. What the charge does is decided by the card paid with (Flutterwave's test cards, contract §6):
 * - 2950: "Charge successful", data.status "successful" (auth_model noauth);
 * - 4246: "Charge initiated", data.status "pending", data.meta.authorization {mode:"redirect", redirect} — a page of
 *   the fake's where the payer approves or declines, then goes to the charge's redirect_url as Flutterwave does;
 * - 6506: declined ("Insufficient funds"), in the shape `fake.declineShape` says.
 */
const CARDS: Record<FakeTestCard, Omit<FakeCard, 'token'>> = {
  '2950': { first6: '553188', last4: '2950', type: 'MASTERCARD', issuer: 'MASTERCARD  CREDIT', expiry: '09/32' },
  '4246': { first6: '418742', last4: '4246', type: 'VISA', issuer: 'VISA ACCESS BANK PLC', expiry: '09/32' },
  '6506': { first6: '525858', last4: '6506', type: 'MASTERCARD', issuer: 'MASTERCARD  DEBIT', expiry: '09/31' },
};

export const DECLINE_MESSAGE = 'Insufficient funds';

/** The card a card payment is made with, with a token of its own for the payment's customer e-mail. */
export function issueCard(fake: FakeFlutterwave, last4: FakeTestCard, email: string): FakeCard {
  const card: FakeCard = { ...CARDS[last4], token: `flw-t1nf-${randomBytes(16).toString('hex')}-m03k` };
  fake.cardTokens.set(card.token, { token: card.token, email, card });
  return card;
}

/** `data.card` of a verify answer (contract §4.2 and the tokenization guide's example). */
export const cardData = (card: FakeCard) => ({
  first_6digits: card.first6,
  last_4digits: card.last4,
  issuer: card.issuer,
  country: 'NG',
  type: card.type,
  token: card.token,
  expiry: card.expiry,
});

const REQUIRED = ['token', 'currency', 'country', 'amount', 'email', 'tx_ref'] as const;

/** POST /v3/tokenized-charges; answers false for any other route. */
export function handleTokenizedCharge(
  fake: FakeFlutterwave,
  nextId: () => number,
  path: string,
  method: string,
  body: Record<string, unknown> | null,
  res: ServerResponse,
): boolean {
  if (path !== '/v3/tokenized-charges' || method !== 'POST') return false;
  const missing = REQUIRED.find((field) => body?.[field] === undefined || body[field] === '');
  if (missing || !body) {
    sendJson(res, 400, { status: 'error', message: `${missing ?? 'token'} is required`, data: null });
    return true;
  }
  const issued = fake.cardTokens.get(String(body.token));
  // "This has to be the exact email address passed during the initial charge" (the v3 reference). [DERIVED] text.
  if (!issued || issued.email.toLowerCase() !== String(body.email).toLowerCase()) {
    sendJson(res, 400, { status: 'error', message: 'Token not found for this customer', data: null });
    return true;
  }
  const txRef = String(body.tx_ref);
  if ([...fake.transactions.values()].some((t) => t.txRef === txRef)) {
    sendJson(res, 400, { status: 'error', message: 'Transaction reference already used', data: null });
    return true;
  }
  const declined = issued.card.last4 === '6506';
  if (declined && fake.declineShape === 'error') {
    sendJson(res, 400, { status: 'error', message: DECLINE_MESSAGE, data: null });
    return true;
  }
  const transaction: FakeTransaction = {
    id: nextId(),
    txRef,
    flwRef: `FLW-MOCK-${randomBytes(16).toString('hex')}`,
    amount: Number(body.amount),
    currency: String(body.currency),
    status: declined ? 'failed' : issued.card.last4 === '4246' ? 'pending' : 'successful',
    customer: { email: issued.email },
    createdAt: new Date().toISOString(),
    card: issued.card,
    redirectUrl: typeof body.redirect_url === 'string' ? body.redirect_url : undefined,
  };
  fake.transactions.set(transaction.id, transaction);
  const data = {
    id: transaction.id,
    tx_ref: transaction.txRef,
    flw_ref: transaction.flwRef,
    redirect_url: transaction.redirectUrl ?? null,
    device_fingerprint: 'N/A',
    amount: transaction.amount,
    charged_amount: transaction.amount,
    processor_response: declined ? DECLINE_MESSAGE : 'Approved',
    auth_model: transaction.status === 'pending' ? 'VBVSECURECODE' : 'noauth',
    currency: transaction.currency,
    narration: typeof body.narration === 'string' ? body.narration : '',
    status: transaction.status,
    payment_type: 'card',
    created_at: transaction.createdAt,
    customer: { email: issued.email, name: 'Anonymous customer', phone_number: null },
    card: cardData(issued.card),
    ...(transaction.status === 'pending'
      ? {
          meta: {
            authorization: { mode: 'redirect', redirect: `${fake.url}/v3/hosted/authorize/${transaction.id}` },
          },
        }
      : {}),
  };
  const message = { successful: 'Charge successful', pending: 'Charge initiated', failed: 'Charge failed' };
  sendJson(res, 200, { status: 'success', message: message[transaction.status], data });
  return true;
}

/**
 * The payer's bank page for a charge waiting for 3-D Secure (GET /v3/hosted/authorize/:id): with ?outcome= it
 * approves or declines at once and redirects (302) to the charge's redirect_url with status, tx_ref and
 * transaction_id; without, it shows the two choices (for browser tests).
 */
export function authorizePage(fake: FakeFlutterwave, id: number, url: URL, res: ServerResponse): void {
  const transaction = fake.transactions.get(id);
  if (!transaction || transaction.status !== 'pending') {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('This authorization is not open');
    return;
  }
  const outcome = url.searchParams.get('outcome');
  if (outcome === 'successful' || outcome === 'failed') {
    res.writeHead(302, { location: fake.authorize(id, outcome).redirect });
    res.end();
    return;
  }
  const choice = (value: string, label: string) => `<a href="/v3/hosted/authorize/${id}?outcome=${value}">${label}</a>`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake 3-D Secure</title></head>
<body><main><h1>Fake 3-D Secure</h1><ul><li>${choice('successful', 'Approve')}</li><li>${choice('failed', 'Decline')}</li></ul></main></body></html>`);
}
