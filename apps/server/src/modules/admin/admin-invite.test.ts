import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accounts, users } from '../accounts/accounts.schema';
import { mentors } from '../mentors/mentors.schema';
import { adminCalls, adminTestPeople, type AdminTestPeople } from './test-helpers';

let t: TestApp;
let people: AdminTestPeople;

beforeAll(async () => {
  t = await createTestApp();
  people = await adminTestPeople(t);
});
afterAll(() => t.close());

const INVITE = `mutation ($email: String!) { inviteMentor(email: $email, firstname: "Tunde", lastname: "Halfway") { id } }`;

/** Accounts, sign-in rows and mentor records for an e-mail. */
const rowsFor = async (email: string) => {
  const db = t.database.db;
  const n = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
  return {
    users: await n(db.select({ n: count() }).from(users).where(eq(users.email, email))),
    accounts: await n(
      db
        .select({ n: count() })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(users.email, email)),
    ),
    mentors: await n(db.select({ n: count() }).from(mentors).where(eq(mentors.email, email))),
  };
};

describe('inviteMentor is one transaction', () => {
  it('leaves no account behind when the mentor record cannot be written', async () => {
    const email = 'half.invite@example.com';
    // The database itself refuses the second step (the mentor row) for this address: a real failure, not a mock.
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_invite() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'mentor insert refused for the test'; END $$`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER refuse_invite BEFORE INSERT ON mentors FOR EACH ROW
        WHEN (NEW.email = '${email}') EXECUTE FUNCTION refuse_invite()`),
    );
    try {
      const res = await adminCalls(t, people).asAdmin(INVITE, { email });
      expect(res.errors?.length).toBeGreaterThan(0);
      expect(await rowsFor(email)).toEqual({ users: 0, accounts: 0, mentors: 0 });
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER refuse_invite ON mentors'));
      await t.database.db.execute(sql.raw('DROP FUNCTION refuse_invite()'));
    }
    // Once the database accepts the row again, the same invitation goes through whole.
    const again = await adminCalls(t, people).asAdmin<{ inviteMentor: { id: string } }>(INVITE, { email });
    expect(again.data?.inviteMentor.id).toBeTruthy();
    expect(await rowsFor(email)).toEqual({ users: 1, accounts: 1, mentors: 1 });
  });
});
