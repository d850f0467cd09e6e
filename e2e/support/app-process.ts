import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');

export interface RunningApp {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Runs the built server to completion (for start-up failures), returning its exit code and output. */
export function runBuiltServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      // The suite pays through the built-in sandbox, which production takes only when asked for (issue 26).
      env: { ...process.env, NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production build as `npm start` does (NODE_ENV=production, built server, built web app) on a free
 * port with a temporary data folder, and waits until /healthz answers.
 */
export async function startBuiltApp(
  env: Record<string, string> = {},
  options: { dataDir?: string; keepData?: boolean } = {},
): Promise<RunningApp> {
  if (!existsSync(serverEntry)) throw new Error('No build found: run `npm run build` first (npm run test:e2e does).');
  return launch(
    ['--enable-source-maps', serverEntry],
    { NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', ...env },
    options,
    false,
  );
}

export interface StartedByScript extends RunningApp {
  /** Ctrl-C in the terminal: SIGINT to every process of the group. Resolves with the exit code of `npm start`. */
  interrupt(): Promise<number | null>;
}

/**
 * Starts the product through scripts/start.mjs, as `npm start` does, in a process group of its own as a terminal
 * runs a foreground command, so that `interrupt()` is a real Ctrl-C. `--no-build`: the suite runs against the build
 * it made, even when sources change meanwhile. `stop()` sends SIGTERM to start.mjs alone, as a supervisor does.
 */
export async function startWithStartScript(
  env: Record<string, string> = {},
  options: { dataDir?: string; keepData?: boolean } = {},
): Promise<StartedByScript> {
  if (!existsSync(serverEntry)) throw new Error('No build found: run `npm run build` first (npm run test:e2e does).');
  // No NODE_ENV: start.mjs chooses production itself.
  const app = await launch(
    [path.join(root, 'scripts/start.mjs'), '--no-build'],
    { NODE_ENV: undefined, ...env },
    options,
    true,
  );
  return {
    ...app,
    async interrupt() {
      const child = app.process;
      if (child.exitCode === null && child.pid !== undefined) {
        const closed = new Promise((resolve) => child.once('close', resolve));
        process.kill(-child.pid, 'SIGINT');
        await closed;
      }
      return child.exitCode;
    },
  };
}

async function launch(
  args: string[],
  env: Record<string, string | undefined>,
  options: { dataDir?: string; keepData?: boolean },
  ownProcessGroup: boolean,
): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'eazy2con-e2e-'));
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: root,
    // PUBLIC_URL is the address the browser uses (links in mails, the auth origin check); env may override it.
    // STATS_FLOOR 0: the home tests follow each figure as it counts up from an empty database.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      DEV_MAILBOX: '',
      SEED_DEMO: '',
      STATS_FLOOR: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownProcessGroup,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': it comes once every process writing to these pipes (start.mjs's server too) has ended.
  const closed = new Promise((resolve) => child.once('close', resolve));
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await closed;
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the app has logged `text`; fails if it exits first or takes over `ms`. */
export async function waitForOutput(app: RunningApp, text: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!app.output().includes(text)) {
    if (app.process.exitCode !== null || app.process.signalCode !== null) {
      throw new Error(
        `the app exited (${app.process.exitCode ?? app.process.signalCode}) before logging "${text}":\n${app.output()}`,
      );
    }
    if (Date.now() > deadline) throw new Error(`the app did not log "${text}" within ${ms} ms:\n${app.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app did not become healthy within 60 s:\n${output()}`);
}
