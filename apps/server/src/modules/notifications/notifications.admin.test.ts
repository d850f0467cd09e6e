import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminTestPeople, type AdminTestPeople } from '../admin/test-helpers';
import { startFakeTermii, type FakeTermii } from './fake-termii';
import { NotificationsRepo } from './notifications.repo';
import { normalisePhone } from './phone';
import { NotificationsService } from './notifications.service';
import { NotificationsWorker } from './notifications.worker';
import { createChannels } from './channel';
import { lastLagosNoon, sessionData } from './test-helpers';

/** The admin's deliveries list (paged in the database) and retry, through the API (issue 24). */
let t: TestApp;
let termii: FakeTermii;
let people: AdminTestPeople;
let worker: NotificationsWorker;
let queue: NotificationsService;

const LIST = `query ($limit: Int, $nextToken: String, $status: DeliveryStatus, $channel: DeliveryChannel, $to: String) {
  notificationDeliveries(limit: $limit, nextToken: $nextToken, status: $status, channel: $channel, to: $to) {
    nextToken
    items { id channel to template status attempts providerMessageId lastError }
  }
}`;
const RETRY = `mutation ($id: ID!) { retryNotificationDelivery(id: $id) { id status attempts lastError } }`;

interface Item {
  id: string;
  channel: string;
  to: string;
  template: string;
  status: string;
  attempts: number;
  providerMessageId: string | null;
  lastError: string | null;
}
type Page = { notificationDeliveries: { nextToken: string | null; items: Item[] } };

beforeAll(async () => {
  termii = await startFakeTermii();
  t = await createTestApp({ env: { TERMII_API_KEY: termii.apiKey, TERMII_BASE_URL: termii.baseUrl } });
  people = await adminTestPeople(t);
  // Queued on a daytime clock, so the messages are due at once whatever the hour the test runs at.
  const noon = lastLagosNoon();
  queue = new NotificationsService({
    repo: new NotificationsRepo(t.database.db),
    config: t.config,
    log: pino({ level: 'silent' }),
    now: () => noon,
  });
  // Sent on the same daytime clock: the worker checks quiet hours again as it sends (decision 0044).
  worker = new NotificationsWorker({
    repo: new NotificationsRepo(t.database.db),
    notifications: queue,
    channels: createChannels(t.config),
    log: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await t.close();
  await termii.close();
});

const sms = async (to: string) => {
  // Texts go only to confirmed numbers (decision 0040): these are, as confirmPhone would record them.
  await new NotificationsRepo(t.database.db).addConfirmed(normalisePhone(to) ?? '', 'SMS');
  return inTransaction(t.database.db, undefined, (_h, tx) =>
    queue.enqueue(tx, { channel: 'SMS', to, template: 'session-booked', data: sessionData }),
  );
};
const asAdmin = <T>(doc: string, variables: Record<string, unknown> = {}) =>
  t.gql<T>(doc, variables, { cookie: people.admin.cookie });

describe('the deliveries list and retry (admins)', () => {
  it('lists messages newest first with channel, status, attempts and provider id, a page at a time', async () => {
    for (const n of ['0803 600 0001', '0803 600 0002', '0803 600 0003']) await sms(n);
    await worker.runOnce();

    const first = await asAdmin<Page>(LIST, { limit: 2, channel: 'SMS' });
    expect(first.errors).toBeUndefined();
    const page1 = first.data?.notificationDeliveries;
    expect(page1?.items.map((i) => i.to)).toEqual(['+2348036000003', '+2348036000002']);
    expect(page1?.items[0]).toMatchObject({ channel: 'SMS', status: 'SENT', attempts: 1, template: 'session-booked' });
    expect(page1?.items[0]?.providerMessageId).toBe(termii.sent.find((s) => s.to === '2348036000003')?.messageId);
    expect(page1?.nextToken).toBeTruthy();
    const second = await asAdmin<Page>(LIST, { limit: 2, channel: 'SMS', nextToken: page1?.nextToken });
    expect(second.data?.notificationDeliveries.items.map((i) => i.to)).toEqual(['+2348036000001']);
    expect(second.data?.notificationDeliveries.nextToken).toBeNull();
    // Filters: by number written any way, by status.
    const one = await asAdmin<Page>(LIST, { to: '+234 803 600 0002' });
    expect(one.data?.notificationDeliveries.items.map((i) => i.to)).toEqual(['+2348036000002']);
    const none = await asAdmin<Page>(LIST, { status: 'FAILED', to: '08036000002' });
    expect(none.data?.notificationDeliveries.items).toEqual([]);
  });

  it('retries a failed message with fresh attempts, writes the audit row, and sends it', async () => {
    const row = await sms('0803 600 0010');
    termii.failNext(1, 400); // refused for good: failed at once
    await worker.runOnce();
    const failed = await asAdmin<Page>(LIST, { status: 'FAILED', to: '08036000010' });
    expect(failed.data?.notificationDeliveries.items[0]).toMatchObject({ id: row?.id, attempts: 1 });
    expect(failed.data?.notificationDeliveries.items[0]?.lastError).toMatch(/^Termii 400/);

    const retried = await asAdmin<{ retryNotificationDelivery: Item }>(RETRY, { id: row?.id });
    expect(retried.data?.retryNotificationDelivery).toMatchObject({ status: 'PENDING', attempts: 0, lastError: null });
    const audit = await asAdmin<{
      listAuditLog: { items: { action: string; targetId: string; actorEmail: string }[] };
    }>(`{ listAuditLog(list: { limit: 5 }) { items { action targetId actorEmail } } }`);
    expect(audit.data?.listAuditLog.items).toContainEqual({
      action: 'notification.retry',
      targetId: row?.id,
      actorEmail: people.admin.email,
    });
    await worker.runOnce();
    const sent = await asAdmin<Page>(LIST, { to: '08036000010' });
    expect(sent.data?.notificationDeliveries.items[0]).toMatchObject({ status: 'SENT', attempts: 1 });

    // Only a failed message can be retried: a sent one (or an unknown id) is NOT_FOUND.
    const again = await asAdmin(RETRY, { id: row?.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await asAdmin(RETRY, { id: 'not-a-uuid' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
