import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import { AppError } from '../lib/app-error';
import type { GraphQLContext } from './context';
import { GRAPHQL_LIMITS } from './limits';

/** The one Pothos builder; each module adds its types and fields in `<domain>.graphql.ts`. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({
  plugins: [ComplexityPlugin],
  defaultFieldNullability: false,
  // Checked before the first root field resolves, from the shape of the query and its arguments (paged lists set
  // their multiplier from `limit`, see graphql/paging.ts). Depth is GraphQL Armor's (graphql/protections.ts).
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    limit: { complexity: GRAPHQL_LIMITS.maxComplexity },
    complexityError: (_kind, { complexity, maxComplexity }) =>
      new AppError(
        'BAD_USER_INPUT',
        `This query asks for too much at once (cost ${complexity}, at most ${maxComplexity}): ask for fewer items or fewer nested lists`,
        { limit: 'complexity' },
      ),
  },
});

builder.scalarType('DateTime', {
  description: 'An ISO-8601 date and time',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
// Live updates (chat messages, admin lists) over SSE; each module adds its fields with builder.subscriptionField.
builder.subscriptionType({});
