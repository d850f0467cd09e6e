import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxTransfers, type SandboxTransferRow } from './payments.schema';

/** The sandbox's test bank, named so nobody mistakes it for a real account. */
export const SANDBOX_BANK_NAME = 'Sandbox Test Bank (no money moves)';

/** The id a simulated transfer's "transaction" carries, like Flutterwave's data.id. */
export const sandboxTransferTxId = (row: Pick<SandboxTransferRow, 'id'>) => `sbt-${row.id}`;

/**
 * A NUBAN-looking test account number drawn from the tx_ref: the same attempt always shows the same number, and
 * the leading 99 is no Nigerian bank's.
 */
export function sandboxAccountNumber(txRef: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(txRef).digest('hex').slice(0, 12)}`) % 100_000_000n;
  return `99${digits.toString().padStart(8, '0')}`;
}

/** The sandbox provider's bank-transfer accounts and the transfers simulated into them. */
export class SandboxTransfersRepo {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: { txRef: string; amountKobo: number; expiresAt: Date }): Promise<SandboxTransferRow> {
    const [row] = await this.db
      .insert(sandboxTransfers)
      .values({ ...values, accountNumber: sandboxAccountNumber(values.txRef) })
      .onConflictDoNothing({ target: sandboxTransfers.txRef })
      .returning();
    // Two opens of one invoice at the same moment ask for the same attempt: both get its one account.
    const stored = row ?? (await this.byTxRef(values.txRef));
    if (!stored) throw new Error('sandbox transfer insert returned no row');
    return stored;
  }

  async byTxRef(txRef: string): Promise<SandboxTransferRow | null> {
    const [row] = await this.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.txRef, txRef)).limit(1);
    return row ?? null;
  }

  async byTransactionId(transactionId: string): Promise<SandboxTransferRow | null> {
    const match = /^sbt-(\d{1,9})$/.exec(transactionId);
    if (!match) return null;
    const [row] = await this.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.id, Number(match[1])))
      .limit(1);
    return row ?? null;
  }

  /** Records the simulated transfer once: a second one into the same account finds nothing. */
  async complete(txRef: string, paidKobo: number, now: Date): Promise<SandboxTransferRow | null> {
    const [row] = await this.db
      .update(sandboxTransfers)
      .set({ status: 'successful', paidKobo, completedAt: now })
      .where(and(eq(sandboxTransfers.txRef, txRef), eq(sandboxTransfers.status, 'open')))
      .returning();
    return row ?? null;
  }
}
