import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';
import { signBody } from './whatsapp-webhook';

/**
 * A local stand-in for the WhatsApp Business Cloud API, for tests, following PROVIDERS.md: POST
 * /{version}/{phone number id}/messages with a bearer token; answers `{ messaging_product, contacts, messages: [{ id
 * }] }`, or Graph API errors `{ error: { message, type, code, error_data, error_subcode, fbtrace_id } }`. It
 * records every call, can answer an error for the next N calls (a 429 rate limit, a 500 outage, Meta's 400 with a
 * rate-limit code), and builds signed status webhooks (delivered / read / failed) and replies ("STOP").
 */
export const FAKE_WHATSAPP_VERSION = 'v21.0';

export interface FakeWhatsAppCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

export interface FakeWhatsAppMessage {
  id: string;
  to: string;
  type: string;
  template: { name: string; language: string; parameters: string[] } | null;
  text: string | null;
}

export interface FakeFault {
  status: number;
  code: number;
  message: string;
}

export interface FakeWhatsApp {
  server: FakeHttpServer;
  /** What WHATSAPP_API_URL is set to (it carries the version). */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  calls: FakeWhatsAppCall[];
  /** Messages the fake accepted. */
  sent: FakeWhatsAppMessage[];
  /** Recipients answered as Meta answers a number outside a test account's allowed list (a permanent 400). */
  refused: Set<string>;
  /** Each answer waits this long (two workers then overlap for real). */
  delayMs: number;
  /** The next `count` calls fail with `fault` (default: 429, #130429 rate limit hit). */
  failNext(count: number, fault?: Partial<FakeFault>): void;
  /** A signed status notification for a message the fake accepted, as Meta POSTs it to our webhook. */
  statusWebhook(
    messageId: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
  ): { headers: Record<string, string>; body: string };
  /** A signed notification of a text the person sent us (a "STOP" reply). */
  replyWebhook(from: string, text: string): { headers: Record<string, string>; body: string };
  close(): Promise<void>;
}

const RATE_LIMIT: FakeFault = { status: 429, code: 130429, message: '(#130429) Rate limit hit' };

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const token = `EAAG${randomBytes(24).toString('hex')}`;
  const phoneNumberId = String(100_000_000_000_000 + Math.floor(Math.random() * 1e12));
  const faults: FakeFault[] = [];
  const server = await startFakeHttpServer(async (req, res, raw) => {
    const body = await readJson(raw);
    fake.calls.push({ method: req.method, path: req.url.pathname, authorization: raw.headers.authorization, body });
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    const fault = faults.shift();
    if (fault) return sendJson(res, fault.status, graphError(fault.code, fault.message, 'OAuthException'));
    if (raw.headers.authorization !== `Bearer ${token}`) {
      return sendJson(res, 401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
    }
    if (req.method !== 'POST' || req.url.pathname !== `/${FAKE_WHATSAPP_VERSION}/${phoneNumberId}/messages`) {
      return sendJson(res, 400, graphError(100, `Unsupported ${req.method} request to ${req.url.pathname}`));
    }
    const invalid = checkMessage(body);
    if (invalid) return sendJson(res, 400, graphError(100, '(#100) Invalid parameter', 'OAuthException', invalid));
    const to = String(body?.to);
    if (fake.refused.has(to)) {
      return sendJson(
        res,
        400,
        graphError(131030, '(#131030) Recipient phone number not in allowed list', 'OAuthException'),
      );
    }
    const message = acceptedMessage(body ?? {});
    fake.sent.push(message);
    return sendJson(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: message.id, ...(message.template ? { message_status: 'accepted' } : {}) }],
    });
  });

  const signed = (payload: unknown) => {
    const body = JSON.stringify(payload);
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(body, fake.appSecret) },
    };
  };
  const notification = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });

  const fake: FakeWhatsApp = {
    server,
    apiUrl: `${server.url}/${FAKE_WHATSAPP_VERSION}`,
    token,
    phoneNumberId,
    appSecret: randomBytes(16).toString('hex'),
    verifyToken: randomBytes(8).toString('hex'),
    calls: [],
    sent: [],
    refused: new Set(),
    delayMs: 0,
    failNext(count, fault = {}) {
      for (let i = 0; i < count; i += 1) faults.push({ ...RATE_LIMIT, ...fault });
    },
    statusWebhook(messageId, status) {
      const message = fake.sent.find((m) => m.id === messageId);
      return signed(
        notification({
          statuses: [
            {
              id: messageId,
              status,
              timestamp: String(Math.floor(Date.now() / 1000)),
              recipient_id: message?.to ?? '2348000000000',
              ...(status === 'failed'
                ? {
                    errors: [
                      {
                        code: 131026,
                        title: 'Message undeliverable',
                        message: 'Message undeliverable',
                        error_data: { details: 'Message Undeliverable.' },
                      },
                    ],
                  }
                : {}),
            },
          ],
        }),
      );
    },
    replyWebhook(from, text) {
      return signed(
        notification({
          contacts: [{ profile: { name: 'Test user' }, wa_id: from }],
          messages: [
            {
              from,
              id: `wamid.${randomBytes(12).toString('hex')}`,
              timestamp: String(Math.floor(Date.now() / 1000)),
              type: 'text',
              text: { body: text },
            },
          ],
        }),
      );
    },
    close: () => server.close(),
  };
  return fake;
}

function graphError(code: number, message: string, type = 'OAuthException', details?: string) {
  return {
    error: {
      message,
      type,
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      error_subcode: code === 130429 ? 2494055 : undefined,
      fbtrace_id: `A${randomBytes(10).toString('base64url')}`,
    },
  };
}

/** What the real API refuses with #100: the checks a client is most likely to get wrong. */
function checkMessage(body: Record<string, unknown> | null): string | null {
  if (!body) return 'The request body is not JSON';
  if (body.messaging_product !== 'whatsapp') return 'The parameter messaging_product is required.';
  if (typeof body.to !== 'string' || !/^\+?\d{8,15}$/.test(body.to)) return 'The parameter to is invalid.';
  if (body.type === 'text') {
    const text = body.text as { body?: unknown } | undefined;
    return typeof text?.body === 'string' && text.body.length > 0 && text.body.length <= 4096
      ? null
      : 'The parameter text.body is required.';
  }
  if (body.type === 'template') {
    const t = body.template as { name?: unknown; language?: { code?: unknown } } | undefined;
    if (typeof t?.name !== 'string' || typeof t.language?.code !== 'string') {
      return 'The parameters template.name and template.language.code are required.';
    }
    for (const p of templateParameters(body)) {
      if (p === '' || /[\n\t]| {5,}/.test(p))
        return 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces';
    }
    return null;
  }
  return `Unsupported message type ${String(body.type)}`;
}

function templateParameters(body: Record<string, unknown>): string[] {
  const template = body.template as { components?: { type?: string; parameters?: { text?: unknown }[] }[] };
  const bodyPart = (template.components ?? []).find((c) => c.type === 'body');
  return (bodyPart?.parameters ?? []).map((p) => (typeof p.text === 'string' ? p.text : ''));
}

function acceptedMessage(body: Record<string, unknown>): FakeWhatsAppMessage {
  const template = body.template as { name: string; language: { code: string } } | undefined;
  return {
    id: `wamid.HBgN${randomBytes(18).toString('base64url')}`,
    to: String(body.to),
    type: String(body.type),
    template: template
      ? { name: template.name, language: template.language.code, parameters: templateParameters(body) }
      : null,
    text: body.type === 'text' ? String((body.text as { body: string }).body) : null,
  };
}

export async function readJson(raw: IncomingMessage): Promise<Record<string, unknown> | null> {
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
