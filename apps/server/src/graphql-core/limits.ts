/**
 * How much one GraphQL request may ask for (decision 0010). The web app's largest page query uses a fraction of
 * each (see limits.test.ts, which checks every document the web app sends); a query past one of them is refused
 * before any resolver runs, except the time budget, which stops an operation that is still running.
 */
export const GRAPHQL_LIMITS = {
  /** Bytes of query text, checked before parsing. */
  maxDocumentBytes: 20_000,
  /** Lexical tokens, counted while parsing: deep nesting is refused long before the parser's stack runs out. */
  maxTokens: 1_000,
  /** Nested selections (fragments flattened; the introspection query is not counted). */
  maxDepth: 8,
  maxAliases: 15,
  maxDirectives: 20,
  /**
   * Estimated cost: each field costs 1, and what a paged list selects counts once per item it may return (its
   * `limit`, 20 by default), so nested lists multiply.
   */
  maxComplexity: 4_000,
  /** Milliseconds an operation may run before it is stopped and answered with an error. */
  timeBudgetMs: 10_000,
  /** Errors shown in one response; the rest are summed up in a last one. */
  maxErrors: 10,
} as const;

export type GraphQLLimits = { -readonly [K in keyof typeof GRAPHQL_LIMITS]: number };
