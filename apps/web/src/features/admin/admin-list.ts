/**
 * The paging, search and sort every admin list takes (the admin contract's AdminListInput): the table builds it,
 * the server applies it in the database.
 */
export type SortDirection = 'ASC' | 'DESC';

export interface ColumnSearch {
  column: string;
  value: string;
}

export interface AdminListInput {
  offset?: number;
  limit?: number;
  search?: string;
  sortBy?: string;
  sortDirection?: SortDirection;
  columns?: ColumnSearch[];
}

/** The variables of a list that takes nothing but the list input (most of them). */
export const listOnly = (list: AdminListInput) => ({ list });
