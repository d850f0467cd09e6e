import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';
import { FlutterwaveClient } from './flutterwave-client';
import { tokenizedCharge, verifiedCardOf, withoutCardToken } from './flutterwave-saved-cards';

// How the answers of POST /v3/tokenized-charges are read (docs/flutterwave-money-contract.md, "Saved cards"), with a
// server answering exactly what each case needs; the fake Flutterwave's own shapes are covered by saved-cards.test.ts.
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let asked: Record<string, unknown> | null = null;
let server: FakeHttpServer;
let client: FlutterwaveClient;

beforeAll(async () => {
  server = await startFakeHttpServer(async (_req, res, raw) => {
    const chunks: Buffer[] = [];
    for await (const chunk of raw) chunks.push(chunk as Buffer);
    asked = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    sendJson(res, answer.status, answer.body);
  });
  client = new FlutterwaveClient({ baseUrl: `${server.url}/v3`, secretKey: 'FLWSECK_TEST-x-X', timeoutMs: 500 });
});
afterAll(() => server.close());

const charge = (body: unknown, status = 200) => {
  answer = { status, body };
  return tokenizedCharge(client, {
    token: 'flw-t1nf-abc-m03k',
    email: 'ada@example.com',
    name: 'Ada Chioma Obi',
    amountKobo: 4_900_050,
    txRef: 'e2c-1',
    narration: 'Personal plan, React',
    redirectUrl: 'https://eazy2con.example/book-mentor-payment',
  });
};

describe('tokenizedCharge', () => {
  it('sends the documented fields: naira, NGN, NG, the e-mail the token is for, our tx_ref and the return route', async () => {
    await charge({ status: 'success', message: 'Charge successful', data: { id: 7, status: 'successful' } });
    expect(asked).toEqual({
      token: 'flw-t1nf-abc-m03k',
      email: 'ada@example.com',
      currency: 'NGN',
      country: 'NG',
      amount: 49_000.5,
      tx_ref: 'e2c-1',
      narration: 'Personal plan, React',
      redirect_url: 'https://eazy2con.example/book-mentor-payment',
      first_name: 'Ada',
      last_name: 'Chioma Obi',
    });
  });

  it('reads a successful charge as charged (to be verified), with its transaction id', async () => {
    expect(await charge({ status: 'success', data: { id: 1163077, status: 'successful' } })).toEqual({
      outcome: 'charged',
      transactionId: '1163077',
    });
  });

  it("reads 3-D Secure's authorization page in data.meta, or in the envelope's meta", async () => {
    const redirect = 'https://ravesandboxapi.flutterwave.com/mockvbvpage?ref=FLW-MOCK-1&code=00';
    const authorization = { authorization: { mode: 'redirect', redirect } };
    expect(await charge({ status: 'success', data: { id: 2534420, status: 'pending', meta: authorization } })).toEqual({
      outcome: 'needs_authorisation',
      url: redirect,
      transactionId: '2534420',
    });
    expect(await charge({ status: 'success', data: { id: 3, status: 'pending' }, meta: authorization })).toEqual({
      outcome: 'needs_authorisation',
      url: redirect,
      transactionId: '3',
    });
  });

  it('reads a refusal, in either shape, as declined in the provider words', async () => {
    expect(
      await charge({ status: 'success', data: { id: 9, status: 'failed', processor_response: 'Do not honour' } }),
    ).toEqual({ outcome: 'declined', message: 'Do not honour', transactionId: '9' });
    expect(await charge({ status: 'error', message: 'Token not found', data: null }, 400)).toEqual({
      outcome: 'declined',
      message: 'Token not found',
      transactionId: null,
    });
    expect(await charge({ status: 'error', message: '', data: null }, 400)).toMatchObject({
      message: 'The card was declined',
    });
  });

  it('concludes nothing from no usable answer, or pending with no page to send the payer to', async () => {
    expect(await charge({ status: 'error', message: 'An error occurred' }, 503)).toMatchObject({ outcome: 'unknown' });
    expect(await charge({ status: 'success', data: { id: 4, status: 'pending' } })).toMatchObject({
      outcome: 'unknown',
    });
    expect(await charge({ status: 'success', data: 'nonsense' })).toMatchObject({ outcome: 'unknown' });
  });
});

describe("a verify answer's card", () => {
  const data = {
    id: 1,
    status: 'successful',
    card: {
      first_6digits: '455605',
      last_4digits: '2643',
      issuer: 'MASTERCARD GUARANTY TRUST BANK Mastercard Naira Debit Card',
      country: 'NG',
      type: 'MASTERCARD',
      token: 'flw-t1nf-93da56b24f8ee332304cd2eea40a1fc4-m03k',
      expiry: '01/23',
    },
  };

  it('is read as brand, last four, expiry month and four-digit year, with the token handed over', () => {
    expect(verifiedCardOf(data)).toEqual({
      token: 'flw-t1nf-93da56b24f8ee332304cd2eea40a1fc4-m03k',
      brand: 'MASTERCARD',
      last4: '2643',
      expiryMonth: 1,
      expiryYear: 2023,
    });
    expect(verifiedCardOf({ card: { ...data.card, expiry: '13/30' } })).toBeNull();
    expect(verifiedCardOf({ id: 2, payment_type: 'ussd' })).toBeNull();
  });

  it('is stored without its token, the rest of the answer as received', () => {
    const stored = withoutCardToken(data) as typeof data;
    expect(stored.card).not.toHaveProperty('token');
    expect(stored).toEqual({ ...data, card: { ...data.card, token: undefined } });
    expect(withoutCardToken({ id: 3 })).toEqual({ id: 3 });
  });
});
