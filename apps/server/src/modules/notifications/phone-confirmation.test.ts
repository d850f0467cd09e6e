import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { operationLimits } from '../rate-limits/operation-limits';
import { lastPhoneCode } from './phone-confirmation.fixtures';
import {
  PHONE_CODE_DAY_USED,
  PHONE_CODE_EXPIRED,
  PHONE_CODE_TOO_SOON,
  PHONE_CODE_WRONG,
} from './phone-confirmation.service';

/**
 * The code flow that confirms a number (issue 34, decision 0040): a six-digit code, five tries a code, one code text
 * a minute and three a day per number whoever asks, three an hour per number from one client.
 */
let t: TestApp;
let n = 0;
const number = () => `0809 8${String((n += 1)).padStart(6, '0')}`;
const digits = (local: string) => `234${local.replace(/\s/g, '').slice(1)}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REQUEST = `mutation ($phone: String!, $channel: DeliveryChannel) {
  requestPhoneCode(phone: $phone, channel: $channel) { channel }
}`;
const CONFIRM = `mutation ($phone: String!, $code: String!) { confirmPhone(phone: $phone, code: $code) }`;
const request = (phone: string, ip = nextIp(), channel?: string) => t.gql(REQUEST, { phone, channel }, { ip });
const confirm = (phone: string, code: string, ip = nextIp()) =>
  t.gql<{ confirmPhone: string }>(CONFIRM, { phone, code }, { ip });
/** Moves this number's code texts back in time, as if they were sent `minutes` ago. */
const age = (phone: string, minutes: number) =>
  t.database.db.execute(
    sql`update notification_deliveries set created_at = created_at - make_interval(mins => ${minutes})
        where recipient = ${digits(phone)} and template = 'phone-code'`,
  );
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('requestPhoneCode and confirmPhone', () => {
  it('takes five tries a code: wrong ones say so, then even the right code is refused until a new one', async () => {
    const phone = number();
    expect((await request(phone)).errors).toBeUndefined();
    const code = await lastPhoneCode(t, phone);
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await confirm(phone, wrongFor(code))).errors?.[0]?.message);
    expect(answers).toEqual([
      PHONE_CODE_WRONG,
      PHONE_CODE_WRONG,
      PHONE_CODE_WRONG,
      PHONE_CODE_WRONG,
      PHONE_CODE_EXPIRED,
    ]);
    expect((await confirm(phone, code)).errors?.[0]?.message).toBe(PHONE_CODE_EXPIRED);

    await age(phone, 2);
    expect((await request(phone)).errors).toBeUndefined();
    const fresh = await lastPhoneCode(t, phone);
    // Typed with a space in the middle, as people copy it.
    const res = await confirm(phone, `${fresh.slice(0, 3)} ${fresh.slice(3)}`);
    expect(res.errors).toBeUndefined();
    expect(res.data?.confirmPhone).toBe(`+${digits(phone)}`);
  });

  it('texts one code a minute and three a day to a number, whoever asks', async () => {
    const phone = number();
    expect((await request(phone)).errors).toBeUndefined();
    const soon = await request(phone);
    expect(soon.errors?.[0]).toMatchObject({ message: PHONE_CODE_TOO_SOON, extensions: { code: 'RATE_LIMITED' } });
    for (let i = 0; i < 2; i += 1) {
      await age(phone, 2);
      expect((await request(phone)).errors).toBeUndefined();
    }
    await age(phone, 2);
    expect((await request(phone)).errors?.[0]?.message).toBe(PHONE_CODE_DAY_USED);
    const sent = (await t.app.services.notifications.list({ to: phone, limit: 50 })).items;
    expect(sent.filter((d) => d.template === 'phone-code')).toHaveLength(3);
    // A day later the number may have codes again.
    await age(phone, 24 * 60);
    expect((await request(phone)).errors).toBeUndefined();
  });

  it('sends by SMS when WhatsApp is off (WhatsApp first: confirmed-texts.test.ts); never tells of an opt-out', async () => {
    const phone = number();
    await t.app.services.notifications.optOut(phone, 'SMS');
    const res = await request(phone);
    // The same answer as for anyone: telling whether a number opted out would tell anyone who types it.
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ requestPhoneCode: { channel: 'SMS' } });
    expect((await t.app.services.notifications.list({ to: phone, limit: 5 })).items).toEqual([]);
    const other = number();
    expect((await request(other, nextIp(), 'WHATSAPP')).data).toEqual({ requestPhoneCode: { channel: 'WHATSAPP' } });
    const [held] = (await t.app.services.notifications.list({ to: other, limit: 5 })).items;
    expect(held).toMatchObject({ channel: 'WHATSAPP', template: 'phone-code', status: 'held' });
  });

  it('refuses a number no text can reach and a code that is not six digits, on their fields', async () => {
    const landline = await request('01 234 5678');
    expect(landline.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(landline.errors?.[0]?.extensions?.fields ?? {})).toEqual(['phone']);
    const short = await confirm(number(), '123');
    expect(short.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(short.errors?.[0]?.extensions?.fields ?? {})).toEqual(['code']);
  });

  it('limits codes per number from one client, and guesses per client across numbers', async () => {
    const phone = number();
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) {
      await age(phone, 2);
      expect((await request(phone, ip)).errors).toBeUndefined();
    }
    await age(phone, 2);
    // The client's budget for this number is counted before the number's own (both are used up here).
    expect((await request(phone, ip)).errors?.[0]?.message).toMatch(/^Too many attempts from your connection/);

    const guesser = nextIp();
    const { max } = operationLimits.confirmPhone;
    for (let i = 0; i < max; i += 1) {
      expect((await confirm(number(), '123456', guesser)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await confirm(number(), '123456', guesser)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
