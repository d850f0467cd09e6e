import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './app-process';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for the app's SMTP_URL. */
  url: string;
  /** Where each received message lands as `<received ms>-<n>.eml`. */
  dir: string;
  stop(): Promise<void>;
}

/**
 * A real SMTP peer for the browser tests: the app delivers through nodemailer exactly as in production, and each
 * message is kept raw, so the tests read what a person would receive. Plain connections only (the app's SMTP_URL
 * is smtp://, and nodemailer uses STARTTLS only when offered).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const dir = mkdtempSync(path.join(tmpdir(), 'eazy2con-e2e-mail-'));
  const port = await freePort();
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        count += 1;
        // Written whole under a temporary name, then renamed: a reader never sees half a message.
        const name = `${Date.now()}-${String(count).padStart(5, '0')}.eml`;
        writeFileSync(path.join(dir, `${name}.part`), Buffer.concat(chunks));
        renameSync(path.join(dir, `${name}.part`), path.join(dir, name));
        callback();
      });
    },
  });
  // smtp-server re-emits a connection's socket errors on the server; with no listener left after start-up, one
  // client reset mid-transaction would crash the test run. So the listener stays, and only start-up errors reject.
  let started = false;
  await new Promise<void>((resolve, reject) => {
    server.on('error', (error: Error) => (started ? console.warn(`smtp sink: ${error.message}`) : reject(error)));
    server.listen(port, '127.0.0.1', () => {
      started = true;
      resolve();
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
