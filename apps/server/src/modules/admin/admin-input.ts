import { AdminListInputSchema, type AdminListInput, type AdminListQuery } from '@eazy2con/shared/validation/admin';
import { parseInput } from '../../lib/validate';

// What the admin actions answer and how their inputs and rows are read, apart from the actions themselves.

export const MENTOR_NOT_FOUND = 'This mentor was not found';
export const BOOKING_NOT_FOUND = 'This booking was not found';
export const NOT_YOUR_OWN_STATUS = 'You cannot change the status of your own mentor record';
export const NOT_IN_REVIEW = 'Only an application in review can be asked for more information';

export function parseList(input: AdminListInput | null | undefined): AdminListQuery {
  return parseInput(AdminListInputSchema, input ?? {});
}

/** A deleted row as the audit log keeps it: its fields, without the browser's access token hash. */
export function snapshot(row: Record<string, unknown>): Record<string, unknown> {
  const { accessTokenHash: _hash, ...rest } = row;
  return rest;
}
