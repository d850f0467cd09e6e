import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { app } from './app';

/** A message the app delivered to the SMTP sink (support/smtp-sink.ts). */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a calendar invite), text content decoded as UTF-8. */
  attachments: { filename: string; contentType: string; content: string }[];
  /** When the sink received it (ms since the epoch). */
  receivedAt: number;
}

export interface MailQuery {
  subjectIncludes?: string;
  /** Only mail received at or after this time (ms since the epoch), e.g. taken just before the action that sends it. */
  after?: number;
  timeoutMs?: number;
}

// Parsed once per file: the folder only grows during a run.
const parsed = new Map<string, ReceivedMail>();

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((a) => (a.address ?? '').toLowerCase()),
  );

async function read(dir: string, file: string): Promise<ReceivedMail> {
  const known = parsed.get(file);
  if (known) return known;
  const mail = await simpleParser(readFileSync(path.join(dir, file)));
  const received: ReceivedMail = {
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      content: a.content.toString('utf8'),
    })),
    receivedAt: Number(file.split('-')[0]),
  };
  parsed.set(file, received);
  return received;
}

/** Every message received so far, oldest first. */
export async function allMail(): Promise<ReceivedMail[]> {
  const dir = app.mailDir;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => read(dir, f)));
}

/**
 * Waits until a message to `to` (matching the query) has arrived and returns the newest such message (the newest
 * code is the valid one when several were sent).
 */
export async function waitForMail(to: string, query: MailQuery = {}): Promise<ReceivedMail> {
  const { subjectIncludes, after = 0, timeoutMs = 20_000 } = query;
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = (await allMail()).filter(
      (m) =>
        m.to.includes(address) &&
        m.receivedAt >= after &&
        (subjectIncludes === undefined || m.subject.includes(subjectIncludes)),
    );
    const newest = matches.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(`no mail to ${to}${subjectIncludes ? ` with '${subjectIncludes}'` : ''} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit code of a confirmation or reset mail. */
export function readCode(mail: Pick<ReceivedMail, 'text'>): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail:\n${mail.text}`);
  return code;
}

/** The first link in a mail's text that starts with `prefix` (e.g. the booking confirmation link). */
export function readLink(mail: Pick<ReceivedMail, 'text'>, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in the mail:\n${mail.text}`);
  return link;
}
