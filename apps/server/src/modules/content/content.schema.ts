import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';

export const testimonials = pgTable('testimonials', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  image: text('image').notNull(),
  clientName: text('client_name').notNull(),
  portfolio: text('portfolio').notNull(),
  ...timestamps,
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: idColumn(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    shortText: text('short_text').notNull(),
    body: text('body').notNull(),
    image: text('image').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt)],
);

/**
 * Newsletter sign-ups, kept here whether or not Mailchimp is configured. One row per address whatever its case:
 * the unique index is on lower(email).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: idColumn(),
    email: text('email').notNull(),
    /** The last answer from Mailchimp (subscribed, pending_confirmation, already, …); null when not forwarded. */
    mailchimpStatus: text('mailchimp_status'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    index('newsletter_subscribers_created_idx').on(t.createdAt, t.id),
  ],
);

/** Messages sent through the contact form (spec 1 §3: ContactUs). Admins list them newest first. */
export const contactUs = pgTable(
  'contact_us',
  {
    id: idColumn(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ...timestamps,
  },
  (t) => [index('contact_us_created_idx').on(t.createdAt, t.id), index('contact_us_full_name_idx').on(t.fullName)],
);
