import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { acceptedMentor, adminCookie, earn, mailsTo } from './payouts.fixtures';
import { payouts } from './payouts.schema';

/** Issue 24: a mentor is told once when their payout is sent (completed), and not when it fails. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

const SAVE = `mutation ($n: String!, $c: String!) {
  savePayoutAccount(bankCode: "058", accountNumber: $n, confirmedName: $c) { accountName }
}`;
const GATHER = `mutation { gatherPayoutBatch { id } }`;
const APPROVE = `mutation ($id: ID!) { approvePayoutBatch(batchId: $id) { status } }`;
const SIMULATE = `mutation ($id: ID!, $o: SimulatedTransferOutcome!) { simulatePayoutTransfer(payoutId: $id, outcome: $o) { status } }`;

/** A payout of `availableKobo` sent to the sandbox bank, waiting for its outcome. */
async function sentPayout(availableKobo: number) {
  const mentor = await acceptedMentor(t, 'notice');
  await earn(t, mentor.mentorId, (availableKobo * 100) / 80);
  const saved = await t.gql(SAVE, { n: '0011229988', c: 'SANDBOX TEST ACCOUNT 9988' }, { cookie: mentor.cookie });
  expect(saved.errors).toBeUndefined();
  const gathered = await t.gql<{ gatherPayoutBatch: { id: string } }>(GATHER, {}, { cookie: admin });
  expect(gathered.errors).toBeUndefined();
  await t.gql(APPROVE, { id: gathered.data!.gatherPayoutBatch.id }, { cookie: admin });
  const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.mentorId, mentor.mentorId));
  expect(payout?.status).toBe('sent');
  return { mentor, payout: payout! };
}

const simulate = (id: string, o: 'SUCCESSFUL' | 'FAILED') =>
  t.gql<{ simulatePayoutTransfer: { status: string } }>(SIMULATE, { id, o }, { cookie: admin });

describe('payout sent notice (issue 24)', () => {
  it('tells the mentor once when the payout completes, however often the outcome is reported', async () => {
    const { mentor, payout } = await sentPayout(1_500_000);
    expect(await mailsTo(t, mentor.email, 'notice')).toEqual([]);
    expect((await simulate(payout.id, 'SUCCESSFUL')).data?.simulatePayoutTransfer.status).toBe('COMPLETED');
    expect((await simulate(payout.id, 'SUCCESSFUL')).data?.simulatePayoutTransfer.status).toBe('COMPLETED');
    // A settle replayed straight on the transfers (a late webhook) changes nothing either.
    await t.app.services.payouts.service.recheckPayouts();
    const notices = await mailsTo(t, mentor.email, 'notice');
    expect(notices).toHaveLength(1);
    const data = notices[0]?.data ?? {};
    expect(data.source).toBe('payout-sent');
    expect(String(data.subject)).toContain('15,000');
    expect(String(data.text)).toContain(payout.reference);
    expect(String(data.text)).toContain('••••9988');
  });

  it('sends no payout-sent notice for a payout that failed', async () => {
    const { mentor, payout } = await sentPayout(700_000);
    expect((await simulate(payout.id, 'FAILED')).data?.simulatePayoutTransfer.status).toBe('FAILED');
    expect(await mailsTo(t, mentor.email, 'notice')).toEqual([]);
    expect(await mailsTo(t, mentor.email, 'payout-failed')).toHaveLength(1);
  });
});
