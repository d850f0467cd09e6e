import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from './files.schema';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

/** The only code that reads and writes `uploads`. */
export class FilesRepo {
  constructor(private readonly db: DbOrTx) {}

  async insert(row: NewUpload): Promise<UploadRow> {
    const [created] = await this.db.insert(uploads).values(row).returning();
    if (!created) throw new Error('uploads: insert returned no row');
    return created;
  }

  async byKey(key: string): Promise<UploadRow | null> {
    const [row] = await this.db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
    return row ?? null;
  }

  /** Marks the owner's upload attached (keeping the first time); null when the key is not this owner's. */
  async markAttached(key: string, ownerMentorId: string, now: Date): Promise<UploadRow | null> {
    const [row] = await this.db
      .update(uploads)
      .set({ attachedAt: now })
      .where(and(eq(uploads.key, key), eq(uploads.ownerMentorId, ownerMentorId), isNull(uploads.attachedAt)))
      .returning();
    if (row) return row;
    const existing = await this.byKey(key);
    return existing?.ownerMentorId === ownerMentorId ? existing : null;
  }

  /** Which of `keys` have a row. */
  async existingKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db.select({ key: uploads.key }).from(uploads).where(inArray(uploads.key, keys));
    return new Set(rows.map((row) => row.key));
  }

  async deleteByKey(key: string): Promise<UploadRow | null> {
    const [row] = await this.db.delete(uploads).where(eq(uploads.key, key)).returning();
    return row ?? null;
  }

  /**
   * Deletes the rows of uploads still unattached that were made before `cutoff` and answers their keys. One
   * statement: an upload attached meanwhile no longer matches and stays.
   */
  async deleteUnattachedBefore(cutoff: Date): Promise<string[]> {
    const rows = await this.db
      .delete(uploads)
      .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff)))
      .returning({ key: uploads.key });
    return rows.map((row) => row.key);
  }
}
