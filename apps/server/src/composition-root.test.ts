import DataLoader from 'dataloader';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, newLoaders, type Services } from './app-deps';
import { loadConfig } from './config/env';
import { appJobs } from './jobs';
import { moduleRegistry } from './module-registry';
import { createAppEventBus } from './modules/events';
import type { BuildContext, ModuleManifest, RouteContext } from './modules/module-manifest';
import { createTestApp, type TestApp } from './test/test-app';
import { createTestDatabase } from './test/test-database';
import type { Database } from './db/client';

/**
 * The shape of a module this test makes up. Its keys are not declared in AppServices (that would make the real app
 * miss them), so the one cast from this shape to a manifest is here; everything after it goes through the real root.
 */
interface FakeModule {
  name: string;
  services?: Record<string, (c: BuildContext) => unknown>;
  loaders?: Record<string, (services: Services) => unknown>;
  routes?: (http: Parameters<NonNullable<ModuleManifest['routes']>>[0], context: RouteContext) => void;
  jobs?: (services: Services) => { name: string; everyMs: number; run: () => Promise<unknown> }[];
}
const asManifest = (fake: FakeModule) => fake as unknown as ModuleManifest;
const pick = (services: Services, key: string): unknown => (services as unknown as Record<string, unknown>)[key];

/** A greeting module: a service that uses two other modules' services, a loader, a route and a job. */
class Greeter {
  constructor(
    private readonly siteName: string,
    private readonly mail: { queueStats(): Promise<{ depth: number }> },
  ) {}
  greet = (name: string) => `Hello ${name}, from ${this.siteName}`;
  queued = async () => (await this.mail.queueStats()).depth;
}
const greetings = asManifest({
  name: 'greetings',
  services: {
    greeter: (c) => new Greeter(c.config.site.name, c.use('mail')),
    // Uses another module's service lazily and this module's own eagerly.
    greeterOfAdmins: (c) => ({ greeter: c.use('greeter' as never) as Greeter, admin: () => c.use('admin') }),
  },
  loaders: {
    greetingLengths: (services) =>
      new DataLoader((names: readonly string[]) =>
        Promise.resolve(names.map((name) => (pick(services, 'greeter') as Greeter).greet(name).length)),
      ),
  },
  routes: (http, { services }) => {
    http.get<{ Params: { name: string } }>('/api/greetings/:name', async (req) => ({
      greeting: (pick(services, 'greeter') as Greeter).greet(req.params.name),
      queued: await (pick(services, 'greeter') as Greeter).queued(),
    }));
  },
  jobs: (services) => [
    {
      name: 'greetings.wave',
      everyMs: 60_000,
      run: () => Promise.resolve((pick(services, 'greeter') as Greeter).greet('all')),
    },
  ],
});

describe('a module plugged in by one line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [...moduleRegistry, greetings] });
  });
  afterAll(() => t.close());

  it("builds its services from the others', answers its route, batches its loader and runs its job", async () => {
    const greeter = pick(t.app.services, 'greeter');
    expect(greeter).toBeInstanceOf(Greeter);
    const ofAdmins = pick(t.app.services, 'greeterOfAdmins') as { greeter: Greeter; admin: () => unknown };
    expect(ofAdmins.greeter).toBe(greeter);
    expect(ofAdmins.admin()).toBe(t.app.services.admin);

    const response = await t.app.http.inject({ method: 'GET', url: '/api/greetings/Ada' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ greeting: `Hello Ada, from ${t.config.site.name}`, queued: 0 });

    const loaders = newLoaders(t.app.services) as unknown as Record<string, DataLoader<string, number>>;
    expect(await loaders.greetingLengths?.loadMany(['Ada', 'Bo'])).toEqual([
      `Hello Ada, from ${t.config.site.name}`.length,
      `Hello Bo, from ${t.config.site.name}`.length,
    ]);

    const jobs = appJobs(t.app.services, [...moduleRegistry, greetings]);
    const wave = jobs.find((job) => job.name === 'greetings.wave');
    expect(await wave?.run()).toBe(`Hello all, from ${t.config.site.name}`);
    // The real modules' jobs are all still there beside it.
    expect(jobs.length).toBe(appJobs(t.app.services).length + 1);
  });

  it('leaves the app without it unchanged: no route, no service', async () => {
    const plain = await createTestApp();
    try {
      expect(pick(plain.app.services, 'greeter')).toBeUndefined();
      expect((await plain.app.http.inject({ method: 'GET', url: '/api/greetings/Ada' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('wiring mistakes are told at start-up', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const build = (modules: readonly ModuleManifest[]) => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' });
    return createServices({
      config,
      database,
      bus: createAppEventBus(config),
      log: pino({ level: 'silent' }),
      modules,
    });
  };

  it('a loop of eager uses, with its path', () => {
    const loop = asManifest({
      name: 'loop',
      services: { first: (c) => c.use('second' as never), second: (c) => c.use('first' as never) },
    });
    expect(() => build([...moduleRegistry, loop])).toThrow(
      'a loop of services: service:first → service:second → service:first',
    );
  });

  it('a service two modules make', () => {
    const twice = asManifest({ name: 'twice', services: { mail: () => ({}) } });
    expect(() => build([...moduleRegistry, twice])).toThrow(
      "the service 'mail' is made by two modules: mail and twice",
    );
  });

  it('a module missing from the list', () => {
    expect(() => build(moduleRegistry.filter((module) => module.name !== 'mail'))).toThrow(
      "no module makes the service 'mail'",
    );
  });
});
