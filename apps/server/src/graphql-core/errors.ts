import { GraphQLError } from 'graphql';
import { maskError as defaultMaskError, type YogaServerOptions } from 'graphql-yoga';
import type { FastifyBaseLogger } from 'fastify';
import { isAppError, type AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/sql-state';

/** What a person reads while the database is away (a restart, a failover). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

export type MaskError = NonNullable<Extract<YogaServerOptions<object, object>['maskedErrors'], object>['maskError']>;

function findAppError(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  if (error instanceof GraphQLError && isAppError(error.originalError)) return error.originalError;
  return null;
}

/**
 * An error the request caused, not the server: a syntax or validation error, a refused limit, a variable of the
 * wrong type. graphql-js makes these without a cause, or with another GraphQLError as the cause.
 */
function isRequestError(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isRequestError(error.originalError);
}

/**
 * Whether an error is the client's doing (refused input, a rule, a limit, a bad query), not the server's: it is
 * logged at debug, never at error level.
 */
export function isClientError(error: unknown): boolean {
  return findAppError(error) !== null || isRequestError(error);
}

/**
 * Expected failures keep their message and code; anything else is answered with a masked 'Unexpected error'.
 * Logging follows Yoga's rule: it passes every error whose masking changed it to its logger, where `yogaLogger`
 * logs client errors at debug and only the rest at error level. An error that stays as it is (a request error) is
 * logged at debug here. Neither ever logs the query or its variables.
 */
export function createMaskError(log: FastifyBaseLogger): MaskError {
  return (error, message, isDev) => {
    const appError = findAppError(error);
    if (appError) {
      return new GraphQLError(appError.message, {
        path: error instanceof GraphQLError ? error.path : undefined,
        extensions: { code: appError.code, ...(appError.details ?? {}) },
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Logged at error level by Yoga (the message changed); the person is told to try again, not that all is lost.
      return new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
        path: error instanceof GraphQLError ? error.path : undefined,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    }
    if (isRequestError(error)) {
      log.debug({ code: error.extensions.code, path: error.path }, `GraphQL request refused: ${clip(error.message)}`);
      return error;
    }
    return defaultMaskError(error, message, isDev);
  };
}

export interface ErrorSummary {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  causedBy?: ErrorSummary;
}

/**
 * What a log line may say about an error: its type, code, the first line of its message (clipped) and its stack
 * frames. A database error's message goes on with the query's parameters, and the database quotes the value it
 * refused (`invalid input syntax for type uuid: "…"`): such messages (of errors that carry a code, and of causes)
 * stop before their first ': '. A stack starts with the whole message again, so only its frames are kept.
 */
export function errorSummary(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error, message: clip(String(error)) };
  const code =
    'code' in error && (typeof error.code === 'string' || typeof error.code === 'number')
      ? String(error.code)
      : undefined;
  let text = error.message.split('\n')[0] ?? '';
  if ((code !== undefined || depth > 0) && text.includes(': ')) text = text.slice(0, text.indexOf(': '));
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  return {
    type: error.name,
    message: clip(text),
    ...(code ? { code } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(error.cause !== undefined && depth < 2 ? { causedBy: errorSummary(error.cause, depth + 1) } : {}),
  };
}

const MAX_LOGGED_MESSAGE = 300;

const clip = (text: string) => (text.length > MAX_LOGGED_MESSAGE ? `${text.slice(0, MAX_LOGGED_MESSAGE)}…` : text);
