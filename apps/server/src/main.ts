import { ConfigError, loadConfig } from './config/env';
import { createLogger, startServer } from './server';
import { logUnhandledRejections } from './lib/process-guards';

/**
 * How long a stop may take before the remaining connections are dropped: the requests in flight (an upload, a
 * payment's verification) get this long to finish. Orchestrators wait about as long before SIGKILL (Kubernetes'
 * terminationGracePeriodSeconds is 30 s by default; docs/deploy.md asks for a little more).
 */
const SHUTDOWN_CAP_MS = 30_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);
  logUnhandledRejections(log);
  const server = await startServer(config, log);

  let shuttingDown = false;
  let forced = false;
  const exit = (code: number) => {
    log.info('stopped');
    process.exit(code);
  };
  const fail = (error: unknown) => {
    log.error({ err: error }, 'error while stopping');
    process.exit(1);
  };
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      // Ctrl-C signals every process in the terminal's group, and supervisors repeat signals: one shutdown is
      // enough, and dying here would leave the embedded database unclosed (see scripts/start.mjs).
      log.warn({ signal }, 'already shutting down; signal ignored');
      return;
    }
    shuttingDown = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Long-lived connections (streams, a client that never finishes its request) must not keep the process alive
    // forever: after a while they are dropped, and the database is still closed before exiting.
    const force = setTimeout(() => {
      forced = true;
      log.warn('shutdown took too long: closing the remaining connections');
      server.forceStop().then(() => exit(1), fail);
      // The last resort, should closing the database hang too (kept referenced: this must end with exit code 1).
      setTimeout(() => {
        log.error('could not close the database in time; exiting');
        process.exit(1);
      }, 5_000);
    }, SHUTDOWN_CAP_MS);
    force.unref();
    server.stop().then(() => exit(forced ? 1 : 0), fail);
  };
  // `on`, not `once`: after a `once` listener ran, Node restores the default action, and a second signal would kill
  // the process in the middle of its shutdown.
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
