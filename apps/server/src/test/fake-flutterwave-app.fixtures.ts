import { startFakeFlutterwave } from './fake-flutterwave';
import type { FakeFlutterwave } from './fake-flutterwave.types';
import { createTestApp, nextIp, type TestApp } from './test-app';

/**
 * The money tests' set-up (bank transfers, payouts, refunds): the fake Flutterwave peer, and a test app whose
 * payments, payouts and refunds talk to it (FLW_* pointed at the fake), optionally listening so the fake can
 * deliver webhooks to it.
 */
export interface FakeFlutterwaveApp {
  t: TestApp;
  fake: FakeFlutterwave;
  /** The app's own address (http://127.0.0.1:port) when started with `listen`, else null. */
  address: string | null;
  /** Before each test: a fresh client address, and no fault left over from the previous test. */
  reset(): void;
  /** Lets webhook work in flight finish, then stops the app and the fake. */
  close(): Promise<void>;
}

export async function startFakeFlutterwaveApp(
  options: { listen?: boolean; timeoutMs?: number } = {},
): Promise<FakeFlutterwaveApp> {
  const fake = await startFakeFlutterwave();
  const t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://eazy2con.example',
      FLW_SECRET_KEY: fake.secretKey,
      FLW_SECRET_HASH: fake.secretHash,
      FLW_BASE_URL: fake.baseUrl,
      FLW_TIMEOUT_MS: String(options.timeoutMs ?? 1000),
    },
  });
  const address = options.listen ? await t.app.http.listen({ port: 0, host: '127.0.0.1' }) : null;
  return {
    t,
    fake,
    address,
    reset() {
      t.clientIp = nextIp();
      fake.fault = null;
      fake.tamper = null;
      fake.payouts.down = {};
      fake.payouts.loseNextTransferAnswers = 0;
      fake.payouts.loseNextRefundAnswers = 0;
      fake.payouts.refundPageSize = 10;
    },
    async close() {
      await t.app.services.payments.webhooks.idle();
      await t.app.services.payouts.webhooks.idle();
      await t.close();
      await fake.close();
    },
  };
}
