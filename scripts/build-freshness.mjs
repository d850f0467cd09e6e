// Whether the production build is there and newer than its sources, and building when it is not: shared by
// `npm start` (scripts/start.mjs) and `npm run cluster` (scripts/cluster.mjs), so both run what the sources say.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** The built server that both scripts run. */
export const serverEntry = at('apps/server/dist/main.js');

const sources = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'package-lock.json',
];
const outputs = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js', 'apps/server/dist/main.js'];

/** @param {string} target */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Builds (`npm run build`) when the build is missing, or older than the sources unless `reuse` is set (`--no-build`:
 * run the existing build as it is, built elsewhere or while sources are being edited). Throws when the build fails.
 * @param {{ reuse?: boolean }} [options]
 */
export function ensureBuild({ reuse = false } = {}) {
  const builtAt = Math.min(...outputs.map((o) => (existsSync(at(o)) ? statSync(at(o)).mtimeMs : 0)));
  const changedAt = reuse ? 0 : Math.max(...sources.map((s) => newestMtime(at(s))));
  if (builtAt !== 0 && changedAt <= builtAt) return;
  console.log(builtAt === 0 ? 'No build found: building…' : 'Sources changed since the last build: rebuilding…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new BuildFailed(result.status ?? 1);
}

/** The build failed; its output is already on the terminal. */
export class BuildFailed extends Error {
  /** @param {number} status */
  constructor(status) {
    super(`npm run build failed (exit code ${status})`);
    this.status = status;
  }
}
