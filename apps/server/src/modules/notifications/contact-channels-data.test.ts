import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import {
  DELETE_ACCOUNT,
  download,
  mailData,
  mailedLink,
  REQUEST_CODE,
  REQUEST_MY_DATA,
  unpack,
} from '../data-rights/test-helpers';
import { freshPhone, proveNumber, setChannels } from './contact-channels.fixtures';
import { accountContactChannels, accountPhoneProofs } from './contact-channels.schema';
import { confirmedPhones, notificationDeliveries, notificationOptOuts } from './notifications.schema';

/** An account's contact channels in "Download my data" and "Delete my account" (decisions 0043, 0044). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const night = { from: '22:30', to: '06:00' };

describe("an account's contact channels and the person's data", () => {
  const email = 'channels-data@example.com';
  const phone = freshPhone();
  let cookie: string;
  beforeAll(async () => {
    cookie = await signUpConfirmed(t, email);
    await proveNumber(t, phone.typed, phone.digits, cookie);
    const saved = await setChannels(t, cookie, { phone: phone.typed, whatsapp: false, sms: true, quietHours: night });
    expect(saved.errors).toBeUndefined();
    await t.app.services.notifications.optOut(phone.digits, 'WHATSAPP');
  });

  it('are in the archive: the channels, the proved number, and the texts sent to it', async () => {
    const asked = await t.gql(REQUEST_MY_DATA, {}, { cookie, ip: nextIp() });
    expect(asked.errors).toBeUndefined();
    await t.app.services.dataExports.run();
    const res = await download(t, await mailedLink(t, email), cookie);
    const { json, files } = unpack(res.rawPayload);
    expect(json.sections.accountContactChannels).toEqual([
      expect.objectContaining({ phone: phone.digits, whatsapp: false, sms: true, quietFromMinute: 1350 }),
    ]);
    expect(json.sections.accountContactChannels?.[0]).not.toHaveProperty('userId');
    expect(json.sections.accountPhoneProofs).toEqual([expect.objectContaining({ phone: phone.digits })]);
    // Found through the account's number: the code it was sent, its confirmation.
    expect(json.sections.textMessages?.map((m) => m.recipient)).toContain(phone.digits);
    expect(json.sections.confirmedPhones).toEqual([expect.objectContaining({ phone: phone.digits })]);
    expect(files).toEqual(expect.arrayContaining(['data.json']));
  });

  it('go with the account, and so do the texts and the confirmation of its number; the STOP stays', async () => {
    const asked = await t.gql(REQUEST_CODE, {}, { cookie, ip: nextIp() });
    expect(asked.errors).toBeUndefined();
    const code = String((await mailData(t, email, 'account-deletion-code')).code);
    const deleted = await t.gql(DELETE_ACCOUNT, { code }, { cookie, ip: nextIp() });
    expect(deleted.errors).toBeUndefined();
    const db = t.database.db;
    expect(
      await db.select().from(accountContactChannels).where(eq(accountContactChannels.phone, phone.digits)),
    ).toEqual([]);
    expect(await db.select().from(accountPhoneProofs).where(eq(accountPhoneProofs.phone, phone.digits))).toEqual([]);
    expect(await db.select().from(confirmedPhones).where(eq(confirmedPhones.phone, phone.digits))).toEqual([]);
    expect(
      await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.recipient, phone.digits)),
    ).toEqual([]);
    expect(await db.select().from(notificationOptOuts).where(eq(notificationOptOuts.phone, phone.digits))).toHaveLength(
      1,
    );
  });
});
