// One app instance of `npm run cluster`: the built server on its own port, started, killed and restarted in the
// same slot, its output appended to a log file.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { serverEntry } from './build-freshness.mjs';

/** The app drains for up to 30 s on SIGTERM (main.ts); past that it has failed to stop. */
const STOP_CAP_MS = 40_000;

/**
 * @typedef {{ name: string, pid: number | undefined, code: number | null, signal: NodeJS.Signals | null, expected: boolean }} InstanceExit
 */

/**
 * @param {{ name: string, port: number, env: Record<string, string>, logFile: string,
 *   onExit: (exit: InstanceExit) => void }} options
 */
export function instanceSlot({ name, port, env, logFile, onExit }) {
  const url = `http://127.0.0.1:${port}`;
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  /** @type {Promise<void>} */
  let exited = Promise.resolve();
  let expectExit = false;

  const running = () => child !== null && child.exitCode === null && child.signalCode === null;

  function start() {
    if (running()) throw new Error(`${name} is already running`);
    expectExit = false;
    const log = createWriteStream(logFile, { flags: 'a' });
    const proc = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own: a Ctrl-C in the terminal reaches the cluster script, which stops the instances
      // in order, and not every process at once.
      detached: true,
    });
    proc.stdout?.pipe(log);
    proc.stderr?.pipe(log);
    child = proc;
    exited = new Promise((resolve) =>
      proc.once('exit', (code, signal) => {
        onExit({ name, pid: proc.pid, code, signal, expected: expectExit });
        resolve();
      }),
    );
  }

  /** Resolves when the instance's /readyz answers 200; fails when it exits first or after `timeoutMs`. */
  async function waitReady(timeoutMs = 120_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!running()) throw new Error(`${name} exited while starting; its log:\n${tail(logFile)}`);
      try {
        const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3_000) });
        await res.body?.cancel();
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${name} was not ready within ${timeoutMs / 1000} s; its log:\n${tail(logFile)}`);
  }

  /** Sends `signal` and waits for the exit. SIGTERM is a stop (the instance drains); SIGKILL is a crash. */
  async function kill(signal = 'SIGKILL') {
    if (!running() || !child) return;
    expectExit = true;
    const current = child;
    current.kill(signal);
    const cap = setTimeout(() => current.kill('SIGKILL'), STOP_CAP_MS);
    await exited;
    clearTimeout(cap);
  }

  return {
    name,
    port,
    url,
    get pid() {
      return running() ? child?.pid : undefined;
    },
    running,
    start,
    waitReady,
    kill,
    stop: () => kill('SIGTERM'),
    /** The exit code of the last run (null while running or when ended by a signal). */
    get exitCode() {
      return child?.exitCode ?? null;
    },
  };
}

/** @typedef {ReturnType<typeof instanceSlot>} InstanceSlot */

/** The last lines of a log, for a start-up failure's message. */
function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
