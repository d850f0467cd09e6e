import type { StoredInvoice } from './invoice-query';

/** The invoice's own address: with the booking's token in `t`, it opens the same invoice on a reload or anywhere. */
export const invoiceLink = (id: string, token: string) => `/payment-invoice/${id}?t=${encodeURIComponent(token)}`;

/** What /payment-invoice hands its own link when it replaces the address: the invoice openInvoice just answered. */
export interface HandedInvoice {
  invoice: StoredInvoice;
}

const FIELDS: Record<keyof StoredInvoice, 'string' | 'number' | 'boolean' | 'object'> = {
  id: 'string',
  number: 'string',
  reference: 'string',
  issuedAt: 'string',
  dueAt: 'string',
  name: 'string',
  email: 'string',
  item: 'string',
  amountKobo: 'number',
  paid: 'boolean',
  status: 'string',
  sandbox: 'boolean',
  company: 'object',
  // null (no account yet) is an object to typeof as well.
  transfer: 'object',
};

/**
 * The invoice handed over in navigation state, when it is the one the address names: shown while the page's own
 * query confirms it, so the move from /payment-invoice costs no second wait. History state outlives a reload and
 * can be anything, so every field is checked; the query's answer always wins.
 */
export function readHandedInvoice(state: unknown, id: string): StoredInvoice | null {
  if (typeof state !== 'object' || state === null || !('invoice' in state)) return null;
  const invoice: unknown = state.invoice;
  if (typeof invoice !== 'object' || invoice === null) return null;
  const record = invoice as Record<string, unknown>;
  const fits = Object.entries(FIELDS).every(([field, type]) => typeof record[field] === type);
  return fits && record.id === id ? (invoice as StoredInvoice) : null;
}
