import { GraphQLError } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMaskError, SERVICE_UNAVAILABLE_MESSAGE } from './errors';
import { isDatabaseUnavailable } from '../lib/sql-state';

const mask = createMaskError(pino({ level: 'silent' }));
const asResolverError = (cause: Error) => new GraphQLError(cause.message, { originalError: cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('an unreachable database', () => {
  it('is told by SQLSTATE class 08, the shutdown states and node-postgres connection errors, also as a cause', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('x', '57P01') }))).toBe(true);
    // A statement the database refused is not an outage.
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('is answered with a try-again message and its own code, not the masked unexpected error', () => {
    const masked = mask(asResolverError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')), 'x', false);
    expect(masked).toBeInstanceOf(GraphQLError);
    expect((masked as GraphQLError).message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect((masked as GraphQLError).extensions.code).toBe('SERVICE_UNAVAILABLE');
    // No detail of the cause (addresses, ports) reaches the client.
    expect(JSON.stringify(masked)).not.toContain('5432');
    // Anything else stays masked.
    expect((mask(asResolverError(new Error('boom')), 'Unexpected error.', false) as GraphQLError).message).toBe(
      'Unexpected error.',
    );
  });
});
