import { ConfigError, loadConfig } from './config/env';
import { createLogger, startServer } from './server';

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
  const server = await startServer(config, log);

  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Long-lived connections (subscriptions) must not keep the process alive forever.
    const force = setTimeout(() => {
      log.warn('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.stop().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
