import type { Clock } from '../lib/clock';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type Config } from '../config/env';
import { buildApp, type App } from '../app';
import type { Database } from '../db/client';
import { createAppEventBus, type AppEventBus } from '../modules/events';
import { seedDemoContent } from '../db/seed/seed';
import type { SignInWait } from '../modules/accounts/sign-in-slowdown';
import type { PayableBookings } from '../modules/payments/payable-bookings';
import type { ModuleManifest } from '../modules/module-manifest';
import { createTestDatabase } from './test-database';

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

export interface GqlOptions {
  cookie?: string;
  /** The client address of this call (default: the test app's `clientIp`). */
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /**
   * The client address `gql` calls come from, sent as X-Forwarded-For by the loopback "proxy" (which TRUST_PROXY
   * believes). 127.0.0.1 unless a test sets another; tests that act as a new visitor take `nextIp()`, so the
   * per-address rate limits of one test do not spill into the next.
   */
  clientIp: string;
  /** Runs an operation through the real HTTP pipeline (Fastify → Yoga), with optional cookies. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GraphQLResult<T>>;
  close(): Promise<void>;
}

let ipCounter = 0;
/** A fresh public client address (from 198.18.0.0/15, a range no real client has), for its own rate-limit buckets. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  seed?: boolean;
  /** How a slowed-down sign-in waits (default: really). */
  signInWait?: SignInWait;
  /** The app's logger (default: silent); tests that check what is logged pass a capturing one. */
  log?: FastifyBaseLogger;
  /** The bookings card payments can pay (default: every module's `payable`). */
  payableBookings?: PayableBookings;
  /** The modules the app is made of (default: module-registry.ts); module-registry.test.ts adds a fake one. */
  modules?: readonly ModuleManifest[];
  /** false: every GraphQL request through Yoga's HTTP layer (to compare the fast path's answers with Yoga's). */
  graphqlFastPath?: boolean;
  /** The app's one clock (default: the machine's); a test that lives weeks ahead moves its own. */
  clock?: Clock;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    // Test apps take payments through the sandbox (or a fake Flutterwave peer), production ones included.
    PAYMENTS_SANDBOX: '1',
    ...options.env,
  });
  const database = await createTestDatabase();
  if (options.seed) await seedDemoContent(database.db);
  const bus: AppEventBus = createAppEventBus(config);
  const log = options.log ?? pino({ level: 'silent' });
  const app = await buildApp(
    {
      config,
      database,
      bus,
      log,
      signInWait: options.signInWait,
      clock: options.clock,
      payableBookings: options.payableBookings,
      modules: options.modules,
    },
    { webDist: null, graphqlFastPath: options.graphqlFastPath },
  );
  await app.http.ready();
  const testApp: TestApp = {
    app,
    database,
    config,
    clientIp: '127.0.0.1',
    async gql<T>(query: string, variables?: Record<string, unknown>, opts: GqlOptions = {}) {
      const response = await app.http.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': opts.ip ?? testApp.clientIp,
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...opts.headers,
        },
        payload: JSON.stringify({ query, variables }),
      });
      return response.json<GraphQLResult<T>>();
    },
    async close() {
      await app.http.close();
      // Settlements a webhook started run after its answer: let them finish before the database closes.
      await app.services.payments.webhooks.idle();
      await app.services.mentorReviews.idle();
      await bus.close();
      await database.close();
    },
  };
  return testApp;
}
