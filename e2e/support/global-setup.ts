import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENV } from './app';
import { startBuiltApp } from './app-process';
import { startSmtpSink } from './smtp-sink';

/** The account `npm start` makes when ADMIN_EMAIL/ADMIN_PASSWORD are unset (its password is in $DATA_DIR). */
const DEMO_ADMIN_EMAIL = 'admin@eazy2con.demo';

/**
 * Starts the SMTP sink and the built app once for the run; the workers read both from the environment
 * (support/app.ts). Returns the teardown, which Playwright calls after the last test.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const smtp = await startSmtpSink();
  const app = await startBuiltApp({
    SMTP_URL: smtp.url,
    // Every test signs up, signs in and sends forms from 127.0.0.1: the per-address limits, multiplied (never off).
    RATE_LIMIT_SCALE: '20',
  }).catch(async (error: unknown) => {
    await smtp.stop();
    throw error;
  });
  const password = readFileSync(path.join(app.dataDir, 'demo-admin-password'), 'utf8').trim();
  process.env[ENV.baseUrl] = app.url;
  process.env[ENV.mailDir] = smtp.dir;
  process.env[ENV.smtpUrl] = smtp.url;
  process.env[ENV.adminEmail] = DEMO_ADMIN_EMAIL;
  process.env[ENV.adminPassword] = password;
  return async () => {
    await app.stop();
    await smtp.stop();
  };
}
