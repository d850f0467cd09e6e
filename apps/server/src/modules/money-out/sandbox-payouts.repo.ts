import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayoutTransfers, type SandboxPayoutTransferRow } from './payouts.schema';

/** The built-in sandbox's pretend bank: the transfers and refunds it was asked for, and their outcomes. */
export class SandboxPayoutsRepo {
  constructor(private readonly db: Db) {}

  /** Records a request once per reference; null when that reference was used before (a duplicate). */
  async insert(
    kind: 'transfer' | 'refund',
    reference: string,
    amountKobo: number,
    status: SandboxPayoutTransferRow['status'],
  ) {
    const [row] = await this.db
      .insert(sandboxPayoutTransfers)
      .values({ kind, reference, amountKobo, status })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  async byId(id: number): Promise<SandboxPayoutTransferRow | null> {
    const [row] = await this.db.select().from(sandboxPayoutTransfers).where(eq(sandboxPayoutTransfers.id, id));
    return row ?? null;
  }

  async byReference(kind: 'transfer' | 'refund', reference: string): Promise<SandboxPayoutTransferRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxPayoutTransfers)
      .where(and(eq(sandboxPayoutTransfers.kind, kind), eq(sandboxPayoutTransfers.reference, reference)));
    return row ?? null;
  }

  /** The simulate control: a NEW transfer becomes SUCCESSFUL or FAILED, once. */
  async finish(reference: string, status: 'SUCCESSFUL' | 'FAILED'): Promise<SandboxPayoutTransferRow | null> {
    const [row] = await this.db
      .update(sandboxPayoutTransfers)
      .set({ status })
      .where(
        and(
          eq(sandboxPayoutTransfers.kind, 'transfer'),
          eq(sandboxPayoutTransfers.reference, reference),
          eq(sandboxPayoutTransfers.status, 'NEW'),
        ),
      )
      .returning();
    return row ?? null;
  }
}
