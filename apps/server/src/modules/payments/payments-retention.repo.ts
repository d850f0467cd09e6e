import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { sandboxCheckouts } from './payments.schema';

/** The payments module's deletes of old rows, called by the retention purge (modules/retention). */
export class PaymentsRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Sandbox checkouts (test payments answered on the sandbox page) older than the cutoff, whatever their outcome: the
   * re-check job stops asking about a payment after 48 hours, so nothing reads them by then. The payment rows stay.
   */
  deleteSandboxCheckoutsBefore(cutoff: Date): Promise<number> {
    return deleteWhere(this.db, sandboxCheckouts, lt(sandboxCheckouts.createdAt, cutoff));
  }
}
