/**
 * The app under test, as the global setup (support/global-setup.ts) started it. The setup hands it over in
 * environment variables, which Playwright's workers inherit. Playwright also imports every test file in its main
 * process to list the tests, before the setup has run: there these values are empty, and nothing reads them.
 */
export interface AppUnderTest {
  baseUrl: string;
  /** The SMTP sink's folder: one .eml file per message the app delivered (read with support/mail.ts). */
  mailDir: string;
  /**
   * The SMTP sink's address, for an app a test starts itself (support/app-process.ts) whose mail the test reads
   * with support/mail.ts too.
   */
  smtpUrl: string;
  /** The demo admin `npm start` makes when ADMIN_EMAIL/ADMIN_PASSWORD are unset. */
  admin: { email: string; password: string };
}

export const ENV = {
  baseUrl: 'E2E_BASE_URL',
  mailDir: 'E2E_MAIL_DIR',
  smtpUrl: 'E2E_SMTP_URL',
  adminEmail: 'E2E_ADMIN_EMAIL',
  adminPassword: 'E2E_ADMIN_PASSWORD',
} as const;

function fromSetup(name: string): string {
  const value = process.env[name];
  // TEST_WORKER_INDEX is set in Playwright's workers only: a test running without the setup fails loudly.
  if (!value && process.env.TEST_WORKER_INDEX !== undefined) {
    throw new Error(
      `${name} is not set: run the browser tests with \`playwright test\` (its global setup starts the app)`,
    );
  }
  return value ?? '';
}

export const app: AppUnderTest = {
  baseUrl: fromSetup(ENV.baseUrl),
  mailDir: fromSetup(ENV.mailDir),
  smtpUrl: fromSetup(ENV.smtpUrl),
  admin: { email: fromSetup(ENV.adminEmail), password: fromSetup(ENV.adminPassword) },
};

export const baseUrl = app.baseUrl;
