import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { UPLOAD_PURPOSES } from '@eazy2con/shared/uploads';
import { mentors } from '../mentors/mentors.schema';

/**
 * Files mentors uploaded (course images and videos, profile images). The file itself is in the file store under
 * `key`; a row exists only once the whole file is stored, so GET /api/files/{key} never serves half a file. An upload
 * is unattached until a course or profile takes it (`attached_at`); one left unattached for a day is removed.
 */
export const uploads = pgTable(
  'uploads',
  {
    // Random (a UUID and the sniffed type's extension), never reused: served with immutable caching.
    key: text('key').primaryKey(),
    // A mentor removed takes their rows along; their files must be released first (FilesService.release).
    ownerMentorId: uuid('owner_mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The purge looks for unattached uploads by age.
    index('uploads_unattached_created_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
    index('uploads_owner_idx').on(t.ownerMentorId),
  ],
);
