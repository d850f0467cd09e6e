import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mentors } from '../mentors/mentors.schema';
import { users } from './accounts.schema';
import { AccountsRepo } from './accounts.repo';
import { DEMO_ADMIN_EMAIL, adminCredentials, ensureAdminAccount } from './admin-bootstrap';
import { authPost, signIn } from './test-helpers';

let t: TestApp;
let dataDir: string;
const lines: string[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) as FastifyBaseLogger;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'first-password' } });
  dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-admin-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function ensure(
  env: Record<string, string> = { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'first-password' },
) {
  const admin = await ensureAdminAccount(
    t.app.services.auth,
    new AccountsRepo(t.database.db),
    t.app.services.mentors,
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }),
    log,
  );
  if (!admin) throw new Error('no admin account was made');
  return admin;
}

/** The demo admin's credentials under the demo setup (embedded database, SEED_DEMO on by default). */
function demoCredentials(env: Record<string, string> = {}) {
  const creds = adminCredentials(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }));
  if (!creds) throw new Error('no demo admin');
  return creds;
}

const messages = () => lines.map((l) => JSON.parse(l) as { msg: string; level: number });

describe('admin account at start-up', () => {
  it('creates a verified account with an accepted, active admin mentor record', async () => {
    const { userId, email } = await ensure();
    expect(email).toBe('boss@example.com');
    const cookie = await signIn(t, 'boss@example.com', 'first-password');
    const me = await t.gql<{
      me: { role: string; sub: string; mentor: { status: string; isActive: boolean; isAdmin: boolean } };
    }>('{ me { role sub mentor { status isActive isAdmin } } }', {}, { cookie });
    expect(me.data?.me).toEqual({
      role: 'ADMIN',
      sub: userId,
      mentor: { status: 'ACCEPTED', isActive: true, isAdmin: true },
    });
  });

  it('is idempotent: a second start changes nothing', async () => {
    const first = await ensure();
    const second = await ensure();
    expect(second.userId).toBe(first.userId);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'boss@example.com'))).toHaveLength(1);
    expect(await t.database.db.select().from(mentors).where(eq(mentors.userSubId, first.userId))).toHaveLength(1);
  });

  it('replaces the password when ADMIN_PASSWORD changes, and signs the old sessions out', async () => {
    const cookie = await signIn(t, 'boss@example.com', 'first-password');
    await ensure({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'second-password' });
    expect(
      (await authPost(t, '/sign-in/email', { email: 'boss@example.com', password: 'first-password' })).status,
    ).toBe(401);
    expect(
      (await authPost(t, '/sign-in/email', { email: 'boss@example.com', password: 'second-password' })).status,
    ).toBe(200);
    expect((await t.gql<{ me: { role: string } }>('{ me { role } }', {}, { cookie })).data?.me.role).toBe('VISITOR');
  });

  it('restores admin rights taken from the record', async () => {
    const { userId } = await ensure({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'second-password' });
    await t.database.db
      .update(mentors)
      .set({ isAdmin: false, status: 'DECLINED' })
      .where(eq(mentors.userSubId, userId));
    await ensure({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'second-password' });
    const [row] = await t.database.db.select().from(mentors).where(eq(mentors.userSubId, userId));
    expect(row).toMatchObject({ isAdmin: true, status: 'ACCEPTED', isActive: true });
  });

  it('uses a demo admin with a random password kept in DATA_DIR when nothing is configured, and says so', async () => {
    lines.length = 0;
    const creds = demoCredentials();
    expect(creds).toMatchObject({ email: DEMO_ADMIN_EMAIL, demo: true });
    expect(creds.password).toMatch(/^demo-.{12}$/);
    const file = path.join(dataDir, 'demo-admin-password');
    expect(readFileSync(file, 'utf8').trim()).toBe(creds.password);
    expect(statSync(file).mode & 0o077).toBe(0);
    // The same password on the next start.
    expect(demoCredentials().password).toBe(creds.password);

    await ensure({});
    expect((await authPost(t, '/sign-in/email', { email: DEMO_ADMIN_EMAIL, password: creds.password })).status).toBe(
      200,
    );
    const hint = messages().find((l) => l.msg.startsWith('Demo admin'));
    expect(hint?.msg).toContain(DEMO_ADMIN_EMAIL);
    expect(hint?.msg).toContain(creds.password);
    expect(hint?.msg).toContain('ADMIN_EMAIL');
  });

  it('keeps the demo password of another instance sharing the database', async () => {
    const ownDir = demoCredentials().password;
    await ensure({});
    const otherDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-admin-other-'));
    try {
      lines.length = 0;
      await ensureAdminAccount(
        t.app.services.auth,
        new AccountsRepo(t.database.db),
        t.app.services.mentors,
        loadConfig({ NODE_ENV: 'test', DATA_DIR: otherDir }),
        log,
      );
      expect(lines.some((l) => l.includes('made by another instance'))).toBe(true);
      expect((await authPost(t, '/sign-in/email', { email: DEMO_ADMIN_EMAIL, password: ownDir })).status).toBe(200);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('in production names the file that keeps the demo password, never the password itself', async () => {
    const { password } = demoCredentials();
    lines.length = 0;
    await ensure({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' });
    const log = lines.join('\n');
    expect(log).not.toContain(password);
    const hint = messages().find((l) => l.msg.startsWith('Demo admin'));
    expect(hint?.msg).toContain(DEMO_ADMIN_EMAIL);
    expect(hint?.msg).toContain(path.join(dataDir, 'demo-admin-password'));
    // The demo admin works all the same.
    expect((await authPost(t, '/sign-in/email', { email: DEMO_ADMIN_EMAIL, password })).status).toBe(200);
  });

  it('retires the demo admin once a real admin is configured', async () => {
    const demoPassword = demoCredentials().password;
    await ensure({});
    const demoSession = await signIn(t, DEMO_ADMIN_EMAIL, demoPassword);
    lines.length = 0;
    await ensure({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'first-password' });
    const [demo] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    const [record] = await t.database.db
      .select()
      .from(mentors)
      .where(eq(mentors.userSubId, demo?.id ?? ''));
    expect(record).toMatchObject({ isAdmin: false, isActive: false });
    expect((await authPost(t, '/sign-in/email', { email: DEMO_ADMIN_EMAIL, password: demoPassword })).status).toBe(401);
    const me = await t.gql<{ me: { role: string } }>('{ me { role } }', {}, { cookie: demoSession });
    expect(me.data?.me.role).toBe('VISITOR');
    expect(lines.some((l) => l.includes('demo admin retired'))).toBe(true);
    // The configured admin is untouched, and the next start has nothing more to retire.
    expect(
      (await authPost(t, '/sign-in/email', { email: 'boss@example.com', password: 'first-password' })).status,
    ).toBe(200);
    lines.length = 0;
    await ensure();
    expect(lines.some((l) => l.includes('demo admin retired'))).toBe(false);
  });

  it('makes no demo admin when SEED_DEMO is off (the default with DATABASE_URL), and says how to get an admin', async () => {
    const freshDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-admin-nodemo-'));
    try {
      // A production database deployment must name its secret and address (scale-out rules, decision 0036).
      const deployed = {
        DATABASE_URL: 'postgres://db.example/eazy2con',
        AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
        PUBLIC_URL: 'https://eazy2con.example',
      };
      for (const env of [{ SEED_DEMO: '0' }, deployed]) {
        const config = loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', DATA_DIR: freshDir, ...env });
        expect(adminCredentials(config)).toBeNull();
        lines.length = 0;
        expect(
          await ensureAdminAccount(
            t.app.services.auth,
            new AccountsRepo(t.database.db),
            t.app.services.mentors,
            config,
            log,
          ),
        ).toBeNull();
        expect(messages().find((l) => l.msg.startsWith('No admin account'))?.msg).toContain('ADMIN_EMAIL');
        expect(existsSync(path.join(freshDir, 'demo-admin-password'))).toBe(false);
      }
      // A configured admin is made whatever SEED_DEMO says.
      expect(
        adminCredentials(
          loadConfig({ SEED_DEMO: '0', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'first-password' }),
        ),
      ).toMatchObject({ demo: false });
    } finally {
      rmSync(freshDir, { recursive: true, force: true });
    }
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD', () => {
    expect(() =>
      adminCredentials(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_EMAIL: 'a@example.com' })),
    ).toThrow(ConfigError);
  });
});
