// `npm run dev`: the API with reload on change (port 3001) and Vite with hot reload (port 3000), which
// proxies /graphql and /api to the API, so the browser still sees one origin.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A local .env (see .env.example) is read when present, as `npm start` reads it. process.loadEnvFile never replaces
// a variable that is already set, even to an empty value, so the real environment wins over the file. The mode is
// taken before reading it: like `npm start`, this script decides it unless the real environment does.
const nodeEnv = process.env.NODE_ENV || 'development';
const envFile = path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

// `||`, not `??`: a copied .env.example sets these to empty strings, which mean "not set".
const apiPort = process.env.API_PORT || '3001';
const webPort = process.env.PORT || '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${webPort}`,
    },
  }),
  spawn('npx', ['vite'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, PORT: webPort, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
