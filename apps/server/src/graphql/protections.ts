import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { FastifyBaseLogger } from 'fastify';
import { inputChecks } from './input-checks';
import type { GraphQLLimits } from '../graphql-core/limits';

export interface ProtectionOptions {
  limits: GraphQLLimits;
  /** Production hides 'Did you mean …' hints (introspection stays on: the API is public). */
  isProduction: boolean;
  log: FastifyBaseLogger;
}

/**
 * What stands between a request and the resolvers (decision 0010), in the order a request meets them: the size of
 * the query text, GraphQL Armor's token, directive, alias and depth limits while parsing and validating, the input
 * checks (input-checks.ts), then the time budget while it runs; the complexity limit is Pothos's (builder.ts).
 * Whatever the outcome, a response shows at most `maxErrors` errors.
 */
export function protections({ limits, isProduction, log }: ProtectionOptions): Plugin[] {
  return [
    documentSizeLimit(limits.maxDocumentBytes),
    EnvelopArmorPlugin({
      maxTokens: { n: limits.maxTokens, ...rejectWith('GRAPHQL_PARSE_FAILED') },
      maxDirectives: { n: limits.maxDirectives, ...rejectWith('GRAPHQL_VALIDATION_FAILED') },
      maxAliases: { n: limits.maxAliases, ...rejectWith('GRAPHQL_VALIDATION_FAILED') },
      // Fragments do not add a level, so that moving fields into a fragment does not change the depth.
      maxDepth: {
        n: limits.maxDepth,
        flattenFragments: true,
        ignoreIntrospection: true,
        ...rejectWith('GRAPHQL_VALIDATION_FAILED'),
      },
      // Armor's cost is blind to page sizes; Pothos's complexity (builder.ts) multiplies by them.
      costLimit: { enabled: false },
      blockFieldSuggestion: { enabled: isProduction, mask: '' },
    }),
    inputChecks({ maxErrors: limits.maxErrors, hideSuggestions: isProduction }),
    ...(isProduction ? [noValidationHints()] : []),
    timeBudget(limits.timeBudgetMs, log),
    errorCap(limits.maxErrors),
  ];
}

/**
 * Armor masks field suggestions only; graphql-js's other validation rules (an unknown enum value, argument or type)
 * still end with "Did you mean …?", which tells a prober the schema's names. In production every such hint goes.
 */
function noValidationHints(): Plugin {
  const strip = (error: GraphQLError) =>
    / Did you mean /.test(error.message)
      ? new GraphQLError(error.message.replace(/\s*Did you mean .*$/s, ''), {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          originalError: error.originalError,
          extensions: error.extensions,
        })
      : error;
  return {
    onValidate() {
      return ({ result, setResult }) => {
        // Envelop types the list loosely; validation only ever reports GraphQLErrors.
        const errors = (result as readonly unknown[]).filter((e): e is GraphQLError => e instanceof GraphQLError);
        if (errors.length === result.length && errors.some((e) => / Did you mean /.test(e.message))) {
          setResult(errors.map(strip));
        }
      };
    },
  };
}

const refused = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * How an Armor limit refuses: by throwing at once (the rest of parsing and validation is not worth running on such
 * a document), as a 400 with a code. Armor words every refusal as a 'Syntax Error'; only the token limit is one.
 */
const rejectWith = (code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED') => ({
  propagateOnRejection: false,
  onReject: [
    (_context: unknown, error: GraphQLError) => {
      throw refused(
        code === 'GRAPHQL_PARSE_FAILED' ? error.message : error.message.replace(/^Syntax Error: /, ''),
        code,
      );
    },
  ],
});

/** Whether query text is within `maxBytes` (the fast path, fast-path.ts, leaves a larger one to Yoga's refusal). */
export function checkDocumentSize(query: string | undefined, maxBytes: number): boolean {
  // Each character takes at most 3 bytes in UTF-8: short documents need no count.
  if (!query || query.length * 3 <= maxBytes) return true;
  return Buffer.byteLength(query, 'utf8') <= maxBytes;
}

/** Refuses query text past `maxBytes` before it is parsed (a 10,000-level nesting once overflowed the parser's stack). */
function documentSizeLimit(maxBytes: number): Plugin {
  return {
    onParams({ params }) {
      if (!checkDocumentSize(params.query, maxBytes)) {
        const bytes = Buffer.byteLength(params.query ?? '', 'utf8');
        throw refused(`The query is too large (${bytes} bytes; at most ${maxBytes})`, 'GRAPHQL_PARSE_FAILED');
      }
    },
  };
}

/**
 * Stops an operation that runs past its budget: the executor checks the signal between fields and answers as soon
 * as it fires, with an error naming the budget. A client that goes away stops it too (Yoga's request signal).
 *
 * Cheap per request, as it runs on every public read: no timer and no combined signal per operation (`setTimeout`
 * and `AbortSignal.any` cost a measurable share of a short read); one sweep, while operations are running, stops
 * those past their deadline (so a stop comes at most a tenth of the budget late).
 */
function timeBudget(ms: number, log: FastifyBaseLogger): Plugin<{ request?: Request }> {
  const running = new Set<{ deadline: number; stop: () => void }>();
  let sweep: ReturnType<typeof setInterval> | null = null;
  const sweepEvery = Math.max(10, Math.round(ms / 10));
  const sweepNow = () => {
    const now = Date.now();
    for (const operation of running) if (operation.deadline <= now) operation.stop();
    if (running.size === 0 && sweep) {
      clearInterval(sweep);
      sweep = null;
    }
  };
  return {
    onExecute({ args }) {
      const budget = new AbortController();
      const operation = {
        deadline: Date.now() + ms,
        stop: () => {
          running.delete(operation);
          log.warn(
            { operationName: args.operationName ?? null, budgetMs: ms },
            'GraphQL operation stopped: over its time budget',
          );
          budget.abort(
            new GraphQLError(`The operation took longer than ${ms / 1000} seconds and was stopped`, {
              extensions: { code: 'TIMEOUT', http: { status: 503 } },
            }),
          );
        },
      };
      running.add(operation);
      if (!sweep) {
        sweep = setInterval(sweepNow, sweepEvery);
        sweep.unref();
      }
      // The client going away stops the operation as well.
      const requestSignal = args.contextValue.request?.signal;
      // An operation the client stopped is over: it leaves the sweep's list at once (the executor throws then, and
      // onExecuteDone does not run), rather than being reported later as over its budget.
      const onGone = () => {
        running.delete(operation);
        budget.abort(requestSignal?.reason);
      };
      if (requestSignal?.aborted) onGone();
      else requestSignal?.addEventListener('abort', onGone, { once: true });
      // Yoga's executor reads `signal` from the execution arguments; graphql 16's types do not name it.
      Object.assign(args, { signal: budget.signal });
      return {
        onExecuteDone: () => {
          running.delete(operation);
          requestSignal?.removeEventListener('abort', onGone);
        },
      };
    },
  };
}

/** At most `max` errors of a result, and a last one saying that more were left out. */
export function capErrors<T extends ExecutionResult>(result: T, max: number): T {
  if (!result.errors || result.errors.length <= max) return result;
  return {
    ...result,
    errors: [
      ...result.errors.slice(0, max),
      // No count: the input checks stop collecting once there are more than enough.
      new GraphQLError(`Too many errors: only the first ${max} are shown`, {
        extensions: { code: 'TOO_MANY_ERRORS' },
      }),
    ],
  };
}

/** At most `max` errors per response, and a last one saying that more were left out. */
function errorCap(max: number): Plugin {
  const cap = <T extends ExecutionResult>(result: T): T => capErrors(result, max);
  return {
    onResultProcess(payload) {
      const { result } = payload;
      if (Array.isArray(result)) payload.setResult(result.map(cap));
      else if (!(Symbol.asyncIterator in result)) payload.setResult(cap(result));
    },
  };
}
