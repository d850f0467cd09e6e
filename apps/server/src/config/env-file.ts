import { existsSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../paths';

/** The repository's local configuration file (see .env.example), two levels above the server package. */
export const rootEnvFile = path.resolve(paths.packageRoot, '../..', '.env');

/**
 * Loads `file` into process.env when it exists, as `npm start` does with Node's --env-file, so that
 * `npm run db:migrate` and `npm run db:seed` reach the same database. Returns whether a file was read.
 *
 * process.loadEnvFile (Node 20.12+) never replaces a variable that is already set, even to an empty string: the real
 * environment wins over the file. It throws when the file is missing, hence the check.
 */
export function loadEnvFileIfPresent(file: string = rootEnvFile): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
