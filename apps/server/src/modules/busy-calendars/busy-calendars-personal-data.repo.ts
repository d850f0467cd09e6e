import { eq } from 'drizzle-orm';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import { LinkedPersonalData, type DataSubject, type ExportSections } from '../personal-data';
import { busyCalendars, busyClashKeeps } from './busy-calendars.schema';

/**
 * A mentor's busy calendars (issue 37), found through their mentor record (decision 0043). Exported: each calendar
 * as listed (the address masked: the archive is a file the person downloads, and the sealed address is no use to
 * them), never the busy times' details beyond their count. Erased: the calendars (their busy times go with them) and
 * the kept clashes, so no secret address outlives the account.
 */
export class BusyCalendarsPersonalData extends LinkedPersonalData {
  async export(person: DataSubject): Promise<ExportSections> {
    const mentorId = await this.mentorIdOf(person);
    if (!mentorId) return {};
    const rows = await this.db.select().from(busyCalendars).where(eq(busyCalendars.mentorId, mentorId));
    return {
      busyCalendars: rows.map((r) => ({
        kind: r.kind,
        address: r.urlMasked,
        lastFetchedAt: r.lastFetchedAt?.toISOString() ?? null,
        lastError: r.lastError,
        addedAt: r.createdAt.toISOString(),
      })),
    };
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const mentorId = await this.mentorIdOf(person, tx);
    if (!mentorId) return;
    await deleteWhere(Tx.handle(tx), busyClashKeeps, eq(busyClashKeeps.mentorId, mentorId));
    await deleteWhere(Tx.handle(tx), busyCalendars, eq(busyCalendars.mentorId, mentorId));
  }
}
