import { describe, expect, it } from 'vitest';
import { notificationTemplates, renderNotification, type NotificationTemplateName } from './notification-templates';
import { fitSms, gsmLength, SMS_LIMIT, toGsm } from './sms-text';

const ctx = { siteName: 'Eazy2con', publicUrl: 'https://www.eazy2con.com' };
const longName = 'Oluwadamilola Adebisi-Okonkwo Chukwuemeka';
const longWhen = 'Wednesday 30 September, 10:00 WAT · 09:00 GMT';
// A signed join link (Jitsi with a JWT) is hundreds of characters long.
const signedJoin = `https://meet.example.com/eazy2con-${'a'.repeat(32)}?jwt=${'x'.repeat(400)}`;

/** Every template with ordinary data and with data as long as the forms allow. */
const cases: { template: NotificationTemplateName; data: Record<string, unknown> }[] = [];
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
  );
}

describe('SMS texts', () => {
  it.each(cases)('$template fits one GSM-7 message ($data.name)', ({ template, data }) => {
    const { text } = renderNotification('SMS', template, data, ctx);
    const length = gsmLength(text);
    expect(length, text).not.toBeNull();
    expect(length).toBeLessThanOrEqual(SMS_LIMIT);
    expect(text).toMatch(/ https:\/\/\S+/); // a link to act on, not cut short
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

  it('refuses data that does not match the template', () => {
    expect(() => renderNotification('SMS', 'session-booked', { name: 'x' }, ctx)).toThrow(/no longer matches/);
    expect(() => renderNotification('SMS', 'nope', {}, ctx)).toThrow(/unknown/);
  });
});
