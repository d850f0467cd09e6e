import { EventEmitter } from 'node:events';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logUnhandledRejections } from './process-guards';

describe('the unhandled-rejection guard (issue 26)', () => {
  it('logs a rejection nobody handled, with its summary and no request data, instead of stopping', () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) }) as FastifyBaseLogger;
    const source = new EventEmitter();
    logUnhandledRejections(log, source);
    const error = new TypeError("Cannot read properties of null (reading 'visitorId')");
    expect(source.emit('unhandledRejection', error)).toBe(true);
    const line = JSON.parse(lines[0] ?? '{}') as { level: number; msg: string; error: { type: string } };
    expect(line.level).toBe(50);
    expect(line.msg).toContain('unhandled promise rejection');
    expect(line.error.type).toBe('TypeError');
  });

  it('is installed on the real process by main.ts', async () => {
    const { readFile } = await import('node:fs/promises');
    const main = await readFile(new URL('../main.ts', import.meta.url), 'utf8');
    expect(main).toMatch(/logUnhandledRejections\(log\)/);
  });
});
