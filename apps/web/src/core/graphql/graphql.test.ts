import { print, type DocumentNode } from '@0no-co/graphql.web';
import { createRequest } from 'urql';
import { describe, expect, it } from 'vitest';
import { graphql } from './graphql';

describe('graphql (parsed when first used)', () => {
  it('does not parse a document until it is read', () => {
    // Invalid on purpose: parsing it would throw, and defining it must not.
    const untyped = graphql as unknown as (source: string) => DocumentNode;
    const broken = untyped('query Broken { ');
    expect(broken.kind).toBe('Document');
    expect(() => broken.definitions).toThrow();
  });

  it('reads as the parsed document, fragments included, and urql keys and prints it', () => {
    const Card = graphql(`
      fragment Card on Course {
        id
        title
      }
    `);
    const Courses = graphql(
      `
        query Courses {
          listCourses {
            items {
              ...Card
            }
          }
        }
      `,
      [Card],
    );
    expect(Courses.definitions.map((d) => d.kind)).toEqual(['OperationDefinition', 'FragmentDefinition']);
    const request = createRequest(Courses, {});
    expect(request.key).toBe(createRequest(Courses, {}).key);
    expect(print(request.query)).toContain('fragment Card on Course');
    // urql keeps the printed text on the document it was given.
    expect(Courses.loc?.source.body).toContain('query Courses');
  });
});
