import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

/**
 * `npm run bench` only (BENCH_RAW_ROUTES=1, never set in production): one hand-written SQL query per public read,
 * behind a bare Fastify route, answering the same rows as the GraphQL operations the bench sends (bench/queries.ts).
 * They are the ceiling the GraphQL path is measured against, so they skip on purpose everything the product
 * layers add (sessions, context, validation, loaders, schema execution) — which is also why they are not product code.
 */
export const BENCH_RAW_PREFIX = '/bench/raw';

const courseFigures = sql`
  (select round(avg(r.stars), 2)::float8 from course_ratings r where r.course_id = c.id) as "rating",
  (select count(*)::int from course_ratings r where r.course_id = c.id) as "ratingCount",
  (select count(distinct b.email)::int from book_courses b where b.course_id = c.id and b.confirmed_at is not null) as "students"`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function rows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  // Both drivers (node-postgres and PGlite) answer raw queries with `rows`.
  const result: unknown = await db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}

export function registerBenchRawRoutes(http: FastifyInstance, db: Db): void {
  http.get<{ Querystring: { limit?: string } }>(`${BENCH_RAW_PREFIX}/courses`, async (req) => {
    const limit = Math.min(Math.max(Number(req.query.limit ?? 10) || 10, 1), 100);
    const items = await rows(
      db,
      sql`select c.id, c.title, c.image, c.language, c.duration_hours as "duration", ${courseFigures},
            json_build_object('id', m.id, 'firstname', m.firstname, 'lastname', m.lastname) as "mentor"
          from courses c join mentors m on m.id = c.mentor_id
          where m.status = 'ACCEPTED'
          order by c.created_at desc, c.id desc
          limit ${limit}`,
    );
    return { items };
  });

  http.get<{ Params: { id: string } }>(`${BENCH_RAW_PREFIX}/courses/:id`, async (req) => {
    if (!UUID.test(req.params.id)) return { course: null };
    const [course] = await rows(
      db,
      sql`select c.id, c.title, c.description, c.image, c.language, c.topics, c.duration_hours as "duration", ${courseFigures},
            (select count(*)::int from course_comments k where k.course_id = c.id) as "commentCount",
            json_build_object('id', m.id, 'firstname', m.firstname, 'lastname', m.lastname, 'specialization', m.specialization) as "mentor"
          from courses c join mentors m on m.id = c.mentor_id
          where c.id = ${req.params.id} and m.status = 'ACCEPTED'`,
    );
    return { course: course ?? null };
  });

  // The directory card's figures: visible reviews only, the average to one decimal as the service rounds it. Only
  // complete profiles are listed, as the directory's own query does (issue 20: a face, a specialization, a bio).
  http.get<{ Querystring: { limit?: string } }>(`${BENCH_RAW_PREFIX}/mentors`, async (req) => {
    const limit = Math.min(Math.max(Number(req.query.limit ?? 12) || 12, 1), 100);
    const items = await rows(
      db,
      sql`select m.id, m.firstname, m.lastname, m.specialization, m.bio,
            case when m.image_url is null then null else json_build_object('url', m.image_url, '__typename', 'Image') end as "imageUrl",
            (select floor(avg(r.stars)::float8 * 10 + 0.5) / 10 from mentor_reviews r where r.mentor_id = m.id and r.hidden_at is null) as "rating",
            (select count(*)::int from mentor_reviews r where r.mentor_id = m.id and r.hidden_at is null) as "reviewCount",
            'Mentor' as "__typename"
          from mentors m
          where m.status = 'ACCEPTED' and m.is_active
            and m.firstname <> '' and m.specialization not in ('', 'Not Specified') and m.bio not in ('', '<p></p>')
          order by m.created_at desc, m.id desc
          limit ${limit}`,
    );
    return { items };
  });

  http.get<{ Params: { id: string } }>(`${BENCH_RAW_PREFIX}/mentors/:id`, async (req) => {
    if (!UUID.test(req.params.id)) return { mentor: null };
    const [mentor] = await rows(
      db,
      sql`select m.id, m.firstname, m.lastname, m.country, m.specialization, m.yrs_of_experience as "yrsOfexperience", m.bio,
            case when m.image_url is null then null else json_build_object('url', m.image_url) end as "imageUrl"
          from mentors m
          where m.id = ${req.params.id} and m.status = 'ACCEPTED'`,
    );
    return { mentor: mentor ?? null };
  });
}
