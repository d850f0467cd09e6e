import { and, eq } from 'drizzle-orm';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, LinkedPersonalData } from '../personal-data';
import { uploads } from './files.schema';

/**
 * The files a mentor uploaded, found through their mentor record (decision 0043), so it runs before that record
 * forgets its account. Exported: what each file is. On erase the profile picture's row goes, and the orphan sweep
 * removes the stored file a day later (files-sweep.ts); course pictures and videos stay with the courses they
 * illustrate, which learners who bought them still open.
 */
export class FilesPersonalData extends LinkedPersonalData {
  async export(person: DataSubject): Promise<ExportSections> {
    const mentorId = await this.mentorIdOf(person);
    if (!mentorId) return {};
    const rows = await this.db.select().from(uploads).where(eq(uploads.ownerMentorId, mentorId));
    return { uploadedFiles: rows.map(exportRow) };
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const mentorId = await this.mentorIdOf(person, tx);
    if (!mentorId) return;
    await deleteWhere(
      Tx.handle(tx),
      uploads,
      and(eq(uploads.ownerMentorId, mentorId), eq(uploads.purpose, 'profile-image')),
    );
  }
}
