import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authPost, latestCode, mentorSession } from '../accounts/test-helpers';
import { MailRepo } from './mail.repo';
import { createSmtpTransport, MailWorker, type MailWorkerOptions } from './mail.worker';
import { createTestSmtp, freePort, waitFor, type TestSmtp } from './test-smtp';

const log = pino({ level: 'silent' }) as FastifyBaseLogger;
let t: TestApp;
let smtp: TestSmtp;
const workers: MailWorker[] = [];

beforeAll(async () => {
  const port = await freePort();
  smtp = createTestSmtp(port);
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Eazy2con <no-reply@eazy2con.test>' },
  });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await smtp.stop();
  smtp.received.length = 0;
});
afterAll(() => t.close());

function startWorker(options: Partial<MailWorkerOptions> = {}): MailWorker {
  const worker = new MailWorker(
    new MailRepo(t.database.db),
    t.app.services.mail,
    createSmtpTransport(t.config.SMTP_URL ?? ''),
    log,
    { from: t.config.MAIL_FROM, pollMs: 20, baseDelayMs: 20, maxDelayMs: 100, ...options },
  );
  workers.push(worker);
  worker.start();
  return worker;
}

const statusOf = async (id: string) => (await t.app.services.mail.get(id))?.status;

describe('mail delivery over SMTP', () => {
  it('delivers the sign-up code mail promptly, with code, sender and both bodies', async () => {
    await smtp.start();
    startWorker({ pollMs: 60_000 }); // only the kick after queueing can make it prompt
    const email = `smtp-${Date.now()}@example.com`;
    await authPost(t, '/sign-up/email', { email, password: 'secret-pass', confirmPassword: 'secret-pass' });
    await waitFor(() => smtp.received.length === 1, 5000, 'the code mail');
    const code = await latestCode(t, email);
    const mail = smtp.received[0];
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    expect(mail?.from?.text).toContain('no-reply@eazy2con.test');
    expect(mail?.subject).not.toContain(code);
    expect(mail?.text).toContain(code);
    expect(mail?.html || '').toContain(code);
    await waitFor(
      async () => (await t.app.services.mail.list({ to: email })).items[0]?.status === 'sent',
      5000,
      'marked sent',
    );
    const page = await t.app.services.mail.list({ to: email });
    expect(page.items[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(page.items[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('escapes data in the HTML part as delivered', async () => {
    await smtp.start();
    startWorker();
    await t.app.services.mail.send({
      to: 'reader@example.com',
      template: 'admin-custom',
      data: { subject: 'Hi', message: '<img src=x onerror=alert(1)>' },
    });
    await waitFor(() => smtp.received.length === 1, 5000, 'the mail');
    expect(smtp.received[0]?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(smtp.received[0]?.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('delivers attachments with their names, types and bytes, text and binary', async () => {
    await smtp.start();
    startWorker();
    const invite = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const binary = Buffer.from([0, 1, 2, 250, 255]);
    await t.app.services.mail.send({
      to: 'files@example.com',
      template: 'admin-custom',
      data: { subject: 'with files', message: 'x' },
      attachments: [
        { filename: 'call.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: invite },
        {
          filename: 'bytes.bin',
          contentType: 'application/octet-stream',
          content: binary.toString('base64'),
          encoding: 'base64',
        },
      ],
    });
    await waitFor(() => smtp.received.length === 1, 5000, 'the mail');
    const [ics, bin] = smtp.received[0]?.attachments ?? [];
    expect(ics?.filename).toBe('call.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content.toString('utf8')).toBe(invite);
    expect(bin?.filename).toBe('bytes.bin');
    expect(bin?.content.equals(binary)).toBe(true);
    expect(smtp.received[0]?.text).toContain('x');
  });

  it('refuses to queue an attachment with a path for a name or over the size limit', async () => {
    const send = (attachment: { filename: string; content: string }) =>
      t.app.services.mail.send({
        to: 'files@example.com',
        template: 'admin-custom',
        data: { subject: 'bad file', message: 'x' },
        attachments: [{ contentType: 'text/plain', ...attachment }],
      });
    await expect(send({ filename: '../etc/passwd', content: 'x' })).rejects.toThrow(/plain file name/);
    await expect(send({ filename: 'big.txt', content: 'x'.repeat(256 * 1024 + 1) })).rejects.toThrow(/at most/);
    expect(
      (await t.app.services.mail.list({ to: 'files@example.com' })).items.filter((m) => m.data.subject === 'bad file'),
    ).toHaveLength(0);
  });

  it('loses no mail while SMTP is down, and delivers each exactly once when it is back (two workers)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const row = await t.app.services.mail.send({
        to: `outage${i}@example.com`,
        template: 'admin-custom',
        data: { subject: `outage-${i}`, message: 'x' },
      });
      ids.push(row.id);
    }
    startWorker({ maxAttempts: 100 });
    startWorker({ maxAttempts: 100 });
    await waitFor(
      async () => {
        const rows = await Promise.all(ids.map((id) => t.app.services.mail.get(id)));
        return rows.every((r) => r && r.attempts >= 2 && r.lastError);
      },
      10_000,
      'failed attempts',
    );
    expect(smtp.received).toHaveLength(0);
    for (const id of ids) expect(await statusOf(id)).not.toBe('failed');

    await smtp.start();
    await waitFor(async () => (await Promise.all(ids.map(statusOf))).every((s) => s === 'sent'), 15_000, 'all sent');
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(ids.map((_, i) => `outage-${i}`).sort());
  });

  it('marks a mail failed after the last attempt, shows it to admins, and sends it again on request', async () => {
    const admin = await mentorSession(t, `mail-admin-${Date.now()}@example.com`, { admin: true });
    const row = await t.app.services.mail.send({
      to: 'down@example.com',
      template: 'admin-custom',
      data: { subject: 'never', message: 'x' },
    });
    startWorker({ maxAttempts: 3 });
    await waitFor(async () => (await statusOf(row.id)) === 'failed', 10_000, 'failed');
    const q = '{ mailOutbox(status: FAILED) { items { id to status attempts lastError subject } } }';
    const res = await t.gql<{
      mailOutbox: { items: { id: string; attempts: number; lastError: string; subject: string }[] };
    }>(q, {}, { cookie: admin.cookie });
    const failed = res.data?.mailOutbox.items.find((m) => m.id === row.id);
    expect(failed).toMatchObject({ attempts: 3, subject: 'never' });
    expect(failed?.lastError).toBeTruthy();

    await smtp.start();
    const retry = await t.gql<{ retryMail: { status: string } }>(
      `mutation { retryMail(id: "${row.id}") { status } }`,
      {},
      { cookie: admin.cookie },
    );
    expect(retry.data?.retryMail.status).toBe('PENDING');
    await waitFor(async () => (await statusOf(row.id)) === 'sent', 5000, 'sent after retry');
    expect(smtp.received.map((m) => m.subject)).toEqual(['never']);
  });

  it('fails a mail at once when the server refuses it permanently (5xx)', async () => {
    await smtp.start();
    startWorker();
    const row = await t.app.services.mail.send({
      to: 'bounce@example.com',
      template: 'admin-custom',
      data: { subject: 'bounce', message: 'x' },
    });
    await waitFor(async () => (await statusOf(row.id)) === 'failed', 5000, 'failed');
    const mail = await t.app.services.mail.get(row.id);
    expect(mail?.attempts).toBe(1);
    expect(mail?.lastError).toMatch(/550|unavailable/i);
  });

  it('picks up a mail whose worker died while sending (lease expired)', async () => {
    const row = await t.app.services.mail.send({
      to: 'lease@example.com',
      template: 'admin-custom',
      data: { subject: 'lease', message: 'x' },
    });
    const claimed = await new MailRepo(t.database.db).claimDue(10, 1); // a worker claims for 1 ms, then "dies"
    expect(claimed.map((c) => c.id)).toContain(row.id);
    await smtp.start();
    startWorker();
    await waitFor(async () => (await statusOf(row.id)) === 'sent', 5000, 'sent');
    expect(smtp.received.filter((m) => m.subject === 'lease')).toHaveLength(1);
  });

  it('has no /dev/mailbox when SMTP_URL is set', async () => {
    const res = await t.app.http.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(404);
    expect((await t.app.http.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});
