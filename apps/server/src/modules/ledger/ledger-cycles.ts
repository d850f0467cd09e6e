/** A membership's later cycle as the ledger sees it (issue 36): paid on its own, with its own share and end. */
export interface LedgerCycle {
  id: string;
  bookingId: string;
  number: number;
  end: Date;
  /** Sessions it gives (carried ones included): each held one releases that part of its share. */
  sessions: number;
}

/** The memberships module's answers about cycles (filled by the composition root; absent without memberships). */
export interface LedgerCycles {
  byIds(ids: readonly string[]): Promise<LedgerCycle[]>;
  /** The later cycles (number ≥ 2) of these bookings. */
  ofBookings(bookingIds: readonly string[]): Promise<LedgerCycle[]>;
}
