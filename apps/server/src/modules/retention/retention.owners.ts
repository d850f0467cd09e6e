/**
 * What the retention purge asks of each table's owning module. Retention decides when (retention.policy.ts); each
 * owner deletes its own rows, so no other module writes its tables. Each owner's module makes its part in its
 * manifest's `retention`; the composition root (app-deps.ts) gathers them.
 */
export interface RetentionOwners {
  accounts: { deleteExpiredAuthRows(now: Date): Promise<number> };
  mail: {
    deleteFinishedMailBefore(cutoff: Date): Promise<number>;
    deleteMailOfTemplatesBefore(templates: readonly string[], cutoff: Date): Promise<number>;
    deleteHeldMailBefore(cutoff: Date): Promise<number>;
  };
  payments: { deleteSandboxCheckoutsBefore(cutoff: Date): Promise<number> };
  content: { deleteContactMessagesBefore(cutoff: Date): Promise<number> };
  courses: { deleteExpiredUnconfirmedBookings(now: Date): Promise<number> };
  oneTimeCodes: { deleteExpired(now: Date): Promise<number> };
  camp: {
    deleteUnpaidRegistrationsBefore(cutoff: Date): Promise<number>;
    eraseChildDetailsBefore(cutoff: Date, now: Date): Promise<number>;
    deleteRegistrationsBefore(cutoff: Date): Promise<number>;
  };
  bootcamp: { deleteRegistrationsBefore(cutoff: Date): Promise<number> };
  advisory: { deleteCallsBefore(cutoff: Date): Promise<number> };
  webinar: { deleteRegistrationsBefore(cutoff: Date): Promise<number> };
  mentorBookings: {
    deleteBookingsBefore(cutoff: Date): Promise<number>;
    clearKidAgeBracketsEndedBefore(lastDay: string): Promise<number>;
  };
  chat: {
    deleteChatsBefore(cutoff: Date): Promise<number>;
    deleteChatlessVisitorsBefore(cutoff: Date): Promise<number>;
  };
}
