import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../accounts/test-helpers';
import { ContactChannelsRepo } from './contact-channels.repo';
import { startFakeTermii, type FakeTermii } from './fake-termii';
import { lastLagosNoon, nextLagos, notificationsHarness, sessionData, type NotificationsHarness } from './test-helpers';

/**
 * An account's own quiet hours in the outbox (decision 0044): one rule, read when a text is queued and again when the
 * worker is about to send it. The outbox's clock is the last noon in Lagos; the worker's may be another.
 */
let h: NotificationsHarness;
let termii: FakeTermii;
let accounts: ContactChannelsRepo;
const noon = lastLagosNoon();
const HOUR = 3_600_000;

beforeAll(async () => {
  termii = await startFakeTermii();
  h = await notificationsHarness(
    { TERMII_API_KEY: termii.apiKey, TERMII_BASE_URL: termii.baseUrl },
    { now: () => noon },
  );
  accounts = new ContactChannelsRepo(h.t.database.db);
}, 60_000);
afterAll(async () => {
  await h.close();
  await termii.close();
});

let people = 0;
/** An account that proved `phone` (or only typed it) and keeps quiet hours `from`–`to` (minutes after midnight). */
async function accountWith(phone: string, from: number, to: number, proved = true): Promise<void> {
  const email = `quiet-${++people}@example.com`;
  const cookie = await signUpConfirmed(h.t, email);
  const me = await h.t.gql<{ me: { sub: string } }>(`{ me { sub } }`, {}, { cookie });
  const userId = me.data?.me.sub ?? '';
  if (proved) await accounts.addProof(userId, phone);
  await accounts.save({ userId, phone, whatsapp: false, sms: true, quiet: { from, to } });
}

const sms = (to: string) => h.enqueue({ channel: 'SMS', to, template: 'session-booked', data: sessionData });

describe("an account's quiet hours in the outbox", () => {
  it('hold a text queued within them until they end, for the number the account proved only', async () => {
    await accountWith('2348076000001', 11 * 60, 13 * 60);
    expect((await sms('0807 600 0001'))?.nextAttemptAt).toEqual(new Date(noon.getTime() + HOUR));
    // Saved by an account that never typed back its code: the product's hours, and noon is not in them.
    await accountWith('2348076000002', 11 * 60, 13 * 60, false);
    expect((await sms('0807 600 0002'))?.nextAttemptAt).toEqual(noon);
  });

  it("replace the product's: a text at 22:00 goes at once for a person whose hours start at 23:30", async () => {
    await accountWith('2348076000003', 23 * 60 + 30, 6 * 60);
    const tonight = nextLagos(22);
    expect(await h.service.sendTimeTo('2348076000003', tonight, null)).toEqual(tonight);
    expect(await h.service.sendTimeTo('2348076000004', tonight, null)).toEqual(nextLagos(7, 0, 0, tonight));
  });

  it('hold a waiting text when the worker finds the number in them, without spending an attempt', async () => {
    const waiting = await sms('0807 600 0005');
    const other = await sms('0807 600 0006');
    expect(waiting?.nextAttemptAt).toEqual(noon);
    // The hours are set after the text was queued; the worker runs at the next noon, within them.
    await accountWith('2348076000005', 11 * 60, 13 * 60);
    const nextNoon = nextLagos(12);
    const attempted = await h.worker({}, () => nextNoon).runOnce();
    // The earlier tests' due texts go too; the held one is neither sent nor counted.
    const sentTo = termii.sent.map((s) => s.to);
    expect(sentTo).toContain('2348076000006');
    expect(sentTo).not.toContain('2348076000005');
    expect(attempted).toBe(sentTo.length);
    expect(await h.row(waiting?.id ?? '')).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(nextNoon.getTime() + HOUR),
    });
    expect((await h.row(other?.id ?? '')).status).toBe('sent');
  });
});
