import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';
import { startFakeFlutterwave } from '../../test/fake-flutterwave';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import { FlutterwaveProvider } from './flutterwave.provider';

let fake: FakeFlutterwave;
let provider: FlutterwaveProvider;
const request = (txRef: string, amountKobo = 3_499_900) => ({
  txRef,
  amountKobo,
  currency: 'NGN' as const,
  redirectUrl: 'https://eazy2con.example/success-booking?from=card',
  customer: { email: 'ada@example.com', name: 'Ada Obi', phone: null },
  meta: { bookingKind: 'kidMentor' },
});

beforeAll(async () => {
  fake = await startFakeFlutterwave();
  provider = new FlutterwaveProvider({
    baseUrl: fake.baseUrl,
    secretKey: fake.secretKey,
    secretHash: fake.secretHash,
    timeoutMs: 300,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.fault = null;
  fake.tamper = null;
});

describe('FlutterwaveProvider against the fake v3 API', () => {
  it('starts a Standard checkout in naira with kobo kept exact, leaving out a missing phone number', async () => {
    const started = await provider.startCheckout(request('e2c-a', 3_499_950));
    expect(started.ok && started.link).toMatch(/\/v3\/hosted\/pay\/flwlnk-/);
    const body = fake.calls.at(-1)?.body;
    expect(body).toMatchObject({
      amount: 34_999.5,
      currency: 'NGN',
      customer: { email: 'ada@example.com', name: 'Ada Obi' },
    });
    expect(body?.customer).not.toHaveProperty('phonenumber');
  });

  it('sends the browser back with "&" when the redirect URL already has a query (contract §3.3)', async () => {
    await provider.startCheckout(request('e2c-b'));
    const { redirect } = fake.complete('e2c-b', 'cancelled');
    expect(redirect).toBe('https://eazy2con.example/success-booking?from=card&status=cancelled&tx_ref=e2c-b');
  });

  it('reads a verification by id and by reference, in kobo', async () => {
    await provider.startCheckout(request('e2c-c'));
    const { transaction } = fake.complete('e2c-c', 'successful', { amount: 34_999.99 });
    const expected = {
      state: 'found',
      status: 'successful',
      txRef: 'e2c-c',
      providerTxId: String(transaction?.id),
      amountKobo: 3_499_999,
      currency: 'NGN',
    };
    expect(await provider.verify({ transactionId: String(transaction?.id) })).toMatchObject(expected);
    expect(await provider.verify({ txRef: 'e2c-c' })).toMatchObject(expected);
  });

  it('tells "not found" (pending) from "no answer" (unknown), and neither from failed', async () => {
    expect(await provider.verify({ transactionId: '1' })).toMatchObject({ state: 'not_found' });
    expect(await provider.verify({ txRef: 'e2c-never' })).toMatchObject({ state: 'not_found' });
    fake.fault = 'down';
    expect(await provider.verify({ transactionId: '1' })).toMatchObject({ state: 'unknown', reason: 'HTTP 503' });
    fake.fault = 'slow';
    fake.holdMs = 1_000;
    expect(await provider.verify({ transactionId: '1' })).toMatchObject({
      state: 'unknown',
      reason: 'no answer within 300 ms',
    });
    fake.fault = 'reset';
    expect(await provider.verify({ transactionId: '1' })).toMatchObject({ state: 'unknown' });
  });

  it('counts a wrong key as no answer (401 error envelope), not as "not found"', async () => {
    const wrong = new FlutterwaveProvider({
      baseUrl: fake.baseUrl,
      secretKey: 'FLWSECK_TEST-wrong-X',
      secretHash: undefined,
      timeoutMs: 300,
    });
    expect(await wrong.verify({ transactionId: '1' })).toEqual({
      state: 'unknown',
      reason: 'HTTP 401: Authorization required',
    });
    expect(await wrong.startCheckout(request('e2c-d'))).toEqual({
      ok: false,
      reason: 'HTTP 401: Authorization required',
    });
  });

  it('refuses a reused tx_ref that was already paid (400 error envelope)', async () => {
    await provider.startCheckout(request('e2c-e'));
    fake.complete('e2c-e', 'successful');
    expect(await provider.startCheckout(request('e2c-e'))).toEqual({
      ok: false,
      reason: 'HTTP 400: Transaction reference already used',
    });
  });
});

describe('answers that are not the envelope', () => {
  let odd: FakeHttpServer;
  let reply: (res: Parameters<typeof sendJson>[0]) => void = () => undefined;
  beforeAll(async () => {
    odd = await startFakeHttpServer((_req, res) => reply(res));
  });
  afterAll(() => odd.close());
  const oddProvider = () =>
    new FlutterwaveProvider({ baseUrl: `${odd.url}/v3`, secretKey: 'k', secretHash: 'h', timeoutMs: 300 });

  it('a body that is not JSON, a success without transaction fields, or an odd status is no answer', async () => {
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy error</html>');
    };
    expect(await oddProvider().verify({ transactionId: '1' })).toMatchObject({ state: 'unknown' });
    reply = (res) => sendJson(res, 200, { status: 'success', message: 'ok', data: { id: 1 } });
    expect(await oddProvider().verify({ transactionId: '1' })).toMatchObject({ state: 'unknown' });
    reply = (res) => sendJson(res, 200, { status: 'maybe', data: null });
    expect(await oddProvider().verify({ transactionId: '1' })).toMatchObject({ state: 'unknown' });
    reply = (res) => sendJson(res, 200, { status: 'success', message: 'Hosted Link', data: { link: 'not a url' } });
    expect(await oddProvider().startCheckout(request('e2c-f'))).toMatchObject({ ok: false });
  });
});

describe('webhook authentication and parsing (contract §5.2, §5.4)', () => {
  const body = Buffer.from(
    JSON.stringify({ event: 'charge.completed', data: { id: 42, tx_ref: 'e2c-x', status: 'successful' } }),
  );

  it('accepts verif-hash, or flutterwave-signature plain or as the HMAC of the body; nothing else', () => {
    expect(provider.authenticateWebhook(body, { 'verif-hash': fake.secretHash })).toBe(true);
    expect(provider.authenticateWebhook(body, { 'flutterwave-signature': fake.secretHash })).toBe(true);
    const signed = new FlutterwaveProvider({ baseUrl: '', secretKey: '', secretHash: 's3cret', timeoutMs: 1 });
    const mac = createHmac('sha256', 's3cret').update(body).digest('base64');
    expect(signed.authenticateWebhook(body, { 'flutterwave-signature': mac })).toBe(true);
    // The HMAC of another body does not pass.
    expect(signed.authenticateWebhook(Buffer.from('{}'), { 'flutterwave-signature': mac })).toBe(false);
    expect(provider.authenticateWebhook(body, {})).toBe(false);
    expect(provider.authenticateWebhook(body, { 'verif-hash': `${fake.secretHash}x` })).toBe(false);
    expect(provider.authenticateWebhook(body, { 'verif-hash': [fake.secretHash, fake.secretHash] })).toBe(false);
    const noHash = new FlutterwaveProvider({ baseUrl: '', secretKey: '', secretHash: undefined, timeoutMs: 1 });
    expect(noHash.authenticateWebhook(body, { 'verif-hash': '' })).toBe(false);
  });

  it('reads the v3 envelope and the flat legacy shape; anything else is nothing', () => {
    expect(provider.parseWebhook(body)).toEqual({
      event: 'charge.completed',
      txRef: 'e2c-x',
      providerTxId: '42',
      status: 'successful',
    });
    const flat = Buffer.from(
      JSON.stringify({ id: 10484949, txRef: 'e2c-y', status: 'successful', 'event.type': 'CARD_TRANSACTION' }),
    );
    expect(provider.parseWebhook(flat)).toEqual({
      event: 'charge.completed',
      txRef: 'e2c-y',
      providerTxId: '10484949',
      status: 'successful',
    });
    expect(provider.parseWebhook(Buffer.from('not json'))).toBeNull();
    expect(provider.parseWebhook(Buffer.from('{"hello":1}'))).toBeNull();
  });
});
