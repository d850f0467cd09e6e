import { describe, expect, it } from 'vitest';
import { normalisePhone, requirePhone } from './phone';
import { inQuietHours, sendTimeFor } from './quiet-hours';
import { readWebhook, replyIntent, signBody, validSignature } from './whatsapp-webhook';

describe('phone numbers', () => {
  it.each([
    ['08031234567', '2348031234567'],
    ['0803 123 4567', '2348031234567'],
    ['0803-123-4567', '2348031234567'],
    ['(0803) 123 4567', '2348031234567'],
    ['+2348031234567', '2348031234567'],
    ['+234 803 123 4567', '2348031234567'],
    ['+234 (0) 803 123 4567', '2348031234567'],
    ['2348031234567', '2348031234567'],
    ['002348031234567', '2348031234567'],
    ['8031234567', '2348031234567'],
    ['07011234567', '2347011234567'],
    ['09161234567', '2349161234567'],
    ['+44 7911 123456', '447911123456'],
    ['+1 (650) 555-1234', '16505551234'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    '',
    'not a number',
    '0803123456',
    '080312345678',
    '05031234567',
    '+234 603 123 4567',
    '447911123456',
    '+12',
  ])('refuses %j', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it('refuses bad input with the field named', () => {
    expect(() => requirePhone('123', 'phone')).toThrow(/0803 123 4567/);
  });
});

describe('quiet hours (21:00–07:00 Lagos)', () => {
  // Lagos is UTC+1 all year.
  const lagos = (iso: string) => new Date(`${iso}+01:00`);

  it('knows when they are', () => {
    expect(inQuietHours(lagos('2026-03-02T20:59:59'))).toBe(false);
    expect(inQuietHours(lagos('2026-03-02T21:00:00'))).toBe(true);
    expect(inQuietHours(lagos('2026-03-03T03:00:00'))).toBe(true);
    expect(inQuietHours(lagos('2026-03-03T06:59:59'))).toBe(true);
    expect(inQuietHours(lagos('2026-03-03T07:00:00'))).toBe(false);
  });

  it('moves an evening message to 07:00 the next morning, and a night one to 07:00 the same morning', () => {
    expect(sendTimeFor(lagos('2026-03-02T22:30:00'))).toEqual(lagos('2026-03-03T07:00:00'));
    expect(sendTimeFor(lagos('2026-03-03T02:00:00'))).toEqual(lagos('2026-03-03T07:00:00'));
    // Across a month's end.
    expect(sendTimeFor(lagos('2026-03-31T23:00:00'))).toEqual(lagos('2026-04-01T07:00:00'));
    expect(sendTimeFor(lagos('2026-03-02T12:00:00'))).toEqual(lagos('2026-03-02T12:00:00'));
  });

  it('lets a message about something within the hour through', () => {
    const at = lagos('2026-03-02T21:30:00');
    expect(sendTimeFor(at, { eventAt: lagos('2026-03-02T22:30:00') })).toEqual(at);
    expect(sendTimeFor(at, { eventAt: lagos('2026-03-02T22:31:00') })).toEqual(lagos('2026-03-03T07:00:00'));
  });

  it('follows another zone when asked, daylight saving included', () => {
    // London in summer is UTC+1: 22:00 BST → 07:00 BST.
    expect(sendTimeFor(new Date('2026-07-01T21:00:00Z'), { timeZone: 'Europe/London' })).toEqual(
      new Date('2026-07-02T06:00:00Z'),
    );
    // The night the clocks go forward (29 March 2026, 01:00 GMT → 02:00 BST): 07:00 BST is 06:00 UTC.
    expect(sendTimeFor(new Date('2026-03-28T23:00:00Z'), { timeZone: 'Europe/London' })).toEqual(
      new Date('2026-03-29T06:00:00Z'),
    );
  });
});

describe("an account's own quiet hours (decision 0044)", () => {
  const lagos = (iso: string) => new Date(`${iso}+01:00`);
  const window = (from: string, to: string) => ({ from: minutesOf(from), to: minutesOf(to) });
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

  it('holds a message until the end of hours over midnight, to the minute', () => {
    const night = window('22:30', '06:15');
    expect(inQuietHours(lagos('2026-03-02T22:29:59'), undefined, night)).toBe(false);
    expect(inQuietHours(lagos('2026-03-02T22:30:00'), undefined, night)).toBe(true);
    expect(sendTimeFor(lagos('2026-03-02T23:00:00'), { window: night })).toEqual(lagos('2026-03-03T06:15:00'));
    expect(sendTimeFor(lagos('2026-03-03T05:00:00'), { window: night })).toEqual(lagos('2026-03-03T06:15:00'));
    // 21:30 is quiet for the product but not for this person: it goes at once.
    const evening = lagos('2026-03-02T21:30:00');
    expect(sendTimeFor(evening, { window: night })).toEqual(evening);
  });

  it('holds a message within hours of the day (a night-shift worker asleep at noon) until they end', () => {
    const day = window('09:00', '15:00');
    expect(sendTimeFor(lagos('2026-03-02T12:00:00'), { window: day })).toEqual(lagos('2026-03-02T15:00:00'));
    const evening = lagos('2026-03-02T22:00:00');
    expect(sendTimeFor(evening, { window: day })).toEqual(evening);
    expect(inQuietHours(lagos('2026-03-02T15:00:00'), undefined, day)).toBe(false);
  });

  it('still lets through what happens within the hour', () => {
    const at = lagos('2026-03-02T12:00:00');
    expect(sendTimeFor(at, { window: window('09:00', '15:00'), eventAt: lagos('2026-03-02T12:45:00') })).toEqual(at);
  });
});

describe('WhatsApp webhook parts', () => {
  it('checks X-Hub-Signature-256 over the raw bytes', () => {
    const raw = Buffer.from('{"object":"whatsapp_business_account"}');
    expect(validSignature(raw, signBody(raw, 'secret'), 'secret')).toBe(true);
    expect(validSignature(raw, signBody(raw, 'other'), 'secret')).toBe(false);
    expect(validSignature(Buffer.from(`${raw.toString()} `), signBody(raw, 'secret'), 'secret')).toBe(false);
    expect(validSignature(raw, undefined, 'secret')).toBe(false);
    expect(validSignature(raw, 'sha256=zz', 'secret')).toBe(false);
  });

  it('reads statuses and replies, ignoring other objects and "sent"', () => {
    const value = {
      statuses: [
        { id: 'wamid.1', status: 'sent', timestamp: '1750857384' },
        { id: 'wamid.1', status: 'read', timestamp: '1750857390' },
        {
          id: 'wamid.2',
          status: 'failed',
          timestamp: '1750857391',
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ],
      messages: [{ from: '2348031234567', type: 'text', text: { body: ' stop ' } }],
    };
    const read = readWebhook({ object: 'whatsapp_business_account', entry: [{ changes: [{ value }] }] });
    expect(read.statuses).toEqual([
      { providerMessageId: 'wamid.1', status: 'read', at: new Date(1750857390_000), error: null },
      {
        providerMessageId: 'wamid.2',
        status: 'failed',
        at: new Date(1750857391_000),
        error: 'WhatsApp: #131026 Message undeliverable',
      },
    ]);
    expect(read.replies).toEqual([{ from: '2348031234567', text: ' stop ' }]);
    expect(replyIntent(' stop ')).toBe('opt-out');
    expect(replyIntent('START')).toBe('opt-in');
    expect(replyIntent('please stop by')).toBeNull();
    expect(readWebhook({ object: 'page', entry: [{ changes: [{ value }] }] }).statuses).toEqual([]);
  });
});
