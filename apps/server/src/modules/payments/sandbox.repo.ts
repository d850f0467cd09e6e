import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/uuid';
import {
  sandboxCheckouts,
  type SandboxCard,
  type SandboxCheckoutRow,
  type SandboxCheckoutStatus,
} from './payments.schema';

export type NewSandboxCheckout = Pick<
  SandboxCheckoutRow,
  'txRef' | 'amountKobo' | 'currency' | 'customer' | 'redirectUrl'
> &
  Partial<Pick<SandboxCheckoutRow, 'kind' | 'card' | 'status' | 'completedAt'>>;

/** The sandbox provider's own records: its checkouts and their outcomes. */
export class SandboxRepo {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewSandboxCheckout): Promise<SandboxCheckoutRow> {
    const [row] = await this.db.insert(sandboxCheckouts).values(values).returning();
    if (!row) throw new Error('sandbox checkout insert returned no row');
    return row;
  }

  async byLink(link: string): Promise<SandboxCheckoutRow | null> {
    if (!isUuid(link)) return null;
    const [row] = await this.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.link, link)).limit(1);
    return row ?? null;
  }

  /**
   * Records the outcome once: a second answer to the same checkout (a double click, a resent form) finds nothing.
   * `card`: the test card a checkout was paid with (a saved card's charge keeps the card it charged).
   */
  async complete(
    link: string,
    status: Exclude<SandboxCheckoutStatus, 'open'>,
    now: Date,
    card?: SandboxCard,
  ): Promise<SandboxCheckoutRow | null> {
    if (!isUuid(link)) return null;
    const [row] = await this.db
      .update(sandboxCheckouts)
      .set({ status, completedAt: now, ...(card ? { card } : {}) })
      .where(and(eq(sandboxCheckouts.link, link), eq(sandboxCheckouts.status, 'open')))
      .returning();
    return row ?? null;
  }

  /** Closes the still-open checkouts of a payment (its booking was cancelled): their Pay button then finds nothing. */
  async closeOpen(txRef: string, now: Date): Promise<void> {
    await this.db
      .update(sandboxCheckouts)
      .set({ status: 'cancelled', completedAt: now })
      .where(and(eq(sandboxCheckouts.txRef, txRef), eq(sandboxCheckouts.status, 'open')));
  }

  /** A paid or failed checkout by its transaction id (cancelled and open ones have no transaction). */
  async transaction(id: number): Promise<SandboxCheckoutRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxCheckouts)
      .where(and(eq(sandboxCheckouts.id, id), sql`${sandboxCheckouts.status} in ('successful', 'failed')`))
      .limit(1);
    return row ?? null;
  }

  /** The transaction of a tx_ref: a successful one first, else the latest failed one. */
  async transactionOf(txRef: string): Promise<SandboxCheckoutRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxCheckouts)
      .where(and(eq(sandboxCheckouts.txRef, txRef), sql`${sandboxCheckouts.status} in ('successful', 'failed')`))
      .orderBy(sql`${sandboxCheckouts.status} = 'successful' desc`, desc(sandboxCheckouts.id))
      .limit(1);
    return row ?? null;
  }
}
