import {
  coerceInputValue,
  getOperationAST,
  GraphQLError,
  isInputType,
  isNonNullType,
  typeFromAST,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const NUL_IN_TEXT = 'Text must not contain the NUL character (U+0000)';

/**
 * Checks an operation's input before it runs, in place of the executor's own variable coercion messages, which
 * quote the whole offending value (a 0.9 MB field came back once per unknown key). Here an invalid variable is
 * named by its path only, and collecting stops after `maxErrors`. Text with a NUL character is refused too, in
 * variables and in the query's own string literals, for every field: PostgreSQL cannot store it, so it would
 * otherwise fail as an unexpected error deep in a repository.
 */
export function inputChecks(options: { maxErrors: number; hideSuggestions: boolean }): Plugin {
  const check = (args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    operationName?: string | null;
    variableValues?: unknown;
  }) => {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation) return []; // the executor answers for a missing operation
    const variables = isRecord(args.variableValues) ? args.variableValues : {};
    const errors = variableErrors(args.schema, operation, variables, options);
    return errors.length > 0 ? errors : nulErrors(args.document, operation, variables);
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const errors = check(args);
      if (errors.length > 0) setResultAndStopExecution({ errors });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const errors = check(args);
      if (errors.length > 0) setResultAndStopExecution({ errors });
    },
  };
}

/** Refused before execution, like the executor's own variable errors: HTTP 400. */
const badInput = (message: string, extensions: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...extensions, http: { status: 400 } } });

class EnoughErrors extends Error {}

function variableErrors(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  options: { maxErrors: number; hideSuggestions: boolean },
): GraphQLError[] {
  const errors: GraphQLError[] = [];
  const add = (error: GraphQLError) => {
    errors.push(error);
    // One past the cap, so that the response's error cap (protections.ts) says that more were left out.
    if (errors.length > options.maxErrors) throw new EnoughErrors();
  };
  try {
    for (const definition of operation.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      const type = typeFromAST(schema, definition.type);
      if (!type || !isInputType(type)) continue; // validation has refused the document already
      if (!Object.hasOwn(variables, name)) {
        if (isNonNullType(type) && !definition.defaultValue)
          add(badInput(`Variable "$${name}" of required type "${String(type)}" was not provided.`));
        continue;
      }
      const value = variables[name];
      if (value === null && isNonNullType(type)) {
        add(badInput(`Variable "$${name}" of non-null type "${String(type)}" must not be null.`));
        continue;
      }
      coerceInputValue(value, type, (path, _invalidValue, error) => {
        const at = pathText(name, path);
        add(
          badInput(`Variable "$${name}" got an invalid value at "${at}": ${reasonOf(error, options.hideSuggestions)}`, {
            path: at,
          }),
        );
      });
    }
  } catch (error) {
    if (!(error instanceof EnoughErrors)) throw error;
  }
  return errors;
}

/** Where in a variable a value sits: `input.items[2].name`. */
function pathText(variable: string, path: readonly (string | number)[]): string {
  return variable + path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('');
}

const MAX_QUOTED = 40;
const MAX_REASON = 200;

/**
 * graphql-js's reason, without the value it quotes: scalar messages end with ': <the value>', and a quoted name may
 * be a client's (an unknown key of any length).
 */
function reasonOf(error: GraphQLError, hideSuggestions: boolean): string {
  let reason = error.message;
  const colon = reason.indexOf(': ');
  if (colon >= 0) reason = reason.slice(0, colon);
  if (hideSuggestions) reason = reason.replace(/\s*Did you mean .*$/s, '');
  reason = reason.replace(/"([^"]*)"/g, (quoted, inner: string) =>
    inner.length > MAX_QUOTED ? `"${inner.slice(0, MAX_QUOTED)}…"` : quoted,
  );
  reason = reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON)}…` : reason;
  return reason.replace(/\.$/, '');
}

function nulErrors(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): GraphQLError[] {
  const errors: GraphQLError[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const at = findNul(name, variables[name]);
    if (at) {
      const field =
        at
          .split('.')
          .at(-1)
          ?.replace(/\[\d+\]$/, '') ?? name;
      errors.push(badInput(`${NUL_IN_TEXT} (at "${at}")`, { path: at, fields: { [field]: NUL_IN_TEXT } }));
    }
  }
  if (errors.length > 0) return errors;
  return hasNulLiteral(document) ? [badInput(`${NUL_IN_TEXT} (in a string of the query)`)] : [];
}

/**
 * Whether a string literal of the query holds a NUL character. Walking the document costs more than many public
 * reads; the answer depends on the document alone, and Yoga hands the same parsed document to every request with
 * the same query text (its parser cache), so it is worked out once per document.
 */
const nulLiterals = new WeakMap<DocumentNode, boolean>();
function hasNulLiteral(document: DocumentNode): boolean {
  let found = nulLiterals.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      StringValue(node) {
        if (node.value.includes('\u0000')) found = true;
      },
    });
    nulLiterals.set(document, found);
  }
  return found;
}

/** The path of the first string holding a NUL character, walked without recursion (input may nest deeply). */
function findNul(variable: string, value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: variable }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: `${path}[${index}]` }));
    } else if (isRecord(current)) {
      for (const [key, item] of Object.entries(current)) pending.push({ value: item, path: `${path}.${key}` });
    }
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
