import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import type { AppServices, RequestLoaders } from '../graphql-core/context';
import type { JobDefinition } from './jobs/job-runner';
import type { Viewer } from './accounts/viewer';
import type { AppEventBus } from './events';
import type { RetentionOwners } from './retention/retention.owners';
import type { PersonalDataOwners } from './personal-data';
import type { PayableBookings } from './payments/payable-bookings';
import type { SignInWait } from './accounts/sign-in-slowdown';
import type { Clock } from '../lib/clock';

/**
 * Parts a module builds for other modules' services but that no request may reach (a read-model repository, a shared
 * queue repository, the one-time codes). Empty here: each module adds its own from its manifest (`declare module`),
 * like `AppServices`, and asks for another's with `use.part(key)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declaration merging
export interface ModuleParts {}

/** What a module's factories are given by the composition root (app-deps.ts). */
export interface BuildContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  bus: AppEventBus;
  /**
   * The app's one clock (lib/clock.ts): every rule about people's time (holds, reminders, renewals, grace, outcomes,
   * payouts) reads it, so CLOCK_OFFSET_MINUTES or a test's clock moves them all together.
   */
  clock: Clock;
  /** The secret that signs sessions and mailed links (accounts/auth-secret.ts), resolved once. */
  authSecret: string;
  /**
   * Another module's service, built on first use. Asking for one that is being built (a loop of eager uses) throws
   * with the loop's path; a use inside a callback (`(x) => c.use('admin').audit(x)`) only runs later and is fine.
   */
  use<K extends keyof AppServices>(key: K): AppServices[K];
  /** Another module's build-time part (ModuleParts), built on first use. */
  part<K extends keyof ModuleParts>(key: K): ModuleParts[K];
  /** One value per app for `key` (a module's repository shared by two of its services), made on first ask. */
  once<T>(key: object, make: () => T): T;
  /** Every module's retention deletes, gathered from the manifests (the retention module's purge runs them). */
  retentionOwners(): RetentionOwners;
  /** Every module's personal-data owner (export and erase of one person), gathered from the manifests. */
  personalDataOwners(): PersonalDataOwners;
  /** Every booking kind card payments can pay, gathered from the manifests' `payable` (a test may narrow them). */
  payableBookings(): PayableBookings;
  /**
   * Makes one of the app's periodic jobs (decision 0035) due now: whichever instance polls first runs it, once, as
   * at its regular time. For work a person waits for (their data archive) that should not wait for the next tick.
   */
  runJobSoon(name: string): Promise<void>;
  /** Test seams the root passes through (AppDeps): a recorded sign-in wait, a narrower set of payable bookings. */
  overrides: BuildOverrides;
}

/** What tests may replace when they build an app (AppDeps); each field's owner reads it. */
export interface BuildOverrides {
  /** How a slowed-down sign-in waits; unset, it really waits (API tests record the delay instead). */
  signInWait?: SignInWait | undefined;
  /** The app's clock; unset, the machine's moved by CLOCK_OFFSET_MINUTES. */
  clock?: Clock | undefined;
}

/** What a module's routes are given: the assembled services and who is asking. */
export interface RouteContext {
  services: AppServices;
  config: Config;
  log: FastifyBaseLogger;
  /** The viewer of a plain HTTP request, from its session cookie (as GraphQL's `ctx.viewer()`). */
  viewerOf: (req: FastifyRequest) => Promise<Viewer>;
}

export type ServiceFactories = { [K in keyof AppServices]?: (c: BuildContext) => AppServices[K] };
export type PartFactories = { [K in keyof ModuleParts]?: (c: BuildContext) => ModuleParts[K] };
/** Per-request batching loaders, each made on its first use in a request from the assembled services. */
export type LoaderFactories = { [K in keyof RequestLoaders]?: (services: AppServices) => RequestLoaders[K] };
export type RetentionFactories = { [K in keyof RetentionOwners]?: (db: Db) => RetentionOwners[K] };
export type PersonalDataFactories = { [K in keyof PersonalDataOwners]?: (c: BuildContext) => PersonalDataOwners[K] };

/**
 * Everything a module adds to the running app, declared once in its own `<module>/<module>.module.ts` and listed in
 * `module-registry.ts` (decision 0025, completed in 0041): the composition root reads these and nothing else, so a new
 * module is its folder plus one line in the registry. Tables need no entry: drizzle-kit reads every
 * `modules/<module>/*.schema.ts` (drizzle.config.ts). Topics are a type, added by declaration merging (events.ts).
 * The manifest imports the module's `*.graphql.ts` files, which add their types and fields to the builder when loaded.
 */
export interface ModuleManifest {
  /** The module's folder under modules/; the registry test checks that the two agree. */
  readonly name: string;
  /** Its services, by the key resolvers use (`ctx.services.<key>`); each key's type is declared in AppServices. */
  readonly services?: ServiceFactories;
  /** What it builds for other modules but no request may use. */
  readonly parts?: PartFactories;
  /** Its request loaders (`ctx.loaders.<key>`), declared in RequestLoaders. */
  readonly loaders?: LoaderFactories;
  /** Its own deletes of old rows, under its owner key in RetentionOwners (decision 0025: one writer per table). */
  readonly retention?: RetentionFactories;
  /**
   * What it holds about a person, under its owner key in PersonalDataOwners: their archive's sections and the erase of
   * their rows when they delete their account (modules/personal-data.ts, decision 0043).
   */
  readonly personalData?: PersonalDataFactories;
  /**
   * The booking kinds it lets card payments pay, implemented over its own table against the interface payments
   * declares (payable-bookings.ts); payments never imports the kinds (decision 0037).
   */
  readonly payable?: PayableBookings | ((c: BuildContext) => PayableBookings);
  /** Its plain HTTP routes (webhooks, exports, uploads), registered after the app's own hooks. */
  readonly routes?: (http: FastifyInstance, context: RouteContext) => void | Promise<void>;
  /**
   * Its periodic jobs (decision 0035), made from the assembled services. The parameter may name only the services the
   * jobs call.
   */
  readonly jobs?: (services: AppServices) => JobDefinition[];
  /**
   * Other first parts its job names may keep: a module made of two (money-out, from payouts and refunds) keeps its
   * jobs' names, which are rows in scheduled_jobs (a new name would lose the last run and run the job again at once).
   */
  readonly jobNamesFrom?: readonly string[];
}
