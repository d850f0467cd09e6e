import { describe, expect, it } from 'vitest';
import { isTemplateName } from '../../mail/templates/registry';
import { OptOutLinks } from '../opt-out-links';
import { fitSms, gsmLength, SMS_LIMIT, toGsm } from '../sms-text';
import { notificationTemplates, renderEmailParts, renderNotification, type NotificationTemplateName } from './index';

const ctx = { siteName: 'Eazy2con', publicUrl: 'https://www.eazy2con.com' };
const longName = 'Oluwadamilola Adebisi-Okonkwo Chukwuemeka';
const longWhen = 'Wednesday 30 September, 10:00 WAT · 09:00 GMT';
// A signed join link (Jitsi with a JWT) is hundreds of characters long.
const signedJoin = `https://meet.example.com/eazy2con-${'a'.repeat(32)}?jwt=${'x'.repeat(400)}`;

/** Every template with ordinary data and with data as long as the forms allow. */
const cases: { template: NotificationTemplateName; data: Record<string, unknown>; noLink?: true }[] = [];
for (const size of ['short', 'long'] as const) {
  const person = {
    name: size === 'short' ? 'Ada Obi' : longName,
    otherName: size === 'short' ? 'Chinedu Okafor' : longName,
    when: size === 'short' ? 'Tuesday 1 December, 10:00 WAT' : longWhen,
    path: size === 'short' ? '/my-sessions' : `/my-sessions?booking=${crypto.randomUUID()}&t=${'k'.repeat(43)}`,
  };
  cases.push(
    { template: 'session-booked', data: person },
    { template: 'session-moved', data: { ...person, previous: 'Monday 30 November, 10:00 WAT' } },
    { template: 'session-cancelled', data: person },
    { template: 'session-reminder', data: { ...person, kind: 'DAY_BEFORE' } },
    {
      template: 'session-reminder',
      data: {
        ...person,
        kind: 'HOUR_BEFORE',
        joinUrl: size === 'short' ? 'https://meet.jit.si/eazy2con-1' : signedJoin,
      },
    },
    {
      template: 'booking-confirmed',
      data: {
        name: person.name,
        what: size === 'short' ? 'Mentorship, Standard plan' : `Mentorship, Premium plan with ${longName}`,
        reference: size === 'short' ? 'E2C-0042' : 'E2C-2026-000000042-ABCDEFGH',
        path: person.path,
      },
    },
    ...moreCases(size, person),
  );
}

/** The confirmations, event reminders, chat and money messages, short and long. */
function moreCases(size: 'short' | 'long', person: { name: string; when: string }): typeof cases {
  const short = size === 'short';
  const id = crypto.randomUUID();
  const invoice = {
    name: person.name,
    number: short ? 'INV-2026-000123' : 'INV-2026-000000000123-ABCDEFGHIJ',
    item: short ? 'Mentorship, Standard plan' : `Mentorship, Premium plan with ${longName}`,
    amountKobo: short ? 2_500_000 : 99_999_999_900,
    path: `/payment-invoice/${id}?t=${short ? 'abc' : 'k'.repeat(43)}`,
  };
  const membership = {
    name: person.name,
    with: short ? 'Chinedu Okafor' : longName,
    amountKobo: short ? 4_900_000 : 99_999_999_900,
    path: `/my-sessions?booking=${id}&t=${short ? 'abc' : 'k'.repeat(43)}`,
  };
  const webinar = {
    name: person.name,
    title: short ? 'Getting into tech' : `How to start a career in technology in 2027: ${longName}`,
    when: person.when,
    joinUrl: short ? 'https://zoom.us/j/123456789' : `https://us02web.zoom.us/j/81234567890?pwd=${'p'.repeat(60)}`,
    path: '/webinar',
  };
  const camp = { name: person.name, child: short ? 'Tolu' : longName, when: person.when, path: '/weekend-camp' };
  const advisory = { name: person.name, when: person.when, phone: short ? '0803 123 4567' : '+234 (0) 803 123 4567' };
  const renewsAt = '2026-12-29T00:00:00+01:00';
  return [
    {
      template: 'membership-renewal-reminder',
      data: { ...membership, renewsAt, method: short ? 'bank transfer' : 'your card ending 4242', carried: 2 },
    },
    {
      template: 'membership-payment-needed',
      data: {
        ...membership,
        why: short ? 'TRANSFER' : 'AUTHORISE',
        graceUntil: renewsAt,
        payUrl: short
          ? 'https://www.eazy2con.com/payment-invoice/x'
          : `https://checkout.example.com/${'a'.repeat(200)}`,
      },
    },
    {
      template: 'membership-ended',
      data: { name: membership.name, with: membership.with, forMentor: !short, path: membership.path },
    },
    {
      template: 'camp-registered',
      data: { ...camp, classes: 'Saturday, 10am – 12pm and Sunday, 4pm – 6pm' },
    },
    { template: 'advisory-booked', data: { ...advisory, minutes: 20 }, noLink: true },
    { template: 'webinar-registered', data: webinar },
    { template: 'webinar-registered', data: { name: person.name, path: '/webinar' } },
    { template: 'advisory-reminder', data: { ...advisory, kind: 'DAY_BEFORE' }, noLink: true },
    { template: 'advisory-reminder', data: { ...advisory, kind: 'HOUR_BEFORE' }, noLink: true },
    { template: 'webinar-reminder', data: { ...webinar, kind: 'DAY_BEFORE' } },
    { template: 'webinar-reminder', data: { ...webinar, kind: 'HOUR_BEFORE', joinUrl: null } },
    { template: 'camp-class-reminder', data: { ...camp, kind: 'DAY_BEFORE' } },
    { template: 'camp-class-reminder', data: { ...camp, kind: 'HOUR_BEFORE' } },
    { template: 'chat-message-visitor', data: { fromName: person.name, path: `/chat/${id}` } },
    {
      template: 'chat-message-mentor',
      data: { name: person.name, fromName: short ? 'Visitor' : longName, path: `/mentor-dashboard/chat/${id}` },
    },
    { template: 'invoice-due', data: { ...invoice, dueAt: '2026-12-01T10:00:00.000Z' } },
    { template: 'invoice-expired', data: { ...invoice, expiredAt: '2026-12-01T10:00:00+01:00' } },
    { template: 'phone-code', data: { code: '042917', minutes: short ? 10 : 60 }, noLink: true },
    { template: 'consent-code', data: { code: '042917', minutes: short ? 10 : 60 }, noLink: true },
    {
      template: 'payout-sent',
      data: {
        name: person.name,
        amountKobo: invoice.amountKobo,
        account: short ? 'GTBank ••••1234' : 'First City Monument Bank ••••1234',
        reference: short ? 'PO-42' : 'PAYOUT-2026-000000000042-ABCDEFGHIJKLMNOP',
        path: '/mentor-dashboard/earnings',
      },
    },
  ];
}

describe('SMS texts', () => {
  it.each(cases)('$template fits one GSM-7 message ($data.name)', ({ template, data, noLink }) => {
    const { text } = renderNotification('SMS', template, data, ctx);
    const length = gsmLength(text);
    expect(length, text).not.toBeNull();
    expect(length).toBeLessThanOrEqual(SMS_LIMIT);
    // A link to act on, not cut short (an advisory call has nothing to open: the advisor calls).
    if (!noLink) expect(text).toMatch(/ https:\/\/\S+/);
    expect(text.endsWith('...')).toBe(false);
  });

  it('keeps the join link of the hour-before reminder when it fits, and the site link when it does not', () => {
    const short = renderNotification(
      'SMS',
      'session-reminder',
      { ...cases[4]?.data, kind: 'HOUR_BEFORE', joinUrl: 'https://meet.jit.si/eazy2con-1' },
      ctx,
    );
    expect(short.text).toContain('https://meet.jit.si/eazy2con-1');
    const long = renderNotification('SMS', 'session-reminder', { ...cases[4]?.data, joinUrl: signedJoin }, ctx);
    expect(long.text).toBe('Your session starts in 1 hour. Join from https://www.eazy2con.com/my-sessions');
  });

  it('brings names into GSM-7 (a Yoruba name, curly quotes, the naira sign) instead of switching to UCS-2', () => {
    expect(toGsm('Ọláolúwa’s ₦5,000 — “ok”…')).toBe('Olaoluwa\'s N5,000 - "ok"...');
    expect(gsmLength('Ọlá')).toBeNull();
    expect(gsmLength(toGsm('Ọlá'))).toBe(3);
    expect(gsmLength('a€[')).toBe(5); // the extension table counts twice
    const { text } = renderNotification('SMS', 'session-booked', { ...cases[0]?.data, name: 'Ọláolúwa Ògúnlẹ́yẹ' }, ctx);
    expect(text.startsWith('Hello Olaoluwa,')).toBe(true);
    expect(gsmLength(text)).not.toBeNull();
  });

  it.each(cases)('$template fits one message with its one-tap opt-out link too ($data.name)', (c) => {
    // The longest number E.164 allows, so the short link is as long as it gets.
    const optOut = new OptOutLinks(ctx.publicUrl, 'secret').shortUrl('234803123456789', 'SMS') ?? '';
    expect(optOut).toMatch(/^https:\/\/www\.eazy2con\.com\/o\/S[0-9A-Za-z]+[\w-]{8}$/);
    const { text } = renderNotification('SMS', c.template, c.data, ctx, optOut);
    expect(gsmLength(text), text).toBeLessThanOrEqual(SMS_LIMIT);
    expect(text.endsWith(` Opt out: ${optOut}`)).toBe(true);
    // Whole words, never a text (or a link) cut short; the shortest forms may send the person to the e-mail instead.
    expect(text).not.toContain('...');
  });

  it('cuts the last variant only when nothing fits', () => {
    const cut = fitSms(['x'.repeat(500)]);
    expect(gsmLength(cut)).toBe(SMS_LIMIT);
    expect(cut.endsWith('...')).toBe(true);
  });
});

describe('WhatsApp templates', () => {
  it.each(cases)('$template fills its approved body ($data.name)', ({ template, data }) => {
    const { text, whatsapp } = renderNotification('WHATSAPP', template, data, ctx);
    expect(whatsapp?.name).toMatch(/^[a-z0-9_]+$/); // Meta: lowercase letters, digits and underscores
    expect(whatsapp?.language).toBe('en');
    for (const p of whatsapp?.parameters ?? []) {
      expect(p.length).toBeGreaterThan(0);
      expect(p).not.toMatch(/[\n\t]| {5,}/);
      expect(text).toContain(p);
    }
    expect(text).not.toMatch(/\{\{\d+\}\}/);
    // With the opt-out link: the last parameter, in the closing sentence of the approved body.
    const optOut = new OptOutLinks(ctx.publicUrl, 'secret').url('2348031234567', 'WHATSAPP') ?? '';
    const withLink = renderNotification('WHATSAPP', template, data, ctx, optOut);
    expect(withLink.whatsapp?.parameters.at(-1)).toBe(optOut);
    expect(withLink.text.endsWith(`open ${optOut} and tap the button.`)).toBe(true);
  });

  it('has bodies Meta accepts: numbered placeholders in order, none at the start or end, within 1024', () => {
    for (const [name, t] of Object.entries(notificationTemplates)) {
      const data = cases.find((c) => c.template === name)?.data;
      for (const kind of ['DAY_BEFORE', 'HOUR_BEFORE']) {
        const parsed = t.schema.parse({ ...data, kind });
        const parts = (t.whatsapp as (d: unknown, c: typeof ctx) => { body: string; parameters: string[] })(
          parsed,
          ctx,
        );
        const numbers = [...parts.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
        expect(numbers).toEqual(parts.parameters.map((_, i) => i + 1));
        expect(parts.body).not.toMatch(/^\{\{|\}\}$/);
        expect(parts.body).not.toMatch(/\n/);
        expect(parts.body.length).toBeLessThanOrEqual(1024);
      }
    }
  });

  it('turns a line break typed into a name into a space', () => {
    const { whatsapp } = renderNotification(
      'WHATSAPP',
      'session-booked',
      { ...cases[0]?.data, otherName: 'Ada\n\tObi' },
      ctx,
    );
    expect(whatsapp?.parameters[1]).toBe('Ada Obi');
  });

  it('covers every template in these cases', () => {
    expect(new Set(cases.map((c) => c.template))).toEqual(new Set(Object.keys(notificationTemplates)));
  });

  it('refuses data that does not match the template', () => {
    expect(() => renderNotification('SMS', 'session-booked', { name: 'x' }, ctx)).toThrow(/no longer matches/);
    expect(() => renderNotification('SMS', 'nope', {}, ctx)).toThrow(/unknown/);
  });
});

describe('e-mails', () => {
  it('has an e-mail for every template: written here, or the mail template that carries it', () => {
    for (const [name, t] of Object.entries(notificationTemplates)) {
      if ('mailTemplate' in t.email) {
        expect(isTemplateName(t.email.mailTemplate), name).toBe(true);
        continue;
      }
      for (const c of cases.filter((x) => x.template === name)) {
        const parts = renderEmailParts(name, c.data, ctx);
        expect(parts?.subject.length, name).toBeGreaterThan(0);
        expect(parts?.subject).not.toMatch(/\n|undefined|null/);
        expect(parts?.text).not.toMatch(/undefined|null/);
      }
    }
  });

  it('writes the amounts and days of money messages in naira and Lagos time', () => {
    const invoice = cases.find((c) => c.template === 'invoice-due');
    const parts = renderEmailParts('invoice-due', invoice?.data, ctx);
    expect(parts?.text).toContain('₦25,000');
    expect(parts?.subject).toContain('Tuesday 1 December');
    expect(parts?.action?.url).toMatch(/^https:\/\/www\.eazy2con\.com\/payment-invoice\//);
    // In SMS the naira sign becomes N, so the message stays in GSM-7.
    expect(renderNotification('SMS', 'invoice-due', invoice?.data, ctx).text).toContain('N25,000');
  });
});
