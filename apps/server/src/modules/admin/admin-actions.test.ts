import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parse, subscribe, type ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../graphql/request-context';
import { schema } from '../../graphql/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mentorSession } from '../accounts/test-helpers';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { directoryMentor } from '../mentors/mentors.fixtures';
import { payments } from '../payments/payments.schema';
import { adminCalls, adminTestPeople, type AdminTestPeople } from './test-helpers';

let t: TestApp;
let people: AdminTestPeople;

beforeAll(async () => {
  t = await createTestApp();
  people = await adminTestPeople(t);
});
afterAll(() => t.close());

const asAdmin = <T>(doc: string, variables: Record<string, unknown> = {}) =>
  adminCalls(t, people).asAdmin<T>(doc, variables);
const mailsTo = (to: string) => adminCalls(t, people).mailsTo(to);
const auditOf = (targetId: string) => adminCalls(t, people).auditOf(targetId);

const DIRECTORY = `{ listMentors(limit: 100) { items { id } } }`;
const inDirectory = async (id: string) =>
  ((await t.gql<{ listMentors: { items: { id: string }[] } }>(DIRECTORY)).data?.listMentors.items ?? []).some(
    (m) => m.id === id,
  );

const STATUS = `mutation ($id: ID!, $status: MentorStatus!) { updateMentorStatus(id: $id, status: $status) { id status isActive } }`;

async function booking(values: Partial<typeof mentorBookings.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(mentorBookings)
    .values({
      audience: 'adult',
      fullName: 'Tola Booker',
      phone: '0803',
      email: `booker-${randomUUID()}@example.com`,
      type: 'Personal',
      course: 'Other',
      detailCourseName: 'Rust',
      startDate: '2026-01-01',
      endDate: '2026-03-01',
      amountKobo: 4_900_000,
      accessTokenHash: 'h',
      transferOption: true,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no booking');
  return row;
}

describe('mentor applications', () => {
  it('approve: ACCEPTED, active, listed publicly, register-success queued, audited', async () => {
    const applicant = await mentorSession(t, 'applicant-approve@example.com');
    expect(await inDirectory(applicant.mentorId)).toBe(false);
    const res = await asAdmin<{ updateMentorStatus: { status: string; isActive: boolean } }>(STATUS, {
      id: applicant.mentorId,
      status: 'ACCEPTED',
    });
    expect(res.data?.updateMentorStatus).toMatchObject({ status: 'ACCEPTED', isActive: true });
    expect(await mailsTo('applicant-approve@example.com')).toContain('register-success');
    // Listed once the profile is complete (issue 20): the new mentor writes a bio.
    expect(await inDirectory(applicant.mentorId)).toBe(false);
    const bio = await t.gql(
      'mutation ($input: UpdateMentorInput!) { updateMentor(input: $input) { id } }',
      {
        input: {
          firstname: 'Ife',
          lastname: 'Adeyemi',
          phone: '+234 803 555 0199',
          country: 'NG',
          specialization: 'Full Stack',
          bio: '<p>I build shops and chat apps.</p>',
        },
      },
      { cookie: applicant.cookie },
    );
    expect(bio.errors).toBeUndefined();
    expect(await inDirectory(applicant.mentorId)).toBe(true);
    expect(await auditOf(applicant.mentorId)).toEqual([
      {
        action: 'updateMentorStatus',
        actorEmail: people.admin.email,
        before: { status: 'REVIEW', isActive: false },
        after: { status: 'ACCEPTED', isActive: true },
      },
    ]);
  });

  it('decline: out of the directory, decline-mentor-success queued; REVIEW and own record refused', async () => {
    const mentor = await directoryMentor(t.database.db, { firstname: 'Declined' });
    expect(await inDirectory(mentor.id)).toBe(true);
    const res = await asAdmin<{ updateMentorStatus: { status: string; isActive: boolean } }>(STATUS, {
      id: mentor.id,
      status: 'DECLINED',
    });
    expect(res.data?.updateMentorStatus).toMatchObject({ status: 'DECLINED', isActive: false });
    expect(await mailsTo(mentor.email)).toContain('decline-mentor-success');
    expect(await inDirectory(mentor.id)).toBe(false);
    expect((await asAdmin(STATUS, { id: mentor.id, status: 'REVIEW' })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    const me = await t.gql<{ me: { mentor: { id: string } } }>(
      '{ me { mentor { id } } }',
      {},
      { cookie: people.admin.cookie },
    );
    const own = await asAdmin(STATUS, { id: me.data?.me.mentor.id, status: 'DECLINED' });
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('request more info: mails the applicant, status stays REVIEW', async () => {
    const applicant = await mentorSession(t, 'applicant-info@example.com');
    const res = await asAdmin<{ requestMentorInfo: { status: string } }>(
      `mutation ($id: ID!) { requestMentorInfo(id: $id, message: "Please add your GitHub projects") { status } }`,
      { id: applicant.mentorId },
    );
    expect(res.data?.requestMentorInfo.status).toBe('REVIEW');
    expect(await mailsTo('applicant-info@example.com')).toContain('request-more-info');
  });
});

describe('bookings', () => {
  it('marks a bank transfer paid: a transfer payment of the booking amount, Paid in the list, the receipt, audited', async () => {
    const row = await booking();
    const MARK = `mutation ($id: ID!, $ref: String!) { markTransferPaid(kind: MENTOR, id: $id, reference: $ref) }`;
    const LIST = `query ($s: String) { listBookAmentors(list: { search: $s }, custom: true) { total items { id paid payment { status } } } }`;
    const before = await asAdmin<{ listBookAmentors: { items: { id: string; paid: boolean }[] } }>(LIST, {
      s: row.email,
    });
    expect(before.data?.listBookAmentors.items).toEqual([
      { id: row.id, paid: false, payment: { status: 'AWAITING_PAYMENT' } },
    ]);
    expect(
      (await asAdmin<{ markTransferPaid: boolean }>(MARK, { id: row.id, ref: 'E2C-7KQ4-M9XD' })).data?.markTransferPaid,
    ).toBe(true);
    const after = await asAdmin<{ listBookAmentors: { items: { id: string; paid: boolean }[] } }>(LIST, {
      s: row.email,
    });
    expect(after.data?.listBookAmentors.items).toEqual([{ id: row.id, paid: true, payment: { status: 'PAID' } }]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, row.id));
    expect(payment).toMatchObject({
      provider: 'transfer',
      status: 'successful',
      amountKobo: 4_900_000,
      paidKobo: 4_900_000,
      providerTxId: 'E2C-7KQ4-M9XD',
    });
    expect(await mailsTo(row.email)).toContain('payment-receipt');
    expect((await asAdmin(MARK, { id: row.id, ref: 'E2C-OTHER' })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const other = await booking();
    expect((await asAdmin(MARK, { id: other.id, ref: 'E2C-7KQ4-M9XD' })).errors?.[0]?.extensions?.code).toBe(
      'CONFLICT',
    );
    expect((await auditOf(row.id)).map((a) => a.action)).toEqual(['markTransferPaid']);
  });

  it("names each booking's mentor, even one declined since (the admin sees every mentor)", async () => {
    const mentor = await directoryMentor(t.database.db, { firstname: 'Ngozi', lastname: 'Eke' });
    const row = await booking({ mentorId: mentor.id });
    const LIST = `query ($s: String) { listBookAmentors(list: { search: $s }) { items { id mentorId mentorName } } }`;
    const names = async () =>
      (await asAdmin<{ listBookAmentors: { items: { mentorName: string | null }[] } }>(LIST, { s: row.email })).data
        ?.listBookAmentors.items;
    expect(await names()).toEqual([{ id: row.id, mentorId: mentor.id, mentorName: 'Ngozi Eke' }]);
    await asAdmin(STATUS, { id: mentor.id, status: 'DECLINED' });
    expect(await names()).toEqual([{ id: row.id, mentorId: mentor.id, mentorName: 'Ngozi Eke' }]);
    const unassigned = await booking();
    const res = await asAdmin<{ listBookAmentors: { items: { mentorName: string | null }[] } }>(LIST, {
      s: unassigned.email,
    });
    expect(res.data?.listBookAmentors.items[0]?.mentorName).toBeNull();
  });

  it('sets Start / Pause / Stop, audited with the status before and after', async () => {
    const row = await booking();
    const SET = `mutation ($id: ID!, $s: MentorBookingStatus!) { setBookAmentorStatus(id: $id, status: $s) { status } }`;
    expect(
      (await asAdmin<{ setBookAmentorStatus: { status: string } }>(SET, { id: row.id, s: 'IN_PROGRESS' })).data
        ?.setBookAmentorStatus.status,
    ).toBe('IN_PROGRESS');
    await asAdmin(SET, { id: row.id, s: 'DONE' });
    const audit = await auditOf(row.id);
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ status: 'IN_PROGRESS' }, { status: 'DONE' }],
      [{ status: null }, { status: 'IN_PROGRESS' }],
    ]);
  });

  it('deletes a booking, tells subscribed admins, and keeps the deleted row in the audit log', async () => {
    const row = await booking();
    const request = new Request('http://localhost/graphql', { headers: { cookie: people.admin.cookie } });
    const stream = (await subscribe({
      schema,
      document: parse('subscription { onDeleteBookAmentor }'),
      contextValue: createContext(t.app.services, request, '127.0.0.1'),
    })) as AsyncGenerator<ExecutionResult>;
    const next = stream.next();
    const res = await asAdmin<{ deleteBookAmentor: string }>(`mutation ($id: ID!) { deleteBookAmentor(id: $id) }`, {
      id: row.id,
    });
    expect(res.data?.deleteBookAmentor).toBe(row.id);
    expect((await next).value).toEqual({ data: { onDeleteBookAmentor: row.id } });
    await stream.return(undefined);
    const again = await asAdmin(`mutation ($id: ID!) { deleteBookAmentor(id: $id) }`, { id: row.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [audit] = await auditOf(row.id);
    expect(audit).toMatchObject({ action: 'deleteBookAmentor', after: null, before: { id: row.id, email: row.email } });
    expect(audit?.before).not.toHaveProperty('accessTokenHash');
  });
});
