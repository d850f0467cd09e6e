import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP peer on 127.0.0.1 for tests: records every delivered mail, parsed by mailparser. */
export interface TestSmtp {
  port: number;
  received: ParsedMail[];
  /** Connection errors the peer saw (a client hanging up mid-transaction); kept, as a real server logs them. */
  errors: Error[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Recipients starting with "bounce" are refused with 550 (a permanent failure). */
export function createTestSmtp(port: number): TestSmtp {
  const received: ParsedMail[] = [];
  const errors: Error[] = [];
  let server: SMTPServer | null = null;
  return {
    port,
    received,
    errors,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (address.address.startsWith('bounce')) {
            const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
            callback(error);
            return;
          }
          callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              received.push(mail);
              callback();
            })
            .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
        },
      });
      const s = server;
      await listenOn(s, port, (error) => errors.push(error));
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

/**
 * Listens on 127.0.0.1:port. The server keeps an 'error' listener for good: smtp-server re-emits a connection's
 * socket errors (a client resetting mid-transaction) on the server, and an EventEmitter 'error' with no listener
 * would crash the whole test process.
 */
export async function listenOn(
  server: SMTPServer,
  port: number,
  onError: (error: Error) => void = () => {},
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let listening = false;
    server.on('error', (error: Error) => (listening ? onError(error) : reject(error)));
    server.listen(port, '127.0.0.1', () => {
      listening = true;
      resolve();
    });
  });
}

export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
