// The balancer of `npm run cluster`: the Debian haproxy, configured from deploy/haproxy.cluster.cfg, run in the
// foreground as a child of the cluster script, with a stats socket the script asks which instances are up.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { root } from './build-freshness.mjs';

export const HAPROXY = '/usr/sbin/haproxy';

/**
 * What the balancer itself answers, in the API's own error shape, so that a client shows a clear message instead of
 * haproxy's HTML page: 503 when no instance is ready (all cut off from PostgreSQL or Redis, or all restarting), 502
 * when an instance died with the request in hand, 504 when it did not answer in time.
 */
const BALANCER_ERRORS = {
  502: ['Bad Gateway', 'The server stopped while answering. Please try again.'],
  503: ['Service Unavailable', 'The service is briefly unavailable: no instance is ready. Please try again shortly.'],
  504: ['Gateway Timeout', 'The server took too long to answer. Please try again.'],
};

/** @param {string} dataDir @returns {string} errorfile lines for haproxy's defaults */
function writeErrorFiles(dataDir) {
  return Object.entries(BALANCER_ERRORS)
    .map(([status, [reason, message]]) => {
      const file = path.join(dataDir, `haproxy-${status}.http`);
      const body = Buffer.from(JSON.stringify({ errors: [{ message }] }));
      writeFileSync(
        file,
        `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncache-control: no-store\r\n` +
          `retry-after: 2\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
      );
      return `  errorfile ${status} ${file}`;
    })
    .join('\n');
}

/**
 * @param {{ dataDir: string, port: number, publicHost: string, instancePorts: number[] }} options
 * @returns {{ configFile: string, statsSocket: string }}
 */
export function writeHaproxyConfig({ dataDir, port, publicHost, instancePorts }) {
  const statsSocket = path.join(dataDir, 'haproxy.sock');
  const servers = instancePorts.map((p, i) => `  server app${i + 1} 127.0.0.1:${p}`).join('\n');
  const template = readFileSync(path.join(root, 'deploy/haproxy.cluster.cfg'), 'utf8');
  const config = template
    .replace('{{BIND}}', `127.0.0.1:${port}`)
    .replace('{{HOST}}', publicHost)
    .replace('{{SERVERS}}', servers)
    .replace('{{STATS_SOCKET}}', statsSocket)
    .replace('{{ERROR_FILES}}', writeErrorFiles(dataDir));
  const configFile = path.join(dataDir, 'haproxy.cfg');
  writeFileSync(configFile, config);
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused ${configFile}:\n${check.stderr}${check.stdout}`);
  return { configFile, statsSocket };
}

/**
 * Starts haproxy in the foreground (-db); its log goes to `logFile`.
 * @param {string} configFile
 * @param {string} logFile
 */
export function startHaproxy(configFile, logFile) {
  if (!existsSync(HAPROXY)) {
    throw new Error(`${HAPROXY} is missing: install the Debian package (apt-get install -y haproxy).`);
  }
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(HAPROXY, ['-db', '-f', configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Not stopped by the terminal's Ctrl-C: the cluster script stops it after the instances drained through it.
    detached: true,
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return child;
}

/**
 * Each server's state as haproxy's health checks see it ('UP', 'DOWN', 'UP 1/2'…), by name (app1, app2…).
 * @param {string} statsSocket
 * @returns {Promise<Map<string, string>>}
 */
export function serverStates(statsSocket) {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(statsSocket, () => socket.end('show stat\n'));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header = '', ...rows] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const nameAt = columns.indexOf('svname');
      const statusAt = columns.indexOf('status');
      const states = new Map();
      for (const row of rows) {
        const cells = row.split(',');
        if (cells[0] === 'app' && !['FRONTEND', 'BACKEND'].includes(cells[nameAt] ?? '')) {
          states.set(cells[nameAt], cells[statusAt]);
        }
      }
      resolve(states);
    });
  });
}
