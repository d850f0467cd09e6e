import { GraphQLError } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { yogaLogger } from './yoga';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level: 'debug' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger: yogaLogger(log), lines };
}

describe("Yoga's log lines", () => {
  it('logs a message as the message, not as a field "0"', () => {
    const { logger, lines } = capture();
    logger.debug('Request aborted');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, msg: 'Request aborted' });
    expect(lines[0]).not.toHaveProperty('0');
  });

  it('logs an error under error, with its message and stack frames', () => {
    const { logger, lines } = capture();
    logger.error(new Error('the resolver broke'));
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'the resolver broke',
      error: { type: 'Error', message: 'the resolver broke' },
    });
    expect((lines[0]?.error as { stack: string }).stack).toContain('yoga.test.ts');
    expect(lines[0]).not.toHaveProperty('0');
  });

  it('logs what the client caused at debug, even when Yoga reports it as an error', () => {
    const { logger, lines } = capture();
    const refused = new GraphQLError('Email is not valid!', {
      path: ['createContactUs'],
      originalError: new AppError('BAD_USER_INPUT', 'Email is not valid!'),
    });
    logger.error(refused);
    logger.error(new GraphQLError('Cannot query field "x" on type "Query".'));
    expect(lines.map((line) => line.level)).toEqual([20, 20]);
    expect(lines[0]).toMatchObject({ msg: 'Email is not valid!', path: ['createContactUs'] });
  });

  it('keeps other arguments under data', () => {
    const { logger, lines } = capture();
    logger.warn('slow operation', { operationName: 'Courses' });
    logger.info('two things', 1, 2);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'slow operation', data: { operationName: 'Courses' } });
    expect(lines[1]).toMatchObject({ level: 30, msg: 'two things', data: [1, 2] });
  });
});
