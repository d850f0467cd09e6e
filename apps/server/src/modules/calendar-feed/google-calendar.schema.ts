import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mentors } from '../mentors/mentors.schema';

/**
 * A mentor's connected Google calendar (issue 37): the OAuth tokens, sealed at rest (lib/sealed-secret.ts, AES-256-GCM
 * under a key derived from the auth secret), never shown to anyone. One per mentor; disconnecting deletes the row
 * (and the token is revoked at Google first).
 */
export const googleCalendarLinks = pgTable('google_calendar_links', {
  mentorId: uuid('mentor_id')
    .primaryKey()
    .references(() => mentors.id, { onDelete: 'cascade' }),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  accessTokenSealed: text('access_token_sealed'),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true, mode: 'date' }),
  /** The scopes Google granted (space separated), as its token answer said. */
  scope: text('scope').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'date' }).notNull(),
  /**
   * Sessions changed after this were not written to the calendar yet: each sync writes those whose row changed since,
   * then moves it to the time it read them at.
   */
  eventsSyncedAt: timestamp('events_synced_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
});

export type GoogleCalendarLinkRow = typeof googleCalendarLinks.$inferSelect;
