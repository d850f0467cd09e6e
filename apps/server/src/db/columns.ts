import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every record carries (spec: id, createdAt, updatedAt). */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
