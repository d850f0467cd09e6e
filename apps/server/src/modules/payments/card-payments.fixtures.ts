import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { mailOutbox } from '../mail/mail.schema';
import { createTestApp, nextIp, type GraphQLResult, type TestApp } from '../../test/test-app';
import { startFakeFlutterwave } from '../../test/fake-flutterwave';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import { payments } from './payments.schema';
import { WEBHOOK_PATH } from './payments.routes';
import { registerCamp, type TestBooking } from './payments.fixtures';

export const START = `mutation ($kind: PayableBookingKind!, $bookingId: ID!, $token: String!) {
  startPayment(kind: $kind, bookingId: $bookingId, token: $token) { link txRef }
}`;
export const SETTLE = `mutation ($txRef: String!, $transactionId: String, $status: String) {
  settlePayment(txRef: $txRef, transactionId: $transactionId, status: $status) { status paid bookingKind bookingId }
}`;

export interface Settled {
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED';
  paid: boolean;
  bookingKind: string;
  bookingId: string;
}

/** ₦18,000: the weekend camp for two children, what registerCamp books by default. */
export const CAMP_AMOUNT_KOBO = 1_800_000;

type PaymentRow = typeof payments.$inferSelect;
type MailRow = typeof mailOutbox.$inferSelect;

/** The app and fake Flutterwave of a card-payments test file, and the steps every one of those files takes. */
export interface CardPaymentsApp {
  readonly t: TestApp;
  readonly fake: FakeFlutterwave;
  /** Where the fake Flutterwave delivers webhooks: the app listens on a real port for them. */
  readonly webhookUrl: string;
  /** Every line the app logged, for the tests that check what was refused and why. */
  readonly logLines: string[];
  newBooking: (email?: string) => Promise<TestBooking>;
  start: (booking: {
    id: string;
    token: string;
  }) => Promise<GraphQLResult<{ startPayment: { link: string; txRef: string } }>>;
  startOk: (booking: { id: string; token: string }) => Promise<{ link: string; txRef: string }>;
  /** What the result screen does with the URL the provider sent the browser back to. */
  settleUrl: (redirect: string) => Promise<GraphQLResult<{ settlePayment: Settled }>>;
  paymentOf: (txRef: string) => Promise<PaymentRow | undefined>;
  receiptsTo: (to: string) => Promise<MailRow[]>;
  /** How many times the app asked Flutterwave to verify a transaction so far. */
  verifyCalls: () => number;
}

/**
 * Starts the app against a fake Flutterwave for the whole file (vitest hooks), each test from a new client address
 * with no fault or tampering armed. Call it at the top level of a test file; read `t` and `fake` inside tests.
 */
export function useCardPaymentsApp(options: { timeoutMs?: number } = {}): CardPaymentsApp {
  let app: TestApp | undefined;
  let provider: FakeFlutterwave | undefined;
  let webhookUrl = '';
  const logLines: string[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the card-payments app starts in beforeAll; use it inside a test');
    return value;
  };

  beforeAll(async () => {
    provider = await startFakeFlutterwave();
    app = await createTestApp({
      env: {
        PUBLIC_URL: 'https://eazy2con.example',
        FLW_SECRET_KEY: provider.secretKey,
        FLW_SECRET_HASH: provider.secretHash,
        FLW_BASE_URL: provider.baseUrl,
        // Short, so the tests of a Flutterwave that does not answer are quick; files that never test it may wait longer.
        FLW_TIMEOUT_MS: String(options.timeoutMs ?? 400),
        BOOTCAMP_OPEN: '1',
        BOOTCAMP_START_DATE: '2030-03-04',
      },
      log: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }),
    });
    webhookUrl = `${await app.app.http.listen({ port: 0, host: '127.0.0.1' })}${WEBHOOK_PATH}`;
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });
  beforeEach(() => {
    started(app).clientIp = nextIp();
    started(provider).fault = null;
    started(provider).tamper = null;
  });

  const harness: CardPaymentsApp = {
    get t() {
      return started(app);
    },
    get fake() {
      return started(provider);
    },
    get webhookUrl() {
      return started(webhookUrl || undefined);
    },
    logLines,
    newBooking: (email) => registerCamp(harness.t, { email }),
    start: (booking) => harness.t.gql(START, { kind: 'CAMP', bookingId: booking.id, token: booking.token }),
    async startOk(booking) {
      const res = await harness.start(booking);
      expect(res.errors).toBeUndefined();
      return res.data!.startPayment;
    },
    settleUrl(redirect) {
      const q = new URL(redirect).searchParams;
      return harness.t.gql(SETTLE, {
        txRef: q.get('tx_ref'),
        transactionId: q.get('transaction_id'),
        status: q.get('status'),
      });
    },
    paymentOf: async (txRef) =>
      (await harness.t.database.db.select().from(payments).where(eq(payments.txRef, txRef)))[0],
    receiptsTo: async (to) =>
      (await harness.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter(
        (m) => m.template === 'payment-receipt',
      ),
    verifyCalls: () => harness.fake.calls.filter((c) => c.path.startsWith('/v3/transactions')).length,
  };
  return harness;
}
