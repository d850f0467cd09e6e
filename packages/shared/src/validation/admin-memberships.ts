import { z } from 'zod';
import { membershipStatuses } from '../memberships';

/**
 * The admins' memberships page (issue 36): the list's status filter, parsed by the server and typed for the page's
 * select. No status: every membership.
 */
export const MEMBERSHIP_STATUS_INVALID = 'Choose a membership status from the list';

export const AdminMembershipsFilterSchema = z.object({
  status: z.enum(membershipStatuses, { error: MEMBERSHIP_STATUS_INVALID }).nullish(),
});
export type AdminMembershipsFilter = z.infer<typeof AdminMembershipsFilterSchema>;

/** How many ISO weeks the renewals chart covers, this week included. */
export const RENEWAL_CHART_WEEKS = 12;
