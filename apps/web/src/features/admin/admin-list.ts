import type { AdminListInput, SortDirection } from '@eazy2con/shared/validation/admin';

/**
 * The paging, search and sort every admin list takes (the shared AdminListInput the server parses): the table
 * builds it, the server applies it in the database.
 */
export type { AdminListInput, SortDirection };
export type ColumnSearch = NonNullable<AdminListInput['columns']>[number];

/** The variables of a list that takes nothing but the list input (most of them). */
export const listOnly = (list: AdminListInput) => ({ list });
