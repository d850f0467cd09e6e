import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_NOTICE_VERSION } from '@eazy2con/shared/consent-notice';
import { CHILD_TOO_OLD, CONSENT_NOTICE_CHANGED, CONSENT_REQUIRED } from '@eazy2con/shared/validation/families';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorSession, signUpConfirmed } from '../accounts/test-helpers';
import { CONSENT_CODE_TOO_SOON, PHONE_CODE_WRONG } from '../notifications/phone-confirmation.service';
import {
  ADD_CHILD,
  addChild,
  lastConsentCode,
  parentPhone,
  REQUEST_CONSENT_CODE,
  teachingMentor,
} from './families.fixtures';
import { childConsents, childProfiles } from './families.schema';

/** Parents, children and consent (issue 35, decision 0042), through the API. */

let t: TestApp;
let mentor: { cookie: string; mentorId: string };
let admin: { cookie: string };

const ME = `{ me { children { id firstName ageBand consent { status givenAt method noticeVersion } } } }`;

/** Any string (a time the server chose); typed, where `expect.any` is `any`. */
const anyText: unknown = expect.any(String);

let parents = 0;
const newParent = () => signUpConfirmed(t, `parent${++parents}@example.com`);

beforeAll(async () => {
  t = await createTestApp();
  mentor = await teachingMentor(t, 'teacher@example.com');
  const a = await mentorSession(t, 'consent-admin@example.com', { admin: true });
  admin = { cookie: a.cookie };
}, 60_000);
afterAll(() => t.close());

describe('adding a child', () => {
  it("records the parent's consent: verified by the confirmed e-mail and a code to the phone, with the notice's version", async () => {
    const cookie = await newParent();
    const phone = parentPhone();
    const child = await addChild(t, cookie, { firstName: 'Amaka', yearOfBirth: 2016 }, phone);
    const me = await t.gql<{ me: { children: { id: string; consent: Record<string, unknown> }[] } }>(
      ME,
      {},
      { cookie },
    );
    expect(me.data?.me.children).toEqual([
      {
        id: child.id,
        firstName: 'Amaka',
        ageBand: '7 - 12 years',
        consent: {
          status: 'GIVEN',
          givenAt: anyText,
          method: 'EMAIL_AND_PHONE_CODE',
          noticeVersion: CONSENT_NOTICE_VERSION,
        },
      },
    ]);
    const [record] = await t.database.db.select().from(childConsents).where(eq(childConsents.childId, child.id));
    expect(record).toMatchObject({
      phone: phone.digits,
      relationship: 'Parent',
      parentEmail: `parent${parents}@example.com`,
    });
    // Signed out, there are no children to see.
    expect((await t.gql<{ me: { children: unknown[] } }>(ME)).data?.me.children).toEqual([]);
  });

  it('refuses a missing or stale consent, a child of 18, and a wrong code, and stores nothing', async () => {
    const cookie = await newParent();
    const phone = parentPhone();
    await t.gql(REQUEST_CONSENT_CODE, { phone: phone.typed }, { cookie, ip: nextIp() });
    const code = await lastConsentCode(t, phone.digits);
    const base = { firstName: 'Tobi', ageBand: '12 - 17 years', relationship: 'Legal guardian', phoneCode: code };
    const before = (await t.database.db.select({ n: count() }).from(childProfiles))[0]?.n;
    const tries: [Record<string, unknown>, string][] = [
      [{ ...base, consentNoticeVersion: '' }, CONSENT_REQUIRED],
      [{ ...base, consentNoticeVersion: '2020-01-01' }, CONSENT_NOTICE_CHANGED],
      [
        { ...base, consentNoticeVersion: CONSENT_NOTICE_VERSION, yearOfBirth: new Date().getUTCFullYear() - 18 },
        CHILD_TOO_OLD,
      ],
      [
        { ...base, consentNoticeVersion: CONSENT_NOTICE_VERSION, phoneCode: code === '000000' ? '111111' : '000000' },
        PHONE_CODE_WRONG,
      ],
    ];
    for (const [input, message] of tries) {
      const res = await t.gql(ADD_CHILD, { input }, { cookie, ip: nextIp() });
      expect(res.errors?.[0]?.message).toBe(message);
    }
    expect((await t.database.db.select({ n: count() }).from(childProfiles))[0]?.n).toBe(before);
    // The bad forms cost no attempt of the code: the right one still works.
    const ok = await t.gql(
      ADD_CHILD,
      { input: { ...base, consentNoticeVersion: CONSENT_NOTICE_VERSION } },
      { cookie, ip: nextIp() },
    );
    expect(ok.errors).toBeUndefined();
  });

  it('texts the next code at once after one was used, and makes an unused one wait 20 seconds', async () => {
    const cookie = await newParent();
    const phone = parentPhone();
    await addChild(t, cookie, { firstName: 'Ada' }, phone);
    await addChild(t, cookie, { firstName: 'Obi' }, phone);
    const again = await t.gql(REQUEST_CONSENT_CODE, { phone: phone.typed }, { cookie, ip: nextIp() });
    expect(again.errors).toBeUndefined();
    const flood = await t.gql(REQUEST_CONSENT_CODE, { phone: phone.typed }, { cookie, ip: nextIp() });
    expect(flood.errors?.[0]).toMatchObject({ message: CONSENT_CODE_TOO_SOON, extensions: { code: 'RATE_LIMITED' } });
  });

  it('asks for a signed-in account with a confirmed e-mail', async () => {
    const res = await t.gql(REQUEST_CONSENT_CODE, { phone: parentPhone().typed });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('consent records for the admins', () => {
  it('lists them, newest first, and exports them as CSV; nobody else may', async () => {
    const cookie = await newParent();
    const child = await addChild(t, cookie, { firstName: 'Zainab' });
    const list = await t.gql<{ childConsents: { items: { childFirstName: string; status: string }[] } }>(
      `{ childConsents(limit: 1) { items { childFirstName parentEmail relationship method noticeVersion status givenAt } nextToken } }`,
      {},
      { cookie: admin.cookie },
    );
    expect(list.data?.childConsents.items[0]).toMatchObject({ childFirstName: child.firstName, status: 'GIVEN' });
    const csv = await t.app.http.inject({
      method: 'GET',
      url: '/api/admin/export/consent-records.csv',
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(
      'Child,Parent Email,Phone,Relationship,Verified By,Notice Version,Given At,Withdrawn At',
    );
    expect(csv.body).toContain(`Zainab,parent${parents}@example.com`);
    for (const who of [cookie, mentor.cookie]) {
      const refused = await t.app.http.inject({
        method: 'GET',
        url: '/api/admin/export/consent-records.csv',
        headers: { cookie: who },
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await t.app.http.inject({ method: 'GET', url: '/api/admin/export/consent-records.csv' })).statusCode).toBe(
      401,
    );
  });
});
