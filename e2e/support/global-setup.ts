import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltApp, type RunningApp } from './app-process';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** The account `npm start` makes when ADMIN_EMAIL/ADMIN_PASSWORD are unset (its password is in $DATA_DIR). */
const DEMO_ADMIN_EMAIL = 'admin@eazy2con.demo';

let app: RunningApp | undefined;
let smtp: SmtpSink | undefined;

export async function setup(project: TestProject) {
  smtp = await startSmtpSink();
  app = await startBuiltApp({
    SMTP_URL: smtp.url,
    // Every test signs up, signs in and sends forms from 127.0.0.1: the per-address limits, multiplied (never off).
    RATE_LIMIT_SCALE: '20',
  });
  const password = readFileSync(path.join(app.dataDir, 'demo-admin-password'), 'utf8').trim();
  project.provide('baseUrl', app.url);
  project.provide('mailDir', smtp.dir);
  project.provide('admin', { email: DEMO_ADMIN_EMAIL, password });
}

export async function teardown() {
  await app?.stop();
  await smtp?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The SMTP sink's folder: one .eml file per message the app delivered (read with support/mail.ts). */
    mailDir: string;
    admin: { email: string; password: string };
  }
}
