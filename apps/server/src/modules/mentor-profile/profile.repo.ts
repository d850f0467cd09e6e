import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { MentorRow } from '../mentors/mentors.repo';
import { mentors } from '../mentors/mentors.schema';

/** The profile fields of a mentor record, as its owner changes them. */
export type ProfileWrite = Pick<
  MentorRow,
  | 'firstname'
  | 'lastname'
  | 'specialization'
  | 'country'
  | 'phone'
  | 'bio'
  | 'facebookUrl'
  | 'github'
  | 'dribbleUrl'
  | 'linkedInUrl'
  | 'otherLinkUrl'
  | 'imageKey'
  | 'imageUrl'
>;

export class MentorProfileRepo {
  constructor(private readonly db: DbOrTx) {}

  async update(mentorId: string, profile: ProfileWrite): Promise<MentorRow> {
    const [row] = await this.db.update(mentors).set(profile).where(eq(mentors.id, mentorId)).returning();
    if (!row) throw new Error('mentor not updated');
    return row;
  }
}
