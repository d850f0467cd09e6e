import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acceptedMentor, earn, mailsTo, startSandboxPayoutsApp, type SandboxPayoutsApp } from './payouts.fixtures';
import { payouts } from './payouts.schema';

/** Issue 24: a mentor is told once when their payout is sent (completed), and not when it fails. */
let sandbox: SandboxPayoutsApp;

beforeAll(async () => {
  sandbox = await startSandboxPayoutsApp();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

/** A payout of `availableKobo` sent to the sandbox bank, waiting for its outcome. */
async function sentPayout(availableKobo: number) {
  const { t } = sandbox;
  const mentor = await acceptedMentor(t, 'notice');
  await earn(t, mentor.mentorId, (availableKobo * 100) / 80);
  const saved = await sandbox.saveAccount(mentor.cookie, '0011229988', 'SANDBOX TEST ACCOUNT 9988');
  expect(saved.errors).toBeUndefined();
  const gathered = await sandbox.gather();
  expect(gathered.errors).toBeUndefined();
  await sandbox.approve(gathered.data!.gatherPayoutBatch.id);
  const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.mentorId, mentor.mentorId));
  expect(payout?.status).toBe('sent');
  return { mentor, payout: payout! };
}

describe('payout sent notice (issue 24)', () => {
  it('tells the mentor once when the payout completes, however often the outcome is reported', async () => {
    const { t } = sandbox;
    const { mentor, payout } = await sentPayout(1_500_000);
    expect(await mailsTo(t, mentor.email, 'notice')).toEqual([]);
    expect((await sandbox.simulate(payout.id, 'SUCCESSFUL')).data?.simulatePayoutTransfer.status).toBe('COMPLETED');
    expect((await sandbox.simulate(payout.id, 'SUCCESSFUL')).data?.simulatePayoutTransfer.status).toBe('COMPLETED');
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
    const { t } = sandbox;
    const { mentor, payout } = await sentPayout(700_000);
    expect((await sandbox.simulate(payout.id, 'FAILED')).data?.simulatePayoutTransfer.status).toBe('FAILED');
    expect(await mailsTo(t, mentor.email, 'notice')).toEqual([]);
    expect(await mailsTo(t, mentor.email, 'payout-failed')).toHaveLength(1);
  });
});
