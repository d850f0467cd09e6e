// `npm start`: build when the build is missing or older than the sources, then run the production server,
// which migrates the database, seeds demo content into an empty one, and serves on $PORT (3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

const sources = ['packages/shared/src', 'apps/server/src', 'apps/server/build.mjs', 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'package-lock.json'];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(...outputs.map((o) => (existsSync(at(o)) ? statSync(at(o)).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((s) => newestMtime(at(s))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build found: building…' : 'Sources changed since the last build: rebuilding…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A local .env (see .env.example) is read when present; real environment variables win over it.
const envFile = existsSync(at('.env')) ? [`--env-file=${at('.env')}`] : [];
const server = spawn(process.execPath, [...envFile, '--enable-source-maps', at('apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
