/// <reference types="vite/client" />
import { complexityFromQuery } from '@pothos/plugin-complexity';
import {
  getIntrospectionQuery,
  Kind,
  Lexer,
  OperationTypeNode,
  print,
  Source,
  TokenKind,
  visit,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { GRAPHQL_LIMITS } from '../graphql-core/limits';
import { schema } from './schema';

/**
 * The GraphQL documents of the web app, as its `features/<domain>/queries.ts` modules export them: the limits must let
 * all of them pass with room to spare, so that a page never meets a limit meant for attackers.
 */
const webModules = import.meta.glob<Record<string, unknown>>('../../../web/src/features/*/queries.ts', { eager: true });

function webDocuments(): { name: string; document: DocumentNode }[] {
  const found = new Map<string, DocumentNode>();
  for (const module of Object.values(webModules)) {
    for (const value of Object.values(module)) {
      const document = asDocument(value);
      const operation = document?.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      );
      if (document && operation?.name) found.set(operation.name.value, document);
    }
  }
  return [...found].map(([name, document]) => ({ name, document }));
}

function asDocument(value: unknown): DocumentNode | null {
  if (typeof value === 'object' && value !== null && 'kind' in value && value.kind === Kind.DOCUMENT)
    return value as DocumentNode;
  return null;
}

/** The deepest selection, fragments flattened (as GraphQL Armor counts with `flattenFragments`). */
function depthOf(document: DocumentNode): number {
  let depth = 0;
  let deepest = 0;
  visit(document, {
    Field: {
      enter: () => void (deepest = Math.max(deepest, ++depth)),
      leave: () => void depth--,
    },
  });
  return deepest;
}

function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

const countOf = (document: DocumentNode, kind: Kind) => {
  let count = 0;
  visit(document, { enter: (node) => void (node.kind === kind && count++) });
  return count;
};

describe('GraphQL limits and the web app', () => {
  const documents = webDocuments();

  it('finds the web documents', () => {
    expect(documents.map((d) => d.name)).toEqual(
      expect.arrayContaining(['ListCourses', 'GetCourse', 'CatalogueCourses', 'ListTestimonials', 'Me']),
    );
  });

  it.each(documents)('$name fits every limit at half of it or less', ({ document }) => {
    const text = print(document);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDocumentBytes / 2);
    expect(tokenCount(text)).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTokens / 2);
    expect(depthOf(document)).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDepth / 2 + 1);
    expect(countOf(document, Kind.DIRECTIVE)).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDirectives / 2);
    let aliases = 0;
    visit(document, { Field: (node) => void (node.alias && aliases++) });
    expect(aliases).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxAliases / 2);
    // Lists count at the largest page anyone may ask for, not the smaller one the web app asks for. (A mutation
    // answers one object; its cost is the number of fields it selects.)
    // `token`: a booking read back by the browser that made it (getBookKidmentor and the like).
    const uuid = '00000000-0000-4000-8000-000000000000';
    // `from`/`to`: a window of time (the sessions' slots and calendars).
    const variables = {
      limit: 100,
      id: uuid,
      mentorId: uuid,
      audience: 'ADULT',
      token: 'token',
      date: '24-11-2026',
      from: '2030-01-01T00:00:00Z',
      to: '2030-01-08T00:00:00Z',
    };
    const isQuery = document.definitions.some(
      (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.QUERY,
    );
    const { complexity } = isQuery
      ? complexityFromQuery(document, { schema, variables })
      : { complexity: countOf(document, Kind.FIELD) };
    expect(complexity).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxComplexity * 0.75);
  });
});

describe('GraphQL limits through the real pipeline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const send = (document: DocumentNode, variables: Record<string, unknown>) =>
    t.gql<Record<string, unknown>>(print(document), variables);
  const byName = (name: string) => {
    const found = webDocuments().find((d) => d.name === name);
    if (!found) throw new Error(`the web app has no ${name} document`);
    return found.document;
  };

  it("answers the home, course list and course pages' queries", async () => {
    const home = await send(byName('CatalogueCourses'), { audience: 'ADULT' });
    expect(home.errors).toBeUndefined();
    expect(await send(byName('ListTestimonials'), { limit: 20 })).not.toHaveProperty('errors');
    expect(await send(byName('Me'), {})).not.toHaveProperty('errors');

    const list = await send(byName('ListCourses'), { filter: null, limit: 12, nextToken: null });
    expect(list.errors).toBeUndefined();
    const { items, nextToken } = list.data?.listCourses as { items: { id: string }[]; nextToken: string | null };
    expect(items.length).toBeGreaterThan(0);
    if (nextToken) expect(await send(byName('ListCourses'), { limit: 12, nextToken })).not.toHaveProperty('errors');
    // The largest page anyone may ask for still passes.
    expect(await send(byName('ListCourses'), { limit: 100 })).not.toHaveProperty('errors');

    const course = await send(byName('GetCourse'), { id: items[0]?.id });
    expect(course.errors).toBeUndefined();
    expect(course.data?.getCourse).toMatchObject({ id: items[0]?.id });

    const catalogue = home.data?.catalogueCourses as { id: string }[];
    const detail = await send(byName('CatalogueCourse'), { id: catalogue[0]?.id, audience: 'ADULT' });
    expect(detail.errors).toBeUndefined();
  });

  it('answers the standard introspection query (GraphiQL, code generators), in production too', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) } });
    try {
      for (const app of [t, production]) {
        const result = await app.gql<{ __schema: { types: unknown[] } }>(
          getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
        );
        expect(result.errors).toBeUndefined();
        expect(result.data?.__schema.types.length).toBeGreaterThan(20);
      }
    } finally {
      await production.close();
    }
  });

  it('keeps the fullest introspection query within half the token limit', () => {
    // GraphQL Armor's token limit applies to introspection too.
    const options = {
      descriptions: true,
      inputValueDeprecation: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
    };
    expect(tokenCount(getIntrospectionQuery(options))).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTokens / 2);
  });
});
