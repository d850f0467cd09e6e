import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort } from '../e2e/support/app-process';

export interface BenchServer {
  url: string;
  /** The server's process id (its CPU time is read from /proc). */
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a built server (`node <entry>`, as `npm start` runs it: NODE_ENV=production) in its own process,
 * listening on 127.0.0.1 only, and waits until /healthz answers.
 */
export async function startBuiltServer(entry: string, env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      // Required in production with DATABASE_URL (decision 0036); a new one per run, as the data folder is.
      AUTH_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: '',
      SMTP_URL: '',
      // The bench pays through the built-in sandbox, which production takes only when asked for (issue 26).
      PAYMENTS_SANDBOX: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become healthy within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, pid: child.pid!, output: () => output, stop };
}
