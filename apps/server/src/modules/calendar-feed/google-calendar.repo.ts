import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { googleCalendarLinks, type GoogleCalendarLinkRow } from './google-calendar.schema';

export type NewGoogleLink = typeof googleCalendarLinks.$inferInsert;

/** The google_calendar_links table. */
export class GoogleCalendarRepo {
  constructor(private readonly db: DbOrTx) {}

  async of(mentorId: string): Promise<GoogleCalendarLinkRow | null> {
    const [row] = await this.db
      .select()
      .from(googleCalendarLinks)
      .where(eq(googleCalendarLinks.mentorId, mentorId))
      .limit(1);
    return row ?? null;
  }

  /** Connecting again replaces the tokens; the events already written keep their ids, so nothing doubles. */
  async save(values: NewGoogleLink): Promise<void> {
    const { mentorId: _key, ...set } = values;
    await this.db
      .insert(googleCalendarLinks)
      .values(values)
      .onConflictDoUpdate({ target: googleCalendarLinks.mentorId, set });
  }

  async update(mentorId: string, patch: Partial<Omit<NewGoogleLink, 'mentorId'>>): Promise<void> {
    await this.db.update(googleCalendarLinks).set(patch).where(eq(googleCalendarLinks.mentorId, mentorId));
  }

  async remove(mentorId: string): Promise<boolean> {
    const gone = await this.db
      .delete(googleCalendarLinks)
      .where(eq(googleCalendarLinks.mentorId, mentorId))
      .returning({ mentorId: googleCalendarLinks.mentorId });
    return gone.length > 0;
  }

  /** The links a sync run goes through, least recently synced first. */
  async due(limit: number): Promise<GoogleCalendarLinkRow[]> {
    return this.db.select().from(googleCalendarLinks).orderBy(asc(googleCalendarLinks.lastSyncAt)).limit(limit);
  }
}
