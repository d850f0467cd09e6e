import { initGraphQLTada, type TadaDocumentNode } from 'gql.tada';
import type { introspection } from './graphql-env';

/**
 * gql.tada's tag as the types know it: each document's result and variables are typed from the server's schema
 * (apps/web/schema.graphql, refreshed by `npm run schema`), so a field the server does not have, a wrong argument
 * or a changed type fails `npm run typecheck`.
 *
 * Masking is off: the fragments here are field lists shared between queries (a course card's fields in the list,
 * the course page and the learner's courses), so their fields read straight off the result.
 */
const parseNow = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  scalars: {
    /** ISO 8601 date-time, as the server's DateTime scalar serialises it. */
    DateTime: string;
  };
}>();

type Document = TadaDocumentNode<unknown, unknown>;

/**
 * The `graphql` tag of every document the web app sends. At run time it parses a document when it is first used,
 * not when its module is evaluated: the shell's modules hold dozens of documents, and parsing them all in the entry
 * chunk's evaluation was 8–20 ms of the first visit's longest task (traces, issue 27). A document is read by the
 * client when its query first runs, inside React's time-sliced hydration, and then kept parsed.
 */
function parseWhenUsed(source: string, fragments?: readonly Document[]): Document {
  let parsed: Document | undefined;
  const document = (): Document => (parsed ??= parseNow(source, fragments as never) as Document);
  return {
    kind: 'Document',
    get definitions() {
      return document().definitions;
    },
    get loc() {
      return document().loc;
    },
    // urql keeps the printed text here once it has it.
    set loc(loc) {
      (document() as { loc?: Document['loc'] }).loc = loc;
    },
  } as Document;
}

export const graphql = Object.assign(parseWhenUsed, {
  scalar: parseNow.scalar.bind(parseNow),
  persisted: parseNow.persisted.bind(parseNow),
}) as unknown as typeof parseNow;

export type { ResultOf, VariablesOf } from 'gql.tada';
