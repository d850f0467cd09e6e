import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { wantsPrettyLogs } from '../server';

describe('log format', () => {
  it('is readable for a person at a terminal in development, and JSON lines everywhere else', () => {
    expect(wantsPrettyLogs('development', true)).toBe(true);
    expect(wantsPrettyLogs('development', false)).toBe(false); // piped: a file or a log shipper reads it
    expect(wantsPrettyLogs('production', true)).toBe(false);
    expect(wantsPrettyLogs('test', true)).toBe(false);
  });

  it('finds pino-pretty, the development dependency the pretty format loads by name', () => {
    expect(() => createRequire(import.meta.url).resolve('pino-pretty')).not.toThrow();
  });
});
