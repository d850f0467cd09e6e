import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION_CODE_EXPIRED, DELETION_CODE_WRONG } from '@eazy2con/shared/validation/data-rights';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/accounts.schema';
import { signUpConfirmed } from '../accounts/test-helpers';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { acceptedMentor, CREATE_CHAT, CREATE_MESSAGE, CREATE_VISITOR } from '../chat/chat.fixtures';
import { ERASED_MESSAGE } from '../chat/chat-personal-data.repo';
import { chatMessages, chatVisitors } from '../chat/chat.schema';
import { ledgerEntries, ledgerTransactions } from '../ledger/ledger.schema';
import { mentorAvailable } from '../ledger/ledger.accounts';
import { mentors } from '../mentors/mentors.schema';
import { bookMentor } from '../payments/payments.fixtures';
import { adminTestPeople } from '../admin/test-helpers';
import { ADMIN_CANNOT_DELETE } from './account-deletion.service';
import { DELETE_ACCOUNT, mailData, REQUEST_CODE } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const someone = () => `delete-${++n}-${Date.now()}@example.com`;
const ME = `{ me { isAuthenticated } }`;

async function codeFor(email: string, cookie: string): Promise<string> {
  const asked = await t.gql<{ requestAccountDeletionCode: boolean }>(REQUEST_CODE, {}, { cookie, ip: nextIp() });
  expect(asked.errors).toBeUndefined();
  return String((await mailData(t, email, 'account-deletion-code')).code);
}

const bookingOf = async (id: string) =>
  (await t.database.db.select().from(mentorBookings).where(eq(mentorBookings.id, id)))[0];

describe('Delete my account (issue 35)', () => {
  it('with a wrong code: a clear error on the code field, and nothing changes', async () => {
    const email = someone();
    const cookie = await signUpConfirmed(t, email);
    const booking = await bookMentor(t, { audience: 'adult', type: 'Personal', email });
    const code = await codeFor(email, cookie);
    const wrong = code === '111111' ? '222222' : '111111';
    const res = await t.gql(DELETE_ACCOUNT, { code: wrong }, { cookie, ip: nextIp() });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { code: DELETION_CODE_WRONG },
    });
    expect((await bookingOf(booking.id))?.email).toBe(email);
    expect((await t.gql<{ me: { isAuthenticated: boolean } }>(ME, {}, { cookie })).data?.me.isAuthenticated).toBe(true);
    const malformed = await t.gql(DELETE_ACCOUNT, { code: '12' }, { cookie, ip: nextIp() });
    expect(malformed.errors?.[0]?.extensions?.fields).toHaveProperty('code');
  });

  it('with no code asked for: the code is stale, nothing changes', async () => {
    const email = someone();
    const cookie = await signUpConfirmed(t, email);
    const res = await t.gql(DELETE_ACCOUNT, { code: '123456' }, { cookie, ip: nextIp() });
    expect(res.errors?.[0]?.extensions).toMatchObject({ fields: { code: DELETION_CODE_EXPIRED } });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('with the right code: bookings keep amount and status without name or contact, chats lose the visitor, the account goes', async () => {
    const email = someone();
    const cookie = await signUpConfirmed(t, email);
    const booking = await bookMentor(t, { audience: 'adult', type: 'Personal', email });
    const before = await bookingOf(booking.id);
    const mentor = await acceptedMentor(t, someone());
    const visitor = await t.gql<{ createVisitor: { token: string } }>(
      CREATE_VISITOR,
      { email, fullName: 'Ada Obi', phone: '+234 803 000 2222' },
      { ip: nextIp() },
    );
    const headers = { 'x-visitor-token': visitor.data?.createVisitor.token ?? '' };
    const chat = await t.gql<{ createChat: { id: string } }>(CREATE_CHAT, { mentorId: mentor.mentorId }, { headers });
    const chatId = chat.data?.createChat.id ?? '';
    await t.gql(CREATE_MESSAGE, { chatId, text: 'My phone is 0803 000 2222' }, { headers });

    const code = await codeFor(email, cookie);
    const res = await t.gql<{ deleteMyAccount: boolean }>(DELETE_ACCOUNT, { code }, { cookie, ip: nextIp() });
    expect(res.errors).toBeUndefined();
    expect(res.data?.deleteMyAccount).toBe(true);

    const after = await bookingOf(booking.id);
    expect(after).toMatchObject({
      fullName: 'Deleted account',
      email: `deleted+${booking.id}@invalid`,
      phone: '',
      amountKobo: before?.amountKobo,
      paymentStatus: before?.paymentStatus,
      type: before?.type,
      startDate: before?.startDate,
    });
    const [chatVisitor] = await t.database.db.select().from(chatVisitors).where(eq(chatVisitors.phone, ''));
    expect(chatVisitor).toMatchObject({ fullName: 'Deleted account', tokenHash: null });
    const texts = await t.database.db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId));
    expect(texts.map((m) => m.text)).toEqual([ERASED_MESSAGE]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await t.gql<{ me: { isAuthenticated: boolean } }>(ME, {}, { cookie })).data?.me.isAuthenticated).toBe(
      false,
    );
    // The old address hears what went and what stays; nothing else is left in its outbox.
    const page = await t.app.services.mail.list({ to: email, limit: 50 });
    expect(page.items.map((m) => m.template)).toEqual(['account-deleted']);
  });

  it('refuses a mentor whose earnings are not paid out yet, and changes nothing', async () => {
    const email = someone();
    const mentor = await acceptedMentor(t, email);
    const [posted] = await t.database.db
      .insert(ledgerTransactions)
      .values({ source: `test:${mentor.mentorId}`, memo: 'test earnings' })
      .returning();
    await t.database.db.insert(ledgerEntries).values([
      {
        transactionId: posted?.id ?? '',
        account: mentorAvailable(mentor.mentorId),
        amountKobo: -500_000,
        mentorId: mentor.mentorId,
      },
      { transactionId: posted?.id ?? '', account: 'platform_cash', amountKobo: 500_000 },
    ]);
    const res = await t.gql(REQUEST_CODE, {}, { cookie: mentor.cookie, ip: nextIp() });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toMatch(/₦5,000 of mentor earnings not paid out/);
    const [record] = await t.database.db.select().from(mentors).where(eq(mentors.id, mentor.mentorId));
    expect(record?.email).toBe(email);
  });

  it('erases a mentor with nothing owed: the record stays for the sessions and the ledger, named by nobody', async () => {
    const email = someone();
    const mentor = await acceptedMentor(t, email);
    const code = await codeFor(email, mentor.cookie);
    const res = await t.gql(DELETE_ACCOUNT, { code }, { cookie: mentor.cookie, ip: nextIp() });
    expect(res.errors).toBeUndefined();
    const [record] = await t.database.db.select().from(mentors).where(eq(mentors.id, mentor.mentorId));
    expect(record).toMatchObject({
      userSubId: null,
      isActive: false,
      firstname: 'Deleted',
      email: `deleted+${mentor.mentorId}@invalid`,
      phone: '',
    });
  });

  it('refuses an admin (another admin removes the rights first), so one click never leaves the site without one', async () => {
    const { admin } = await adminTestPeople(t);
    const res = await t.gql(REQUEST_CODE, {}, { cookie: admin.cookie, ip: nextIp() });
    expect(res.errors?.[0]).toMatchObject({ message: ADMIN_CANNOT_DELETE, extensions: { code: 'CONFLICT' } });
  });
});
