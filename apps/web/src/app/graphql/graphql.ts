import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

/**
 * The `graphql` tag of every document the web app sends: gql.tada types each document's result and variables from
 * the server's schema (apps/web/schema.graphql, refreshed by `npm run schema`), so a field the server does not have,
 * a wrong argument or a changed type fails `npm run typecheck`. At run time it only parses, as urql's `gql` did.
 *
 * Masking is off: the fragments here are field lists shared between queries (a course card's fields in the list,
 * the course page and the learner's courses), so their fields read straight off the result.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  scalars: {
    /** ISO 8601 date-time, as the server's DateTime scalar serialises it. */
    DateTime: string;
  };
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';
