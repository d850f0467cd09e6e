import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
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
