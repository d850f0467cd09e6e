import { createServer } from 'node:net';

// One free port: the browser tests' helper (the bench uses it too).
export { freePort } from '../../e2e/support/app-process';

/** `count` consecutive free ports (the cluster's instances listen on first, first + 1, …). */
export async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    const taken = await Promise.all(Array.from({ length: count }, (_, i) => isTaken(first + i)));
    if (!taken.includes(true)) return first;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

function isTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
}
