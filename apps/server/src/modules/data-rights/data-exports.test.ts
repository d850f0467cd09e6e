import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_KEEP_DAYS } from '@eazy2con/shared/validation/data-rights';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { bookMentor } from '../payments/payments.fixtures';
import { dataExportRequests } from './data-rights.schema';
import { download, mailedLink, REQUEST_MY_DATA, unpack } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Request {
  id: string;
  status: string;
  readyAt: string | null;
}

let n = 0;
const someone = () => `data-${++n}-${Date.now()}@example.com`;

describe('Download my data (issue 35)', () => {
  let email: string;
  let cookie: string;
  let strangerCookie: string;
  let strangerEmail: string;
  let first: Request;
  beforeAll(async () => {
    email = someone();
    strangerEmail = someone();
    cookie = await signUpConfirmed(t, email);
    strangerCookie = await signUpConfirmed(t, strangerEmail);
    await bookMentor(t, { audience: 'adult', type: 'Personal', email });
    await bookMentor(t, { audience: 'kids', type: 'Family', email: strangerEmail });
    const res = await t.gql<{ requestMyData: Request }>(REQUEST_MY_DATA, {}, { cookie, ip: nextIp() });
    expect(res.errors).toBeUndefined();
    first = res.data?.requestMyData ?? { id: '', status: '', readyAt: null };
  });

  it('records a pending request, and answers the same one when asked again while it waits', async () => {
    expect(first.status).toBe('PENDING');
    const again = await t.gql<{ requestMyData: Request }>(REQUEST_MY_DATA, {}, { cookie, ip: nextIp() });
    expect(again.data?.requestMyData.id).toBe(first.id);
  });

  it('is for a signed-in account only', async () => {
    const res = await t.gql(REQUEST_MY_DATA, {}, { ip: nextIp() });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("builds the archive in the job, mails its link, and the archive holds the person's bookings and no one else's", async () => {
    await t.app.services.dataExports.run();
    const list = await t.gql<{ myDataExports: Request[] }>(`{ myDataExports { id status readyAt } }`, {}, { cookie });
    expect(list.data?.myDataExports[0]).toMatchObject({ id: first.id, status: 'READY' });
    const path = await mailedLink(t, email);
    const res = await download(t, path, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const { json, files } = unpack(res.rawPayload);
    expect(files).toEqual(expect.arrayContaining(['data.json', 'mentor-bookings.csv', 'account.csv']));
    const bookings = json.sections.mentorBookings ?? [];
    expect(bookings.map((b) => b.email)).toEqual([email]);
    expect(JSON.stringify(json)).not.toContain(strangerEmail);
    expect(bookings[0]).not.toHaveProperty('accessTokenHash');
    expect(json.sections.account?.[0]).toMatchObject({ email });
  });

  it('answers another account, a wrong token and a missing archive alike, and asks a signed-out visitor to sign in', async () => {
    const path = await mailedLink(t, email);
    const missing = await download(t, path.replace(first.id, '00000000-0000-4000-8000-000000000000'), cookie);
    const stranger = await download(t, path, strangerCookie);
    const wrongToken = await download(t, `${path.split('?')[0]}?t=wrong`, cookie);
    expect(missing.statusCode).toBe(404);
    expect(stranger.statusCode).toBe(404);
    expect(wrongToken.statusCode).toBe(404);
    expect(stranger.body).toBe(missing.body);
    expect(wrongToken.body).toBe(missing.body);
    expect((await download(t, path)).statusCode).toBe(401);
  });

  it(`deletes the archive ${DATA_EXPORT_KEEP_DAYS} days after it is ready; its link then answers as a missing file`, async () => {
    const path = await mailedLink(t, email);
    await t.database.db
      .update(dataExportRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExportRequests.id, first.id));
    expect((await download(t, path, cookie)).statusCode).toBe(404);
    expect(await t.app.services.dataExports.expire()).toBe(1);
    const [row] = await t.database.db.select().from(dataExportRequests).where(eq(dataExportRequests.id, first.id));
    expect(row).toMatchObject({ status: 'EXPIRED', fileKey: null, tokenHash: null });
    // A new request may be made once none waits.
    const next = await t.gql<{ requestMyData: Request }>(REQUEST_MY_DATA, {}, { cookie, ip: nextIp() });
    expect(next.data?.requestMyData.id).not.toBe(first.id);
  });
});
