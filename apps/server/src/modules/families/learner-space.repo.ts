import { and, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import { childProfiles } from './families.schema';
import { learnerSessions } from './learner-space.schema';

/** The child a learner space belongs to: what its sign-in and its page need, never the parent's data. */
export interface LearnerChild {
  id: string;
  parentUserId: string;
  firstName: string;
  learnerCodeHash: string | null;
}

const learnerChild = {
  id: childProfiles.id,
  parentUserId: childProfiles.parentUserId,
  firstName: childProfiles.firstName,
  learnerCodeHash: childProfiles.learnerCodeHash,
};

/** The only writer of child_profiles.learner_code_hash and of learner_sessions (decision 0042, Learner space). */
export class LearnerSpaceRepo {
  constructor(private readonly db: DbOrTx) {}

  transaction<T>(work: (repo: LearnerSpaceRepo, tx: Tx) => Promise<T>): Promise<T> {
    return inTransaction(this.db, undefined, (handle, tx) => work(new LearnerSpaceRepo(handle), tx));
  }

  async child(childId: string): Promise<LearnerChild | null> {
    const [row] = await this.db.select(learnerChild).from(childProfiles).where(eq(childProfiles.id, childId));
    return row ?? null;
  }

  /** Sets (or, with null, clears) the code and ends every signed-in browser of the child with the old one. */
  async setCode(parentUserId: string, childId: string, codeHash: string | null): Promise<boolean> {
    const updated = await this.db
      .update(childProfiles)
      .set({ learnerCodeHash: codeHash })
      .where(and(eq(childProfiles.id, childId), eq(childProfiles.parentUserId, parentUserId)))
      .returning({ id: childProfiles.id });
    if (updated.length === 0) return false;
    await this.db.delete(learnerSessions).where(eq(learnerSessions.childId, childId));
    return true;
  }

  /** Opens a session for the child, dropping the child's expired ones on the way (they are kept nowhere else). */
  async addSession(childId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .delete(learnerSessions)
      .where(and(eq(learnerSessions.childId, childId), lte(learnerSessions.expiresAt, now)));
    await this.db.insert(learnerSessions).values({ childId, tokenHash, createdAt: now, expiresAt });
  }

  /** The child of a live session; null for an unknown or expired token, or a space turned off since. */
  async childOfSession(tokenHash: string, now: Date): Promise<LearnerChild | null> {
    const [row] = await this.db
      .select(learnerChild)
      .from(learnerSessions)
      .innerJoin(childProfiles, eq(childProfiles.id, learnerSessions.childId))
      .where(and(eq(learnerSessions.tokenHash, tokenHash), gt(learnerSessions.expiresAt, now)));
    return row?.learnerCodeHash ? row : null;
  }
}
