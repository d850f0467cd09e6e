import { and, asc, desc, eq, getTableColumns, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cursorText, pastCursor } from '../../db/keyset';
import { inTransaction, Tx } from '../../db/transaction';
import type { Cursor } from '../../lib/paging';
import {
  childConsents,
  childMessages,
  childProfiles,
  type ChildConsentRow,
  type ChildMessageRow,
  type ChildProfileRow,
} from './families.schema';

/** A child's profile with the consent it stands on. */
export interface ChildWithConsent {
  profile: ChildProfileRow;
  consent: ChildConsentRow;
}

/** A consent record as the admins' list shows it: the child's first name while the profile exists. */
export type ConsentListRow = ChildConsentRow & { childFirstName: string | null; cursorAt: string };

/** The only writer of child_profiles, child_consents and child_messages (decision 0025). */
export class FamiliesRepo {
  constructor(private readonly db: DbOrTx) {}

  transaction<T>(work: (repo: FamiliesRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new FamiliesRepo(handle), tx));
  }

  in(tx: Tx): FamiliesRepo {
    return new FamiliesRepo(Tx.handle(tx));
  }

  /** The account's children, oldest profile first (the order they were added in). */
  async childrenOf(parentUserId: string): Promise<ChildWithConsent[]> {
    const rows = await this.db
      .select({ profile: childProfiles, consent: childConsents })
      .from(childProfiles)
      .innerJoin(childConsents, eq(childConsents.childId, childProfiles.id))
      .where(eq(childProfiles.parentUserId, parentUserId))
      .orderBy(asc(childProfiles.createdAt), asc(childProfiles.id));
    return rows;
  }

  /** The child when it is this account's; null for a missing id and for anyone else's alike. */
  async ownedChild(parentUserId: string, childId: string): Promise<ChildWithConsent | null> {
    const [row] = await this.db
      .select({ profile: childProfiles, consent: childConsents })
      .from(childProfiles)
      .innerJoin(childConsents, eq(childConsents.childId, childProfiles.id))
      .where(and(eq(childProfiles.id, childId), eq(childProfiles.parentUserId, parentUserId)))
      .for('update', { of: childProfiles });
    return row ?? null;
  }

  /**
   * The child when it is this account's and its consent stands (a plain read, no lock: a live stream's check, made
   * again whenever the account's access changes); null for a missing id and for anyone else's alike.
   */
  async standingChild(parentUserId: string, childId: string): Promise<ChildProfileRow | null> {
    const [row] = await this.db
      .select({ profile: childProfiles })
      .from(childProfiles)
      .innerJoin(childConsents, eq(childConsents.childId, childProfiles.id))
      .where(
        and(
          eq(childProfiles.id, childId),
          eq(childProfiles.parentUserId, parentUserId),
          isNull(childConsents.withdrawnAt),
        ),
      );
    return row?.profile ?? null;
  }

  /** Any child's profile by id (a mentor's view is narrowed by the service). */
  async child(childId: string): Promise<ChildProfileRow | null> {
    const [row] = await this.db.select().from(childProfiles).where(eq(childProfiles.id, childId));
    return row ?? null;
  }

  /** The consent record of a child id, kept after the profile is gone (it says why a booking is refused). */
  async consentOf(childId: string): Promise<ChildConsentRow | null> {
    const [row] = await this.db.select().from(childConsents).where(eq(childConsents.childId, childId));
    return row ?? null;
  }

  async addChild(
    profile: Pick<ChildProfileRow, 'parentUserId' | 'firstName' | 'ageBand' | 'yearOfBirth' | 'interests'>,
    consent: Omit<ChildConsentRow, 'id' | 'childId' | 'givenAt' | 'withdrawnAt' | 'erasedAt'>,
  ): Promise<ChildWithConsent> {
    const [child] = await this.db.insert(childProfiles).values(profile).returning();
    if (!child) throw new Error('child_profiles insert returned no row');
    const [record] = await this.db
      .insert(childConsents)
      .values({ ...consent, childId: child.id })
      .returning();
    if (!record) throw new Error('child_consents insert returned no row');
    return { profile: child, consent: record };
  }

  /**
   * Records the withdrawal beside the consent and erases the profile: its messages and camp places go with it (on
   * delete cascade), bookings keep their payment record without it (set null).
   */
  async withdraw(childId: string, at: Date): Promise<ChildConsentRow | null> {
    const [record] = await this.db
      .update(childConsents)
      .set({ withdrawnAt: at, erasedAt: at })
      .where(and(eq(childConsents.childId, childId), isNull(childConsents.withdrawnAt)))
      .returning();
    await this.db.delete(childProfiles).where(eq(childProfiles.id, childId));
    return record ?? null;
  }

  async addMessage(row: Pick<ChildMessageRow, 'childId' | 'mentorId' | 'sender' | 'fromName' | 'text'>) {
    const [message] = await this.db.insert(childMessages).values(row).returning();
    if (!message) throw new Error('child_messages insert returned no row');
    return message;
  }

  /**
   * Where the child's parent is mailed: the e-mail their account had confirmed when they consented (the consent
   * record's; the account's own table is the accounts module's).
   */
  async parentEmailOf(childId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ email: childConsents.parentEmail })
      .from(childConsents)
      .where(and(eq(childConsents.childId, childId), isNull(childConsents.withdrawnAt)));
    return row?.email ?? null;
  }

  /** Whether the child had a message from a mentor since `since` (the parent was told of it already). */
  async messagedSince(childId: string, since: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: childMessages.id })
      .from(childMessages)
      .where(and(eq(childMessages.childId, childId), gt(childMessages.createdAt, since)))
      .limit(1);
    return row !== undefined;
  }

  /** A child's messages, oldest first (a conversation reads downwards); at most `limit`, the newest ones. */
  async messagesOf(childId: string, limit: number): Promise<ChildMessageRow[]> {
    const rows = await this.db
      .select()
      .from(childMessages)
      .where(eq(childMessages.childId, childId))
      .orderBy(desc(childMessages.createdAt), desc(childMessages.id))
      .limit(limit);
    return rows.reverse();
  }

  /** Consent records for the admins, newest first, keyset-paged. */
  consents(limit: number, after: Cursor | null): Promise<ConsentListRow[]> {
    return this.db
      .select({
        ...getTableColumns(childConsents),
        childFirstName: childProfiles.firstName,
        cursorAt: cursorText(childConsents.givenAt),
      })
      .from(childConsents)
      .leftJoin(childProfiles, eq(childProfiles.id, childConsents.childId))
      .where(after ? pastCursor(childConsents.givenAt, childConsents.id, after) : undefined)
      .orderBy(desc(childConsents.givenAt), desc(childConsents.id))
      .limit(limit);
  }
}
