import { randomBytes } from 'node:crypto';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';
import { readJson } from './fake-whatsapp';
import { signTermiiBody } from './termii-webhook';

/**
 * A local stand-in for Termii's Messaging API, for tests, following PROVIDERS.md: POST /api/sms/send with JSON
 * `{ api_key, to, from, sms, type: "plain", channel: "generic" | "dnd" | "whatsapp" }`, answered
 * `{ code: "ok", message_id, message: "Successfully Sent", balance, user }`; 401 for a wrong key, 400 for a bad
 * request (sender ID outside 3–11 characters, a number not in international form); and, on demand, a 429 or a 500
 * for the next N calls. Records every call.
 */
export interface FakeTermiiCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

export interface FakeSms {
  messageId: string;
  to: string;
  from: string;
  sms: string;
  channel: string;
}

export interface FakeTermii {
  server: FakeHttpServer;
  /** What TERMII_BASE_URL is set to. */
  baseUrl: string;
  apiKey: string;
  calls: FakeTermiiCall[];
  sent: FakeSms[];
  delayMs: number;
  /** The next `count` calls answer `status` (429 by default). */
  failNext(count: number, status?: number): void;
  /** The account's secret key that signs its delivery reports (TERMII_WEBHOOK_SECRET). */
  webhookSecret: string;
  /**
   * A signed delivery report for a message the fake accepted, as Termii POSTs it to the URL set in its console
   * (developer.termii.com/events-and-reports): X-Termii-Signature is the hex HMAC-SHA512 of the body.
   */
  deliveryReport(messageId: string, status: string): { headers: Record<string, string>; body: string };
  close(): Promise<void>;
}

export async function startFakeTermii(): Promise<FakeTermii> {
  const apiKey = `TL${randomBytes(20).toString('hex')}`;
  const faults: number[] = [];
  let balance = 1000;
  const server = await startFakeHttpServer(async (req, res, raw) => {
    const body = await readJson(raw);
    fake.calls.push({ method: req.method, path: req.url.pathname, body });
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    const fault = faults.shift();
    if (fault === 429) return sendJson(res, 429, { message: 'Too many requests' });
    if (fault) return sendJson(res, fault, { message: 'Something went wrong on our end' });
    if (req.method !== 'POST' || req.url.pathname !== '/api/sms/send') {
      return sendJson(res, 404, { message: 'Not Found' });
    }
    if (!body || body.api_key !== apiKey) return sendJson(res, 401, { message: 'Unauthorized' });
    const invalid = check(body);
    if (invalid) return sendJson(res, 400, { message: invalid });
    balance -= 1;
    const sms: FakeSms = {
      messageId: String(BigInt(`0x${randomBytes(8).toString('hex')}`)),
      to: String(body.to),
      from: String(body.from),
      sms: String(body.sms),
      channel: String(body.channel),
    };
    fake.sent.push(sms);
    return sendJson(res, 200, {
      code: 'ok',
      message_id: sms.messageId,
      message: 'Successfully Sent',
      balance,
      user: 'Eazy2con Test',
    });
  });
  const fake: FakeTermii = {
    server,
    baseUrl: server.url,
    apiKey,
    calls: [],
    sent: [],
    delayMs: 0,
    failNext(count, status = 429) {
      for (let i = 0; i < count; i += 1) faults.push(status);
    },
    webhookSecret: `sk_${randomBytes(16).toString('hex')}`,
    deliveryReport(messageId, status) {
      const sms = fake.sent.find((m) => m.messageId === messageId);
      const body = JSON.stringify({
        type: 'outbound',
        id: randomBytes(8).toString('hex'),
        message_id: messageId,
        receiver: sms?.to ?? '',
        sender: sms?.from ?? '',
        message: sms?.sms ?? '',
        sent_at: '2026-12-01 10:00:05',
        cost: '3.9',
        status,
        channel: sms?.channel ?? 'dnd',
      });
      return {
        headers: { 'content-type': 'application/json', 'x-termii-signature': signTermiiBody(body, fake.webhookSecret) },
        body,
      };
    },
    close: () => server.close(),
  };
  return fake;
}

function check(body: Record<string, unknown>): string | null {
  if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return 'Invalid phone number';
  if (typeof body.from !== 'string' || body.from.length < 3 || body.from.length > 11) return 'Invalid Sender Id';
  if (typeof body.sms !== 'string' || body.sms.length === 0) return 'sms is required';
  if (body.type !== 'plain') return 'type must be plain';
  if (!['generic', 'dnd', 'whatsapp'].includes(String(body.channel))) return 'channel must be generic, dnd or whatsapp';
  return null;
}
