// `npm start`: build when the build is missing or older than the sources, then run the production server,
// which migrates the database, seeds an empty one (with demo content on the embedded database), and serves on
// $PORT (3000). On the local demo setup it also turns the dev mailbox and the payment sandbox on
// (see localDemoMailbox below).
// `node scripts/start.mjs --no-build` runs the existing build as it is (built elsewhere, or while sources are being
// edited, as in the browser tests).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { BuildFailed, ensureBuild, root, serverEntry } from './build-freshness.mjs';

const at = (...parts) => path.join(root, ...parts);

try {
  ensureBuild({ reuse: process.argv.includes('--no-build') });
} catch (error) {
  if (!(error instanceof BuildFailed)) throw error;
  process.exit(error.status);
}

// A local .env (see .env.example) is read when present; real environment variables win over it.
const envFile = existsSync(at('.env')) ? [`--env-file=${at('.env')}`] : [];
const fileVars = envFile.length > 0 ? parseEnv(readFileSync(at('.env'), 'utf8')) : {};
/** A variable as the server will see it: the real environment's, else the .env file's; '' means unset. */
const setting = (name) => (process.env[name] ?? fileVars[name] ?? '').trim();

/**
 * The production server serves /dev/mailbox only with DEV_MAILBOX=1. A newcomer's first `npm start` (embedded
 * database, no SMTP_URL, PUBLIC_URL unset or on this machine) has no other way to read a sign-up code, so it gets
 * DEV_MAILBOX=1 unless DEV_MAILBOX is set either way. A deployment is not that: it sets PUBLIC_URL to its public
 * address (sign-in checks the browser's origin against it) or uses PostgreSQL or SMTP, and its mail stays in the
 * outbox, read by the admin.
 */
function localDemoMailbox() {
  if (setting('DEV_MAILBOX') !== '' || setting('SMTP_URL') !== '') return false;
  return onThisMachine();
}

/** The embedded database, PUBLIC_URL unset or on this machine: a newcomer's try-out, not a deployment. */
function onThisMachine() {
  if (setting('DATABASE_URL') !== '') return false;
  const publicUrl = setting('PUBLIC_URL');
  if (publicUrl === '') return true;
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(publicUrl).hostname);
  } catch {
    return false; // the server refuses a bad PUBLIC_URL with a clear message
  }
}
const localDemo = localDemoMailbox() ? { DEV_MAILBOX: '1' } : {};
// Likewise payments: production refuses the built-in sandbox unless PAYMENTS_SANDBOX=1 (issue 26); the local try-out
// without Flutterwave keys takes test payments, and its pages say so.
const localSandbox = setting('PAYMENTS_SANDBOX') === '' && setting('FLW_SECRET_KEY') === '' && onThisMachine();
if (localSandbox) localDemo.PAYMENTS_SANDBOX = '1';
if (localDemo.DEV_MAILBOX) {
  console.log(
    'Local demo setup (embedded database, no SMTP_URL): mail is readable at /dev/mailbox from this machine (DEV_MAILBOX=1).',
  );
}

const server = spawn(process.execPath, [...envFile, '--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, ...localDemo },
});

// Passing signals on, so that the server is told once (its main.ts logs and ignores any later signal, but dying of
// a second one would leave the embedded database unclosed):
// - SIGTERM (a supervisor, `kill`) is sent to this process alone: pass it on at once.
// - SIGINT is usually Ctrl-C, which the terminal sends to its whole foreground process group, so the server has it
//   already; passing it on would make it a second one. But it may also be meant for this process alone
//   (`kill -INT <pid>`), and then the server must still stop: so it is passed on only if the server is still running
//   INTERRUPT_GRACE_MS later. A server that is merely slow to stop just logs it.
// However often this process is signalled (npm, for one, passes its own SIGINT on to it too), the server is told at
// most once, and this process waits for it to exit and ends with its exit code.
const INTERRUPT_GRACE_MS = 3_000;
let passedOn = false;
const passOn = (signal) => {
  if (passedOn || server.exitCode !== null || server.signalCode !== null) return;
  passedOn = true;
  server.kill(signal);
};
let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) return;
  interrupted = true;
  setTimeout(() => passOn('SIGINT'), INTERRUPT_GRACE_MS).unref();
});
process.on('SIGTERM', () => passOn('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
