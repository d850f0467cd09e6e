import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import {
  erasedEmail,
  exportRow,
  type DataSubject,
  type ExportSections,
  type PersonalDataOwner,
} from '../personal-data';
import { mentorReviews } from './mentor-reviews.schema';
import { mentors } from './mentors.schema';

/**
 * A person's mentor record (their application or profile, by account) and the reviews they wrote of mentors (by
 * e-mail), decision 0043. On erase the reviews they wrote go (free text); the mentor record stays, because sessions,
 * the ledger and payouts name it by id, but it is taken off the directory and loses every personal field: names,
 * e-mail, phone, bio, links, picture and video, and its link to the account. Reviews others wrote of them stay.
 */
export class MentorsPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  /** The account's mentor record id, or null (read by the owners that find their rows by it). */
  async mentorIdOf(userId: string, tx?: Tx): Promise<string | null> {
    const [row] = await (tx ? Tx.handle(tx) : this.db)
      .select({ id: mentors.id })
      .from(mentors)
      .where(eq(mentors.userSubId, userId));
    return row?.id ?? null;
  }

  async export(person: DataSubject): Promise<ExportSections> {
    const record = await this.db.select().from(mentors).where(eq(mentors.userSubId, person.userId));
    const reviews = await this.db
      .select({
        mentorId: mentorReviews.mentorId,
        name: mentorReviews.name,
        message: mentorReviews.message,
        stars: mentorReviews.stars,
        createdAt: mentorReviews.createdAt,
      })
      .from(mentorReviews)
      .where(eq(mentorReviews.email, person.email));
    return { mentorProfile: record.map(exportRow), mentorReviewsWritten: reviews.map(exportRow) };
  }

  async phonesOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    const rows = await (tx ? Tx.handle(tx) : this.db)
      .select({ phone: mentors.phone })
      .from(mentors)
      .where(eq(mentors.userSubId, person.userId));
    return rows.map((row) => row.phone);
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const db = Tx.handle(tx);
    await deleteWhere(db, mentorReviews, eq(mentorReviews.email, person.email));
    const id = await this.mentorIdOf(person.userId, tx);
    if (!id) return;
    await db
      .update(mentors)
      .set({
        userSubId: null,
        isActive: false,
        firstname: 'Deleted',
        lastname: 'account',
        email: erasedEmail(id),
        phone: '',
        projects: '',
        github: '',
        bio: '',
        imageKey: null,
        imageUrl: null,
        video: null,
        facebookUrl: null,
        dribbleUrl: null,
        linkedInUrl: null,
        otherLinkUrl: null,
      })
      .where(eq(mentors.id, id));
  }
}
