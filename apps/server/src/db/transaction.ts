import type { DbOrTx } from './client';

/**
 * A database transaction as services hold it: they receive one from a repository's `transaction`, and pass it to
 * other modules' services so that their writes commit or roll back together. It is opaque on purpose: only a
 * repository turns it back into the Drizzle handle (`Tx.handle`), so no service can query through it.
 */
export class Tx {
  readonly #handle: DbOrTx;

  private constructor(handle: DbOrTx) {
    this.#handle = handle;
  }

  /** For repositories: the Drizzle handle this transaction runs on. */
  static handle(tx: Tx): DbOrTx {
    return tx.#handle;
  }

  /** For `inTransaction` below: a handle Drizzle opened, as services see it. */
  static of(handle: DbOrTx): Tx {
    return new Tx(handle);
  }
}

/**
 * The one way to run work in a transaction: in the caller's `tx` when one is given (its writes then commit with the
 * caller's), otherwise in a new transaction on `db`. `work` gets the Drizzle handle (for the repository) and the
 * opaque `Tx` (for the services it calls).
 */
export function inTransaction<T>(
  db: DbOrTx,
  tx: Tx | undefined,
  work: (handle: DbOrTx, tx: Tx) => Promise<T>,
): Promise<T> {
  if (tx) return work(Tx.handle(tx), tx);
  return db.transaction((handle) => work(handle, Tx.of(handle)));
}
