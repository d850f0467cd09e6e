import { ConfigError, type Config } from '../config/env';
import type { DataSettings } from './backup';
import { BackupError } from './backup-manifest';

/** What the server's configuration says about where the data is (see DataSettings). */
export function dataSettings(config: Config, args: string[]): DataSettings {
  return {
    databaseUrl: config.DATABASE_DIRECT_URL ?? config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    s3Bucket: config.S3_BUCKET,
    force: args.includes('--force'),
  };
}

/** The value after `name` in `args` (`--out dir`), if given. */
export function optionValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Runs a command; an expected failure (bad configuration, a refused backup) is one clear line and exit code 1. */
export async function runCommand(work: (args: string[]) => Promise<void>): Promise<void> {
  try {
    await work(process.argv.slice(2));
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
