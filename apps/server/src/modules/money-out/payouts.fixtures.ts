import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, nextIp, type GraphQLResult, type TestApp } from '../../test/test-app';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import { mentorSession } from '../accounts/test-helpers';
import { mailOutbox } from '../mail/mail.schema';
import { mentors } from '../mentors/mentors.schema';

/** Mentors, earnings and bank accounts for the payouts tests. */

let n = 0;

export async function acceptedMentor(t: TestApp, label = 'mentor') {
  n += 1;
  const email = `payout-${label}-${n}-${Date.now()}@example.com`;
  const session = await mentorSession(t, email);
  await t.database.db
    .update(mentors)
    .set({ status: 'ACCEPTED', isActive: true })
    .where(eq(mentors.id, session.mentorId));
  return { ...session, email };
}

export async function adminCookie(t: TestApp): Promise<string> {
  n += 1;
  return (await mentorSession(t, `payout-admin-${n}-${Date.now()}@example.com`, { admin: true })).cookie;
}

/**
 * Earnings the way the ledger records them: a settled payment of `grossKobo` for a booking of the mentor's, then
 * its whole share released as earned (the cycle ended). With the default 20 % fee the mentor has 80 % available.
 */
export async function earn(t: TestApp, mentorId: string, grossKobo: number) {
  const ledger = t.app.services.ledger.service;
  const key = `test:${randomUUID()}`;
  await ledger.postPayment({
    paymentId: randomUUID(),
    amountKobo: grossKobo,
    mentorId,
    bookingKey: key,
    memo: 'test payment',
  });
  await ledger.releaseRest({ source: `release:test:${key}`, mentorId, bookingKey: key, memo: 'test release' });
}

export const balances = (t: TestApp, mentorId: string) => t.app.services.ledger.service.mentorBalances(mentorId);

const SAVE = `mutation ($bankCode: String!, $accountNumber: String!, $confirmedName: String!) {
  savePayoutAccount(bankCode: $bankCode, accountNumber: $accountNumber, confirmedName: $confirmedName) {
    bankName accountNumberMasked accountName
  }
}`;

/** Opens the account at the fake bank under `name` and saves it as the mentor, confirming that name. */
export async function saveAccount(
  t: TestApp,
  fake: FakeFlutterwave,
  cookie: string,
  account: { bankCode?: string; accountNumber: string; name: string },
) {
  const bankCode = account.bankCode ?? '044';
  fake.payouts.accounts.set(`${bankCode}:${account.accountNumber}`, account.name);
  const res = await t.gql<{ savePayoutAccount: { accountNumberMasked: string } }>(
    SAVE,
    { bankCode, accountNumber: account.accountNumber, confirmedName: account.name },
    { cookie },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.savePayoutAccount;
}

export const mailsTo = async (t: TestApp, to: string, template: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) => m.template === template);

/**
 * A test app on the built-in sandbox (no provider keys, so payouts go to the sandbox bank) and an admin who gathers,
 * approves and settles the week's batch.
 */
export interface SandboxPayoutsApp {
  t: TestApp;
  /** The admin's session cookie. */
  admin: string;
  /** Before each test: a fresh client address, so one test's rate limits do not spill into the next. */
  reset(): void;
  /** A mentor (by session cookie) saves an account at bank 058, confirming the name the sandbox gave it. */
  saveAccount(
    cookie: string,
    accountNumber: string,
    confirmedName: string,
  ): Promise<GraphQLResult<{ savePayoutAccount: { accountName: string; accountNumberMasked: string } }>>;
  /** The admin gathers the week's payouts into a batch. */
  gather(): Promise<GraphQLResult<{ gatherPayoutBatch: { id: string; status: string; totalKobo: number } }>>;
  /** The admin approves a gathered batch, which sends its transfers. */
  approve(batchId: string): Promise<GraphQLResult<{ approvePayoutBatch: { status: string } }>>;
  /** The admin's "simulate" control: settles a sandbox transfer as the bank would. */
  simulate(
    payoutId: string,
    outcome: 'SUCCESSFUL' | 'FAILED',
  ): Promise<GraphQLResult<{ simulatePayoutTransfer: { status: string } }>>;
  close(): Promise<void>;
}

const SAVE_058 = `mutation ($n: String!, $c: String!) {
  savePayoutAccount(bankCode: "058", accountNumber: $n, confirmedName: $c) { accountName accountNumberMasked }
}`;
const GATHER = `mutation { gatherPayoutBatch { id status totalKobo } }`;
const APPROVE = `mutation ($id: ID!) { approvePayoutBatch(batchId: $id) { status } }`;
const SIMULATE = `mutation ($id: ID!, $o: SimulatedTransferOutcome!) { simulatePayoutTransfer(payoutId: $id, outcome: $o) { status } }`;

export async function startSandboxPayoutsApp(): Promise<SandboxPayoutsApp> {
  const t = await createTestApp();
  const admin = await adminCookie(t);
  return {
    t,
    admin,
    reset() {
      t.clientIp = nextIp();
    },
    saveAccount: (cookie, n, c) => t.gql(SAVE_058, { n, c }, { cookie }),
    gather: () => t.gql(GATHER, {}, { cookie: admin }),
    approve: (id) => t.gql(APPROVE, { id }, { cookie: admin }),
    simulate: (id, o) => t.gql(SIMULATE, { id, o }, { cookie: admin }),
    close: () => t.close(),
  };
}
