import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StatusUpdate } from './whatsapp-webhook';

/**
 * Termii's delivery reports (developer.termii.com/events-and-reports, "Outbound Message (Delivery Report)"): set the
 * webhook URL in Termii's console. Each report is one JSON POST: { type: "outbound", message_id, receiver, sender,
 * message, sent_at: "2020-12-16 11:34:36", cost, status, channel }, where status is "Delivered" (also written
 * "DELIVERED | Message delivered to handset"), "DND Active on Phone Number", "Message Failed" or "Message Sent" (the
 * first state, which the send's answer already told us). Signed with X-Termii-Signature: the HMAC-SHA512 of the body
 * under the account's secret key (hex is assumed: the docs do not say). See PROVIDERS.md.
 */
export const TERMII_WEBHOOK_PATH = '/api/notifications/termii';

export function validTermiiSignature(raw: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]+$/i.test(header.trim())) return false;
  const given = Buffer.from(header.trim(), 'hex');
  const expected = createHmac('sha512', secret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signTermiiBody(raw: string | Buffer, secret: string): string {
  return createHmac('sha512', secret).update(raw).digest('hex');
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** "2020-12-16 11:34:36": Termii's console runs on Lagos time (UTC+1, assumed); a time it does not give is now. */
function reportTime(value: unknown): Date {
  if (typeof value !== 'string') return new Date();
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  const at = match ? new Date(`${match[1]}T${match[2]}+01:00`) : new Date(value);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/** The status update in one report, or null when it says nothing new (Message Sent, another event type). */
export function readTermiiReport(body: unknown): StatusUpdate | null {
  const report = record(body);
  const id = report.message_id;
  const providerMessageId = typeof id === 'string' ? id : typeof id === 'number' ? String(id) : null;
  if (!providerMessageId || (report.type !== undefined && report.type !== 'outbound')) return null;
  const status = typeof report.status === 'string' ? report.status.trim() : '';
  const lower = status.toLowerCase();
  const at = reportTime(report.sent_at);
  if (lower.startsWith('delivered')) return { providerMessageId, status: 'delivered', at, error: null };
  // The DND route should reach numbers on Do-Not-Disturb; a report saying otherwise means it did not.
  if (lower.startsWith('dnd active') || /failed|rejected|expired|undeliver/.test(lower)) {
    return { providerMessageId, status: 'failed', at, error: `Termii: ${status}`.slice(0, 1000) };
  }
  return null;
}
