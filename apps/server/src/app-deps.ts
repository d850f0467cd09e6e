import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { AppServices, RequestLoaders } from './graphql-core/context';
import type { AppEventBus } from './modules/events';
import type { BuildContext, BuildOverrides, ModuleManifest, ModuleParts } from './modules/module-manifest';
import type { RetentionOwners } from './modules/retention/retention.owners';
import type { PayableBookings } from './modules/payments/payable-bookings';
import type { PersonalDataOwners } from './modules/personal-data';
import { resolveAuthSecret } from './modules/accounts/auth-secret';
import { moduleRegistry } from './module-registry';
import { JobsRepo } from './modules/jobs/jobs.repo';
import { offsetClock } from './lib/clock';

/** What the running server is made of; built once at start-up (and once per API test file). */
export interface AppDeps extends BuildOverrides {
  config: Config;
  database: Database;
  bus: AppEventBus;
  log: FastifyBaseLogger;
  /** The bookings card payments can pay (default: every module's `payable`); a test narrows them. */
  payableBookings?: PayableBookings;
  /** The modules the app is made of (default: module-registry.ts); a test adds a fake one. */
  modules?: readonly ModuleManifest[];
}

/** The assembled services: every module's, by key (graphql-core/context.ts declares the type, the modules fill it). */
export type Services = AppServices;

type Factory = (c: BuildContext) => unknown;

/** key → the factory that makes it, from every manifest; a key two modules claim is a wiring error, said at start. */
function factoriesOf(
  modules: readonly ModuleManifest[],
  pick: (module: ModuleManifest) => object | undefined,
  what: string,
) {
  const factories = new Map<string, { module: string; make: Factory }>();
  for (const module of modules) {
    for (const [key, make] of Object.entries(pick(module) ?? {}) as [string, Factory][]) {
      const other = factories.get(key);
      if (other) throw new Error(`the ${what} '${key}' is made by two modules: ${other.module} and ${module.name}`);
      factories.set(key, { module: module.name, make });
    }
  }
  return factories;
}

/**
 * The composition root: builds every module's services and parts from the manifests (modules/module-manifest.ts),
 * each on its first use, so the order of the registry does not matter and a module names only the keys it uses.
 * A loop of eager uses fails here at start-up with its path, not as an undefined at run time.
 */
export function createServices(deps: AppDeps): Services {
  const modules: readonly ModuleManifest[] = deps.modules ?? moduleRegistry;
  const services = factoriesOf(modules, (m) => m.services, 'service');
  const parts = factoriesOf(modules, (m) => m.parts, 'part');
  const built = new Map<string, unknown>([
    ['service:config', deps.config],
    ['service:bus', deps.bus],
  ]);
  const building: string[] = [];
  const onces = new WeakMap<object, unknown>();

  const make = (kind: 'service' | 'part', key: string, from: typeof services): unknown => {
    const id = `${kind}:${key}`;
    if (built.has(id)) return built.get(id);
    const factory = from.get(key);
    if (!factory) throw new Error(`no module makes the ${kind} '${key}' (is its module in module-registry.ts?)`);
    if (building.includes(id)) throw new Error(`a loop of services: ${[...building, id].join(' → ')}`);
    building.push(id);
    try {
      const value = factory.make(context);
      built.set(id, value);
      return value;
    } finally {
      building.pop();
    }
  };

  let owners: RetentionOwners | undefined;
  let payable: PayableBookings | undefined;
  let personalData: PersonalDataOwners | undefined;
  const context: BuildContext = {
    db: deps.database.db,
    config: deps.config,
    log: deps.log,
    bus: deps.bus,
    clock: deps.clock ?? offsetClock(deps.config.CLOCK_OFFSET_MINUTES),
    authSecret: resolveAuthSecret(deps.config),
    use: <K extends keyof AppServices>(key: K) => make('service', key, services) as AppServices[K],
    part: <K extends keyof ModuleParts>(key: K) => make('part', key, parts) as ModuleParts[K],
    once<T>(key: object, makeOnce: () => T): T {
      if (!onces.has(key)) onces.set(key, makeOnce());
      return onces.get(key) as T;
    },
    retentionOwners: () => (owners ??= retentionOwnersOf(modules, deps.database.db)),
    personalDataOwners: () => (personalData ??= personalDataOwnersOf(modules, context)),
    payableBookings: () =>
      (payable ??=
        deps.payableBookings ??
        modules.reduce<PayableBookings>(
          // A kind whose source needs other modules (a membership's cycle reads its booking) is made with the context.
          (all, m) => ({ ...all, ...(typeof m.payable === 'function' ? m.payable(context) : m.payable) }),
          {},
        )),
    runJobSoon: (name) => new JobsRepo(deps.database.db).makeDue(name),
    overrides: { signInWait: deps.signInWait },
  };

  for (const key of services.keys()) context.use(key as keyof AppServices);
  // Every key AppServices declares is made: module-registry.ts checks it at compile time for the registry.
  const assembled = Object.fromEntries(
    [...built].filter(([id]) => id.startsWith('service:')).map(([id, value]) => [id.slice('service:'.length), value]),
  ) as unknown as Services;
  loaderFactories.set(assembled, createLoaderFactory(assembled, modules));
  return assembled;
}

/** Each assembled app's loader factory, from the same modules as its services. */
const loaderFactories = new WeakMap<Services, () => RequestLoaders>();

/** A new request's loaders for services made by createServices. */
export function newLoaders(services: Services): RequestLoaders {
  const make = loaderFactories.get(services);
  if (!make) throw new Error('these services were not made by createServices');
  return make();
}

/** Each table owner's deletes of old rows, from the manifests (the retention module decides when they run). */
function retentionOwnersOf(modules: readonly ModuleManifest[], db: Database['db']): RetentionOwners {
  const owners: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [key, make] of Object.entries(module.retention ?? {}) as [string, (db: Database['db']) => unknown][])
      owners[key] = make(db);
  }
  // Every owner key is made: module-registry.ts checks it at compile time for the registry.
  return owners as unknown as RetentionOwners;
}

/** Each module's personal-data owner, from the manifests (the data-rights module runs them). */
function personalDataOwnersOf(modules: readonly ModuleManifest[], context: BuildContext): PersonalDataOwners {
  const owners: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [key, make] of Object.entries(module.personalData ?? {}) as [string, (c: BuildContext) => unknown][]) {
      if (key in owners) throw new Error(`the personal-data owner '${key}' is made by two modules`);
      owners[key] = make(context);
    }
  }
  // Every owner key is made: module-registry.ts checks it at compile time for the registry.
  return owners as unknown as PersonalDataOwners;
}

/**
 * Per-request loaders from the manifests: one prototype per app whose getters make each loader on its first use in a
 * request and keep it on that request's object (most requests use none or one; making all of them was only garbage).
 */
function createLoaderFactory(services: Services, modules: readonly ModuleManifest[]) {
  const prototype = {};
  for (const module of modules) {
    for (const [key, make] of Object.entries(module.loaders ?? {}) as [string, (s: Services) => unknown][]) {
      Object.defineProperty(prototype, key, {
        get(this: object) {
          const loader = make(services);
          Object.defineProperty(this, key, { value: loader });
          return loader;
        },
      });
    }
  }
  return (): RequestLoaders => Object.create(prototype) as RequestLoaders;
}
