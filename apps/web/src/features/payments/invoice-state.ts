import type { InvoiceState } from '@eazy2con/shared/bookings';

/** Spec 2 §2: what the invoice shows for a value it did not receive. */
export const NO_NAME = 'No Name received';
export const NO_EMAIL = 'No Email received';
export const NO_VALUE = 'No Value';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The invoice's fields from navigation state (InvoiceState, sent by Pay Later of every booking), each null when
 * missing or not of its kind: the page may be opened directly, or from an old link.
 */
export function readInvoiceState(state: unknown): { [K in keyof InvoiceState]: InvoiceState[K] | null } {
  const record: Record<string, unknown> =
    typeof state === 'object' && state !== null ? Object.fromEntries(Object.entries(state)) : {};
  const amount = record.amount;
  return {
    name: text(record.name),
    email: text(record.email),
    item: text(record.item),
    amount: typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : null,
  };
}
