import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, startFakeHttpServer } from './fake-http-server';
import type { FakeCheckout, FakeFlutterwave, FakeTestCard, FakeTransaction } from './fake-flutterwave.types';
import { createFakePayouts } from './fake-flutterwave-payouts';
import { handleBankTransferCharge, payBankTransfer } from './fake-flutterwave-transfers';
import { authorizePage, handleTokenizedCharge, issueCard } from './fake-flutterwave-tokens';
import { sendVerify, webhookData } from './fake-flutterwave-data';

/**
 * A local stand-in for Flutterwave's v3 API that follows ../shared/docs/flutterwave-contract.md §10, for tests:
 * Standard checkout (POST /v3/payments and a hosted page that redirects back as Flutterwave does), verification
 * by id and by reference (a card payment's `data.card` with its token), tokenized charges of those tokens
 * (fake-flutterwave-tokens.ts), the webhook emitter (verif-hash, flutterwave-signature plain or HMAC, the flat
 * legacy shape), resend-hook, and fault injection (down with 503, no answer, a pending transaction, tampered answers).
 */
const NOT_FOUND = { status: 'error', message: 'No transaction was found for this id', data: null };

export async function startFakeFlutterwave(
  options: { secretKey?: string; secretHash?: string } = {},
): Promise<FakeFlutterwave> {
  const secretKey = options.secretKey ?? `FLWSECK_TEST-${randomBytes(16).toString('hex')}-X`;
  const secretHash = options.secretHash ?? `hash-${randomBytes(12).toString('hex')}`;
  let nextId = 4_900_000;
  const checkouts = new Map<string, FakeCheckout>();
  const transactions = new Map<number, FakeTransaction>();
  // Requests are handled only once `fake` below exists (the server is not called before it is returned).
  const server = await startFakeHttpServer((req, res, raw) => handle(req.url.pathname, req.url, raw, res));

  // Transfers, banks and refunds (fake-flutterwave-payouts.ts), answered by the same server.
  const payouts = createFakePayouts(() => fake);
  const fake: FakeFlutterwave = {
    payouts: payouts.state,
    url: server.url,
    baseUrl: `${server.url}/v3`,
    secretKey,
    secretHash,
    server,
    checkouts,
    transactions,
    bankCharges: new Map(),
    cardTokens: new Map(),
    declineShape: 'failed-transaction',
    payBankTransfer: (txRef, amount) => payBankTransfer(fake, () => (nextId += 1), txRef, amount),
    calls: [],
    fault: null,
    holdMs: 5_000,
    tamper: null,
    webhookUrl: null,
    checkoutOf(txRef) {
      const found = [...checkouts.values()].find((c) => c.txRef === txRef);
      if (!found) throw new Error(`fake flutterwave: no checkout for ${txRef}`);
      return found;
    },
    complete(txRef, outcome, paid = {}) {
      const checkout = fake.checkoutOf(txRef);
      if (outcome === 'cancelled')
        return {
          redirect: redirectTo(checkout.redirectUrl, { status: 'cancelled', tx_ref: txRef }),
          transaction: null,
        };
      nextId += 1;
      const transaction: FakeTransaction = {
        id: nextId,
        txRef,
        flwRef: `FLW-MOCK-${randomBytes(16).toString('hex')}`,
        amount: paid.amount ?? checkout.amount,
        currency: paid.currency ?? checkout.currency,
        status: outcome,
        customer: checkout.customer,
        createdAt: new Date().toISOString(),
        card: issueCard(fake, paid.card ?? '2950', checkout.customer.email),
      };
      transactions.set(transaction.id, transaction);
      // A pending transaction (a transfer still in flight) sends the browser back as successful; verify says pending.
      const status = outcome === 'failed' ? 'failed' : 'successful';
      return {
        redirect: redirectTo(checkout.redirectUrl, { status, tx_ref: txRef, transaction_id: String(transaction.id) }),
        transaction,
      };
    },
    authorize(transactionId, outcome) {
      const tx = transactions.get(transactionId);
      if (!tx?.redirectUrl) throw new Error(`fake flutterwave: no charge waiting for approval ${transactionId}`);
      tx.status = outcome;
      return {
        redirect: redirectTo(tx.redirectUrl, { status: outcome, tx_ref: tx.txRef, transaction_id: String(tx.id) }),
      };
    },
    webhook(transactionId, opts = {}) {
      const tx = transactions.get(transactionId);
      if (!tx) throw new Error(`fake flutterwave: no transaction ${transactionId}`);
      const status = opts.status ?? tx.status;
      const body = JSON.stringify(
        opts.shape === 'flat'
          ? {
              id: tx.id,
              txRef: tx.txRef,
              flwRef: tx.flwRef,
              orderRef: `URF_${Date.now()}`,
              amount: tx.amount,
              charged_amount: tx.amount,
              status,
              currency: tx.currency,
              IP: '54.75.161.64',
              customer: {
                id: 3004322,
                fullName: tx.customer.name ?? 'Anonymous customer',
                email: tx.customer.email,
                phone: null,
              },
              'event.type': 'CARD_TRANSACTION',
            }
          : { event: opts.event ?? 'charge.completed', data: { ...webhookData(tx), status } },
      );
      const hash = opts.hash ?? secretHash;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const auth = opts.auth ?? 'verif-hash';
      if (auth === 'verif-hash') headers['verif-hash'] = hash;
      if (auth === 'signature-plain') headers['flutterwave-signature'] = hash;
      if (auth === 'signature-hmac')
        headers['flutterwave-signature'] = createHmac('sha256', hash).update(body).digest('base64');
      return { headers, body };
    },
    async deliverWebhook(target, transactionId, opts) {
      const { headers, body } = fake.webhook(transactionId, opts);
      const response = await fetch(target, { method: 'POST', headers, body });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => fake.server.close(),
  };

  async function handle(path: string, url: URL, raw: IncomingMessage, res: ServerResponse): Promise<void> {
    // The hosted checkout page is the customer's browser talking to Flutterwave, not an API call.
    const hosted = /^\/v3\/hosted\/pay\/([\w-]+)$/.exec(path);
    if (hosted && raw.method === 'GET') return hostedPage(fake, hosted[1] ?? '', url, res);
    const authorize = /^\/v3\/hosted\/authorize\/(\d+)$/.exec(path);
    if (authorize && raw.method === 'GET') return authorizePage(fake, Number(authorize[1]), url, res);

    const body = await readJson(raw);
    fake.calls.push({
      method: raw.method ?? 'GET',
      path: `${path}${url.search}`,
      body,
      authorization: raw.headers.authorization,
    });
    if (fake.fault === 'reset') {
      raw.socket.destroy();
      return;
    }
    if (fake.fault === 'slow') await new Promise((resolve) => setTimeout(resolve, fake.holdMs));
    if (fake.fault === 'down') {
      return sendJson(res, 503, { status: 'error', message: 'An error occurred. Please contact support', data: null });
    }
    if (raw.headers.authorization !== `Bearer ${secretKey}`) {
      return sendJson(res, 401, { status: 'error', message: 'Authorization required', data: null });
    }

    if (path === '/v3/payments' && raw.method === 'POST') return startCheckout(fake, body ?? {}, res);
    if (path === '/v3/payments/link/disable' && raw.method === 'POST') {
      return sendJson(res, 200, { status: 'success', message: 'Payment link has been disabled successfully' });
    }
    const verify = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(path);
    if (verify && raw.method === 'GET') {
      const tx = transactions.get(Number(verify[1]));
      return tx ? sendVerify(fake, tx, res) : sendJson(res, 400, NOT_FOUND);
    }
    if (path === '/v3/transactions/verify_by_reference' && raw.method === 'GET') {
      const txRef = url.searchParams.get('tx_ref') ?? '';
      const all = [...transactions.values()].filter((t) => t.txRef === txRef);
      const tx = all.find((t) => t.status === 'successful') ?? all.at(-1);
      return tx ? sendVerify(fake, tx, res) : sendJson(res, 400, NOT_FOUND);
    }
    const resend = /^\/v3\/transactions\/([^/]+)\/resend-hook$/.exec(path);
    if (resend && raw.method === 'POST') {
      const id = Number(resend[1]);
      if (!transactions.has(id)) return sendJson(res, 400, NOT_FOUND);
      if (fake.webhookUrl) await fake.deliverWebhook(fake.webhookUrl, id);
      return sendJson(res, 200, { status: 'success', message: 'hook sent successfully', data: 'hook sent' });
    }
    if (handleBankTransferCharge(fake, path, url, raw.method ?? 'GET', body, res)) return;
    if (handleTokenizedCharge(fake, () => (nextId += 1), path, raw.method ?? 'GET', body, res)) return;
    if (payouts.handle(raw.method ?? 'GET', path, url, body, res)) return;
    return sendJson(res, 404, { status: 'error', message: `No route ${raw.method} ${path}`, data: null });
  }

  return fake;
}

function startCheckout(fake: FakeFlutterwave, body: Record<string, unknown>, res: ServerResponse): void {
  const customer = (
    typeof body.customer === 'object' && body.customer !== null ? body.customer : {}
  ) as FakeCheckout['customer'];
  const amount = typeof body.amount === 'string' ? Number(body.amount) : body.amount;
  const missing = !body.tx_ref
    ? 'tx_ref is required'
    : typeof amount !== 'number' || !(amount > 0)
      ? 'amount is required'
      : !customer.email
        ? 'customer.email is required'
        : null;
  if (missing) return sendJson(res, 400, { status: 'error', message: missing, data: null });
  const txRef = String(body.tx_ref);
  // A tx_ref already paid cannot be used again [contract §10, DERIVED].
  if ([...fake.transactions.values()].some((t) => t.txRef === txRef && t.status === 'successful')) {
    return sendJson(res, 400, { status: 'error', message: 'Transaction reference already used', data: null });
  }
  const link = `flwlnk-${randomBytes(13).toString('hex')}`;
  fake.checkouts.set(link, {
    link,
    txRef,
    amount: amount as number,
    currency: typeof body.currency === 'string' ? body.currency : 'NGN',
    redirectUrl: typeof body.redirect_url === 'string' ? body.redirect_url : '',
    customer,
    body,
  });
  sendJson(res, 200, {
    status: 'success',
    message: 'Hosted Link',
    data: { link: `${fake.url}/v3/hosted/pay/${link}` },
  });
}

/**
 * The hosted checkout: with ?outcome=successful|failed|cancelled it completes at once and redirects (302) as
 * Flutterwave does (&card=2950|4246|6506 picks the test card paid with); without, it shows three links that do so
 * (for browser tests).
 */
function hostedPage(fake: FakeFlutterwave, link: string, url: URL, res: ServerResponse): void {
  const checkout = fake.checkouts.get(link);
  if (!checkout) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('This payment link is not valid');
    return;
  }
  const outcome = url.searchParams.get('outcome');
  if (outcome === 'successful' || outcome === 'failed' || outcome === 'cancelled' || outcome === 'pending') {
    const card = url.searchParams.get('card');
    const paid = isTestCard(card) ? { card } : {};
    const { redirect } = fake.complete(checkout.txRef, outcome, paid);
    res.writeHead(302, { location: redirect });
    res.end();
    return;
  }
  const choice = (value: string, label: string) => `<a href="/v3/hosted/pay/${link}?outcome=${value}">${label}</a>`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Flutterwave checkout</title></head>
<body><main><h1>Fake Flutterwave checkout</h1><p>${checkout.amount} ${checkout.currency} for ${escape(checkout.customer.email)}</p>
<ul><li>${choice('successful', 'Pay')}</li><li>${choice('failed', 'Fail')}</li><li>${choice('cancelled', 'Cancel')}</li></ul></main></body></html>`);
}

const isTestCard = (value: string | null): value is FakeTestCard =>
  value === '2950' || value === '4246' || value === '6506';

function redirectTo(redirectUrl: string, params: Record<string, string>): string {
  return `${redirectUrl}${redirectUrl.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

async function readJson(raw: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of raw) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
