import { index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { mentors } from '../mentors/mentors.schema';

export const catalogueAudience = pgEnum('catalogue_audience', ['ADULT', 'KID']);

/**
 * The featured catalogue: adult courses (/featured-courses) and kid courses (/featured-kid-courses) share one
 * shape, so they share one table, told apart by `audience`. Ids are the spec's slugs.
 */
export const catalogueCourses = pgTable(
  'catalogue_courses',
  {
    id: text('id').primaryKey(),
    audience: catalogueAudience('audience').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    video: text('video').notNull(),
    description: text('description').notNull(),
    profession: text('profession').notNull(),
    programRightCaption: text('program_right_caption').notNull(),
    prerequisites: jsonb('prerequisites').$type<string[]>().notNull(),
    whatYouGet: jsonb('what_you_get').$type<string[]>().notNull(),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull(),
    aboutClass: text('about_class').notNull(),
    ageRange: text('age_range'),
    mentorId: uuid('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('catalogue_courses_audience_position_idx').on(t.audience, t.position)],
);
