import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

/** The one Pothos builder; each module adds its types and fields in `<domain>.graphql.ts`. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

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
