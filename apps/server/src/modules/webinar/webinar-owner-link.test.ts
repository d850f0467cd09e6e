import { eq } from 'drizzle-orm';
import { WEBINAR_CHANGE_LINK_INVALID, WEBINAR_CHANGE_WRONG_EMAIL } from '@eazy2con/shared/validation/webinar';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { operationLimits } from '../rate-limits/operation-limits';
import { webinarAttendees } from './webinar.schema';

const TEAM = 'team@eazy2con.example';
const REGISTER = `mutation ($input: CreateWebinarAttendeeInput!) {
  createWebinarAttendee(input: $input) { id fullName phone email source joinMailList }
}`;
const CHANGE = `mutation ($change: String!, $input: CreateWebinarAttendeeInput!) {
  changeWebinarAttendee(change: $change, input: $input) { id fullName phone email source }
}`;
const owner = {
  fullName: 'Kemi Owner',
  phone: '08030001111',
  email: 'kemi.owner@example.com',
  source: 'Google Search',
  joinMailList: false,
};
const intruder = { ...owner, fullName: 'Someone Else', phone: '+234 809 999 0000', source: 'Facebook' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SITE_EMAIL: TEAM, WEBINAR_LINK: 'https://zoom.example/j/777' } });
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

const stored = async (email: string) =>
  t.database.db.select().from(webinarAttendees).where(eq(webinarAttendees.email, email));
const webinarMails = async (to: string) =>
  (await t.app.services.mail.list({ to, limit: 100 })).items.filter((m) => m.template === 'webinar');
/** The change link of the latest webinar mail to `to`: its `change` parameter. */
const changeToken = async (to: string) => {
  const link = (await webinarMails(to))[0]?.data.changeLink;
  return typeof link === 'string' ? (new URL(link).searchParams.get('change') ?? '') : '';
};

describe('a webinar registration is changed only through its owner’s link', () => {
  it('keeps the stored registration when the same e-mail registers again, and mails the owner their link', async () => {
    const first = await t.gql(REGISTER, { input: owner });
    expect(first.errors).toBeUndefined();
    const again = await t.gql<{ createWebinarAttendee: Record<string, unknown> }>(REGISTER, { input: intruder });
    expect(again.errors).toBeUndefined();
    // The answer echoes what was sent: it tells nothing of the stored registration.
    expect(again.data?.createWebinarAttendee).toMatchObject({ fullName: 'Someone Else', phone: '+234 809 999 0000' });
    const [row] = await stored(owner.email);
    expect(row).toMatchObject({ fullName: 'Kemi Owner', phone: '08030001111', source: 'Google Search' });
    // Both mails go to the owner's address, each with the owner's own change link.
    const mails = await webinarMails(owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.data).toMatchObject({ repeat: true });
    expect(mails[0]?.data.changeLink).toEqual(expect.stringContaining('/webinar?change='));
  });

  it('changes the registration through the mailed link, and refuses a forged link or another e-mail', async () => {
    const email = 'link.owner@example.com';
    await t.gql(REGISTER, { input: { ...owner, email } });
    const token = await changeToken(email);
    expect(token).not.toBe('');

    const forged = await t.gql(CHANGE, {
      change: `${token.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      input: { ...intruder, email },
    });
    expect(forged.errors?.[0]).toMatchObject({
      message: WEBINAR_CHANGE_LINK_INVALID,
      extensions: { code: 'NOT_FOUND' },
    });
    const otherEmail = await t.gql(CHANGE, { change: token, input: { ...intruder, email: 'else@example.com' } });
    expect(otherEmail.errors?.[0]?.message).toBe(WEBINAR_CHANGE_WRONG_EMAIL);
    expect((await stored(email))[0]).toMatchObject({ fullName: 'Kemi Owner' });

    const changed = await t.gql<{ changeWebinarAttendee: Record<string, unknown> }>(CHANGE, {
      change: token,
      input: { ...owner, email, fullName: 'Kemi O. Changed', phone: '+234 803 222 3333' },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.changeWebinarAttendee).toMatchObject({ fullName: 'Kemi O. Changed', email });
    expect((await stored(email))[0]).toMatchObject({ fullName: 'Kemi O. Changed', phone: '+234 803 222 3333' });
  });

  it(`allows ${operationLimits.changeWebinarAttendee.max} changes per address in 10 minutes`, async () => {
    const email = 'often.changed@example.com';
    await t.gql(REGISTER, { input: { ...owner, email } });
    const token = await changeToken(email);
    const ip = nextIp();
    for (let i = 0; i < operationLimits.changeWebinarAttendee.max; i++) {
      const res = await t.gql(CHANGE, { change: token, input: { ...owner, email, fullName: `Kemi ${i}` } }, { ip });
      expect(res.errors).toBeUndefined();
    }
    const refused = await t.gql(CHANGE, { change: token, input: { ...owner, email } }, { ip });
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
