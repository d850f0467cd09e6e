/**
 * The public reads `npm run bench` measures, each as the GraphQL operation a page sends and the bare route
 * (raw-routes.ts) that answers the same rows with one hand-written query.
 */
export const benchQueries = {
  listCourses: {
    graphql: `query Bench($limit: Int) { listCourses(limit: $limit) { items { id title image language duration rating ratingCount students mentor { id firstname lastname } } } }`,
    variables: () => ({ limit: 10 }),
    raw: () => '/bench/raw/courses?limit=10',
    /** The rows of each answer, to check both routes answer the same. */
    rowsOf: {
      graphql: (data: unknown) => (data as { listCourses: { items: unknown[] } }).listCourses.items,
      raw: (body: unknown) => (body as { items: unknown[] }).items,
    },
  },
  getCourse: {
    graphql: `query Bench($id: ID!) { getCourse(id: $id) { id title description image language topics duration rating ratingCount students commentCount mentor { id firstname lastname specialization } } }`,
    variables: (id: string) => ({ id }),
    raw: (id: string) => `/bench/raw/courses/${id}`,
    rowsOf: {
      graphql: (data: unknown) => [(data as { getCourse: unknown }).getCourse],
      raw: (body: unknown) => [(body as { course: unknown }).course],
    },
  },
  getMentor: {
    graphql: `query Bench($id: ID!) { getMentor(id: $id) { id firstname lastname country specialization yrsOfexperience bio imageUrl { url } } }`,
    variables: (id: string) => ({ id }),
    raw: (id: string) => `/bench/raw/mentors/${id}`,
    rowsOf: {
      graphql: (data: unknown) => [(data as { getMentor: unknown }).getMentor],
      raw: (body: unknown) => [(body as { mentor: unknown }).mentor],
    },
  },
  /** /discover-mentors' first page without a filter, as urql sends it (its cache adds `__typename` everywhere). */
  listMentors: {
    graphql: `query ListMentors($filter: MentorFilterInput, $limit: Int, $nextToken: String) { listMentors(filter: $filter, limit: $limit, nextToken: $nextToken) { items { ...MentorCardFields __typename } nextToken __typename } } fragment MentorCardFields on Mentor { id firstname lastname specialization bio imageUrl { url __typename } rating reviewCount __typename }`,
    variables: () => ({ filter: { q: null, specialization: null, country: null }, limit: 12, nextToken: null }),
    raw: () => '/bench/raw/mentors?limit=12',
    rowsOf: {
      graphql: (data: unknown) => (data as { listMentors: { items: unknown[] } }).listMentors.items,
      raw: (body: unknown) => (body as { items: unknown[] }).items,
    },
  },
} as const;

export type BenchQueryName = keyof typeof benchQueries;
