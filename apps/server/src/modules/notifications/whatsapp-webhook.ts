import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderStatus } from './notifications.repo';

/**
 * Meta's webhook for the WhatsApp Business Account (field `messages`), the parts this module reads: delivery
 * statuses of what we sent (`entry[].changes[].value.statuses[]`: id = the wamid we stored, status sent |
 * delivered | read | failed, timestamp in Unix seconds, errors[] on failure) and people's replies
 * (`value.messages[]`, from = their number in E.164 digits), where "STOP" opts the number out. See PROVIDERS.md.
 */
export interface StatusUpdate {
  providerMessageId: string;
  status: ProviderStatus;
  at: Date;
  error: string | null;
}

export interface InboundText {
  from: string;
  text: string;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** X-Hub-Signature-256 is 'sha256=' and the hex HMAC-SHA256 of the raw body under the app secret. */
export function validSignature(raw: Buffer, header: string | string[] | undefined, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signBody(raw: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

const isProviderStatus = (value: unknown): value is ProviderStatus =>
  value === 'delivered' || value === 'read' || value === 'failed';

/** The statuses and text replies in one notification (it may batch several entries and changes). */
export function readWebhook(body: unknown): { statuses: StatusUpdate[]; replies: InboundText[] } {
  const statuses: StatusUpdate[] = [];
  const replies: InboundText[] = [];
  const root = record(body);
  if (root.object !== 'whatsapp_business_account') return { statuses, replies };
  for (const entry of list(root.entry)) {
    for (const change of list(record(entry).changes)) {
      const value = record(record(change).value);
      for (const raw of list(value.statuses)) {
        const s = record(raw);
        // 'sent' only repeats what the send's answer told us.
        if (typeof s.id !== 'string' || !isProviderStatus(s.status)) continue;
        const seconds = Number(s.timestamp);
        const firstError = record(list(s.errors)[0]);
        const details = record(firstError.error_data).details;
        const error =
          s.status === 'failed'
            ? [
                typeof firstError.code === 'number' ? `#${firstError.code}` : null,
                typeof firstError.title === 'string' ? firstError.title : null,
                typeof details === 'string' ? details : null,
              ]
                .filter(Boolean)
                .join(' ') || null
            : null;
        statuses.push({
          providerMessageId: s.id,
          status: s.status,
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
          error: error ? `WhatsApp: ${error}`.slice(0, 1000) : null,
        });
      }
      for (const raw of list(value.messages)) {
        const m = record(raw);
        const text = record(m.text).body;
        if (typeof m.from === 'string' && m.type === 'text' && typeof text === 'string') {
          replies.push({ from: m.from, text });
        }
      }
    }
  }
  return { statuses, replies };
}

/** What a reply asks for: the usual keywords, alone in the message, any case. */
export function replyIntent(text: string): 'opt-out' | 'opt-in' | null {
  const word = text.trim().toUpperCase();
  if (['STOP', 'UNSUBSCRIBE', 'STOP ALL', 'OPT OUT'].includes(word)) return 'opt-out';
  if (['START', 'SUBSCRIBE', 'UNSTOP'].includes(word)) return 'opt-in';
  return null;
}
