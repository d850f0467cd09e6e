import { fileURLToPath } from 'node:url';
import path from 'node:path';

// This file sits one level below the server package both as source (src/paths.ts) and once bundled
// (dist/main.js), so the package root is one directory up in both cases.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const paths = {
  packageRoot,
  migrations: path.join(packageRoot, 'drizzle'),
  webDist: path.resolve(packageRoot, '../web/dist'),
};
