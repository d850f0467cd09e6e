import pino from 'pino';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { mailOutbox } from '../mail/mail.schema';
import { NotificationsService, type Notice } from './notifications.service';
import { lastLagosNoon, notificationsHarness, type NotificationsHarness } from './test-helpers';

/**
 * `notify`: the typed send other modules call (invoices due and expired, payouts sent, chat messages): the e-mail
 * written in the template's folder, and WhatsApp and SMS on the channels the person chose.
 */
let h: NotificationsHarness;
let service: NotificationsService;

beforeAll(async () => {
  h = await notificationsHarness();
  const noon = lastLagosNoon();
  service = new NotificationsService({
    repo: h.repo,
    config: h.t.config,
    log: pino({ level: 'silent' }),
    now: () => noon,
    mail: h.t.app.services.mail,
  });
});
afterAll(() => h.close());

const notify = async (notice: Notice) => {
  // Texts go only to confirmed numbers (decision 0040): these tests are about the channels, so theirs is.
  if (notice.phone) await h.confirm(notice.phone);
  return inTransaction(h.t.database.db, undefined, (_handle, tx) => service.notify(tx, notice));
};
const mailsTo = (to: string) => h.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const invoice = {
  name: 'Ada Obi',
  number: 'INV-2026-000123',
  item: 'Mentorship, Standard plan',
  amountKobo: 2_500_000,
  dueAt: '2026-12-01T10:00:00.000Z',
  path: `/payment-invoice/${crypto.randomUUID()}?t=abc`,
};

describe('notify', () => {
  it('queues the e-mail and every chosen text channel of an invoice due', async () => {
    const result = await notify({
      template: 'invoice-due',
      data: invoice,
      email: 'ada@example.com',
      phone: '0803 700 0001',
      channels: ['EMAIL', 'WHATSAPP', 'SMS'],
    });
    expect(result.email).toBe(true);
    expect(result.texts.map((r) => r.channel).sort()).toEqual(['SMS', 'WHATSAPP']);
    expect(result.texts.every((r) => r.recipient === '2348037000001')).toBe(true);
    const [mail] = await mailsTo('ada@example.com');
    expect(mail?.template).toBe('notice');
    expect(mail?.data).toMatchObject({ source: 'invoice-due', heading: 'Your invoice is due soon' });
    expect(h.t.app.services.mail.render(mail ?? never()).text).toContain('₦25,000');
  });

  it('sends only the e-mail when no text channel is chosen, and skips texts to a number no message reaches', async () => {
    const onlyMail = await notify({
      template: 'payout-sent',
      data: {
        name: 'Chinedu',
        amountKobo: 100_000,
        account: 'GTBank ••••1234',
        reference: 'PO-1',
        path: '/mentor-dashboard',
      },
      email: 'chinedu@example.com',
      phone: '0803 700 0002',
      channels: ['EMAIL'],
    });
    expect(onlyMail).toMatchObject({ email: true, texts: [] });
    const landline = await notify({
      template: 'invoice-expired',
      data: { ...invoice, expiredAt: '2026-12-02T10:00:00.000Z' },
      email: 'landline@example.com',
      phone: '01 234 5678',
      channels: ['EMAIL', 'SMS'],
    });
    expect(landline).toMatchObject({ email: true, texts: [] });
    expect(await mailsTo('landline@example.com')).toHaveLength(1);
  });

  it("leaves the chat's e-mail to the chat (its offline mail) and sends the visitor's WhatsApp", async () => {
    const result = await notify({
      template: 'chat-message-visitor',
      data: { fromName: 'Ada Obi', path: `/chat/${crypto.randomUUID()}` },
      email: 'visitor@example.com',
      phone: '0803 700 0003',
      channels: ['WHATSAPP'],
    });
    expect(result.email).toBe(false);
    expect(result.texts.map((r) => r.text)).toEqual([expect.stringMatching(/^Hello, Ada Obi answered your message/)]);
    expect(await mailsTo('visitor@example.com')).toEqual([]);
  });

  it('honours an opt-out', async () => {
    await service.optOut('0803 700 0004', 'SMS');
    const result = await notify({
      template: 'invoice-due',
      data: invoice,
      phone: '0803 700 0004',
      channels: ['SMS', 'WHATSAPP'],
    });
    expect(result.texts.map((r) => r.channel)).toEqual(['WHATSAPP']);
  });
});

function never(): never {
  throw new Error('no mail was queued');
}
