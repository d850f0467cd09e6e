import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { MentorsService } from '../mentors/mentors.service';
import type { AccountsRepo } from './accounts.repo';

/** The start-up admin's mentor record, written by its owner (the mentors module). */
type AdminMentorRecords = Pick<MentorsService, 'findByUserSubId' | 'upsertAdmin' | 'revokeAdmin'>;
import type { Auth } from './auth';

export const DEMO_ADMIN_EMAIL = 'admin@eazy2con.demo';
const DEMO_PASSWORD_FILE = 'demo-admin-password';

export interface AdminCredentials {
  email: string;
  password: string;
  demo: boolean;
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD (the configuration accepts both or neither), or else the demo admin, which is demo
 * content: made only when SEED_DEMO is on (null otherwise). The demo password is random, made once and kept in
 * $DATA_DIR (so it is never a known default, even when `npm start` runs with nothing configured).
 */
export function adminCredentials(config: Config): AdminCredentials | null {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    return { email: config.ADMIN_EMAIL.toLowerCase(), password: config.ADMIN_PASSWORD, demo: false };
  }
  if (!config.seedDemo) return null;
  return { email: DEMO_ADMIN_EMAIL, password: demoPassword(config.DATA_DIR), demo: true };
}

/** Where the demo admin's password is kept. */
export function demoPasswordFile(dataDir: string): string {
  return path.resolve(dataDir, DEMO_PASSWORD_FILE);
}

function demoPassword(dataDir: string): string {
  const file = demoPasswordFile(dataDir);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 8) return saved;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const password = `demo-${randomBytes(9).toString('base64url')}`;
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

/**
 * At start-up: a verified account with that email and password, and an ACCEPTED, active, admin mentor record.
 * Idempotent; a changed ADMIN_PASSWORD replaces the old one and signs the admin out everywhere.
 */
export async function ensureAdminAccount(
  auth: Auth,
  repo: AccountsRepo,
  mentors: AdminMentorRecords,
  config: Config,
  log: FastifyBaseLogger,
): Promise<{ userId: string; email: string } | null> {
  const creds = adminCredentials(config);
  if (!creds) {
    log.warn('No admin account: set ADMIN_EMAIL and ADMIN_PASSWORD (SEED_DEMO is off, so no demo admin is made).');
    return null;
  }
  const ctx = await auth.$context;
  const hash = () => ctx.password.hash(creds.password);

  let userId: string;
  const found = await ctx.internalAdapter.findUserByEmail(creds.email);
  if (!found) {
    const user = await ctx.internalAdapter.createUser(
      { email: creds.email, name: 'Admin', emailVerified: true },
      { method: 'email-password' },
    );
    userId = user.id;
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: await hash(),
    });
  } else {
    userId = found.user.id;
    if (!found.user.emailVerified) await repo.markEmailVerified(userId);
    const credential = (await ctx.internalAdapter.findAccounts(userId)).find((a) => a.providerId === 'credential');
    if (!credential) {
      await ctx.internalAdapter.linkAccount({
        userId,
        providerId: 'credential',
        accountId: userId,
        password: await hash(),
      });
    } else if (
      !credential.password ||
      !(await ctx.password.verify({ hash: credential.password, password: creds.password }))
    ) {
      if (creds.demo && credential.password) {
        // Another instance (another DATA_DIR) on this database made the demo admin: its password stands, or each
        // start would sign the others' admin out.
        log.warn(
          { email: creds.email },
          "Demo admin: made by another instance sharing this database; its password is in that instance's DATA_DIR. " +
            'Set ADMIN_EMAIL and ADMIN_PASSWORD when several instances share a database.',
        );
        return { userId, email: creds.email };
      }
      await ctx.internalAdapter.updatePassword(userId, await hash());
      await ctx.internalAdapter.deleteUserSessions(userId);
      log.info({ email: creds.email }, 'admin password changed; existing admin sessions signed out');
    }
  }

  await mentors.upsertAdmin({
    userSubId: userId,
    email: creds.email,
    status: 'ACCEPTED',
    isActive: true,
    isAdmin: true,
    firstname: config.site.name,
    lastname: 'Admin',
    phone: config.site.phone,
    country: 'NG',
    specialization: 'Not Specified',
    yrsOfexperience: '10+yrs',
  });

  if (!creds.demo) await retireDemoAdmin(ctx, mentors, log);

  if (creds.demo) {
    const file = demoPasswordFile(config.DATA_DIR);
    // A production log is collected, shipped and kept: it names the file, never the password. In development the
    // password itself is the convenient answer.
    const password = config.isProduction ? `the password in ${file}` : `password ${creds.password} (kept in ${file})`;
    log.warn(
      { email: creds.email, passwordFile: file },
      `Demo admin: sign in at ${config.publicUrl}/login as ${creds.email} with ${password}. ` +
        'Set ADMIN_EMAIL and ADMIN_PASSWORD to use your own.',
    );
  } else {
    log.info({ email: creds.email }, 'admin account ready');
  }
  return { userId, email: creds.email };
}

type AuthContext = Awaited<Auth['$context']>;

/**
 * Once a real admin is configured, the demo admin (whose password earlier starts printed in the log) loses its
 * rights, its sessions and its password: nobody can sign in as it any more.
 */
async function retireDemoAdmin(ctx: AuthContext, mentors: AdminMentorRecords, log: FastifyBaseLogger): Promise<void> {
  const demo = await ctx.internalAdapter.findUserByEmail(DEMO_ADMIN_EMAIL);
  if (!demo) return;
  const userId = demo.user.id;
  const mentor = await mentors.findByUserSubId(userId);
  if (!mentor?.isAdmin && !mentor?.isActive) return; // retired at an earlier start
  const credential = (await ctx.internalAdapter.findAccounts(userId)).find((a) => a.providerId === 'credential');
  await mentors.revokeAdmin(userId);
  if (credential)
    await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(randomBytes(32).toString('base64url')));
  await ctx.internalAdapter.deleteUserSessions(userId);
  log.warn(
    { email: DEMO_ADMIN_EMAIL },
    'demo admin retired: ADMIN_EMAIL is set, so its rights, sessions and password are gone',
  );
}
