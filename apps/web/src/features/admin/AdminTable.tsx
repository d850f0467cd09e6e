import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Descriptions, Drawer, Input, Table } from 'antd';
import type { ColumnsType, SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { useQuery, type AnyVariables, type TypedDocumentNode } from 'urql';
import { useNotify } from '../../core/use-notify';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { exportHref, serialNumber } from './admin-format';
import { ADMIN_LIST_COLUMNS, type AdminListOperation } from '@eazy2con/shared/validation/admin';
import type { AdminListInput, ColumnSearch, SortDirection } from './admin-list';
import { LiveRefetch, type LiveEvent } from './use-admin-live-refetch';
import { cell, type AdminColumn } from './admin-cell';
import { RowActionsCell, RowPlaceContext } from './row-menu';

export type { AdminColumn, CellKind } from './admin-cell';

type Searchable<Op extends AdminListOperation> = (typeof ADMIN_LIST_COLUMNS)[Op]['search'][number];

/** A per-column search box: one of the list's searchable columns on the server, and its label. */
export interface ColumnSearchBox<Op extends AdminListOperation> {
  column: Searchable<Op>;
  label: string;
}

/** What a page's actions may do to the table: refresh it, or show a row as the server returned it at once. */
export interface AdminTableApi<Row> {
  refetch: () => void;
  patch: (id: string, changes: Partial<Row>) => void;
  closeDetail: () => void;
  /** After a row is deleted: its detail closes and the page is asked again. */
  removed: () => void;
}

interface Page<Row> {
  items: readonly Row[];
  total: number;
}

export interface AdminTableProps<
  Data,
  Vars extends AnyVariables,
  Row extends { id: string },
  Op extends AdminListOperation,
> {
  /** The list's query field: its search and sort allow-lists decide which columns sort and search. */
  operation: Op;
  /** The list's name for people, e.g. 'Mentor applications' (the table's caption and the detail's fallback title). */
  title: string;
  query: TypedDocumentNode<Data, Vars>;
  variables: (list: AdminListInput) => Vars;
  select: (data: Data) => Page<Row> | null | undefined;
  columns: AdminColumn<Row>[];
  /** The CSV export's <list>, with the page's own extra parameters (e.g. custom=true). */
  exportList?: string;
  exportParams?: Record<string, string | boolean>;
  /** Per-column search boxes (the bootcamp page) instead of the one search box. */
  columnSearch?: ColumnSearchBox<Op>[];
  /** The detail's heading for a row. */
  rowTitle?: (row: Row) => string;
  /**
   * A row's actions, usually a <RowActions>: one menu (with View) in its Actions cell, buttons in its detail. A row
   * without any still gets the menu with View.
   */
  actions?: (row: Row, api: AdminTableApi<Row>) => ReactNode;
  /** A live event after which the list is asked again (spec 3 §4). */
  live?: LiveEvent;
  /** Above the table, beside the search (e.g. 'Add New'). */
  toolbar?: (api: AdminTableApi<Row>) => ReactNode;
}

const SEARCH_DELAY_MS = 400;
const PAGE_SIZES = ['10', '20', '50', '100'];

/**
 * Every admin list (spec 3 §4, §9; issue 13): paged, searched and sorted by the server, newest first unless a column
 * says otherwise, serial numbers counting down from the total, a row's full detail in a drawer, the CSV export of
 * what is on screen, and the spec's toast when loading fails.
 */
export function AdminTable<Data, Vars extends AnyVariables, Row extends { id: string }, Op extends AdminListOperation>(
  props: AdminTableProps<Data, Vars, Row, Op>,
) {
  const { title, columns, actions, columnSearch } = props;
  const sortable: readonly string[] = ADMIN_LIST_COLUMNS[props.operation].sort;
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(10);
  const [sortBy, setSortBy] = useState<string | undefined>();
  const [sortDirection, setSortDirection] = useState<SortDirection | undefined>();
  const [searchText, setSearchText] = useState('');
  const [columnText, setColumnText] = useState<Record<string, string>>({});
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const columnValues = useDebouncedValue(columnText, SEARCH_DELAY_MS);
  const [patches, setPatches] = useState<Record<string, Partial<Row>>>({});
  const [openId, setOpenId] = useState<string | null>(null);

  const columnFilters = useMemo<ColumnSearch[]>(
    () =>
      Object.entries(columnValues)
        .map(([column, value]) => ({ column, value: value.trim() }))
        .filter((c) => c.value !== ''),
    [columnValues],
  );
  const list = useMemo<AdminListInput>(
    () => ({
      offset,
      limit,
      search: search || undefined,
      sortBy,
      sortDirection,
      columns: columnFilters.length > 0 ? columnFilters : undefined,
    }),
    [offset, limit, search, sortBy, sortDirection, columnFilters],
  );
  // A new search starts at the first page: the old page number may be past the new total.
  useEffect(() => setOffset(0), [search, columnFilters]);

  const { variables: toVariables } = props;
  const variables = useMemo(() => toVariables(list), [toVariables, list]);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: props.query,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const { error: notifyError } = useNotify();
  useEffect(() => {
    if (error) notifyError(error, { fallback: 'Something went wrong' });
  }, [error, notifyError]);

  const page = data ? props.select(data) : undefined;
  const total = page?.total ?? 0;
  const rows = useMemo(
    () => (page?.items ?? []).map((row) => (patches[row.id] ? { ...row, ...patches[row.id] } : row)),
    [page, patches],
  );
  const open = rows.find((row) => row.id === openId) ?? null;

  const api = useMemo<AdminTableApi<Row>>(
    () => ({
      refetch,
      patch: (id, changes) => setPatches((current) => ({ ...current, [id]: { ...current[id], ...changes } })),
      closeDetail: () => setOpenId(null),
      removed: () => {
        setOpenId(null);
        refetch();
      },
    }),
    [refetch],
  );

  const tableColumns = useMemo<ColumnsType<Row>>(() => {
    const serial: ColumnsType<Row>[number] = {
      title: 'S/N',
      key: 'serial',
      width: 70,
      render: (_value, _row, index) => serialNumber(total, offset, index),
    };
    const shown = columns
      .filter((column) => !column.detailOnly)
      .map<ColumnsType<Row>[number]>((column) => ({
        title: column.title,
        key: column.field,
        dataIndex: column.field,
        sorter: sortable.includes(column.field) ? true : undefined,
        sortOrder: sortBy === column.field ? (sortDirection === 'ASC' ? 'ascend' : 'descend') : null,
        render: (_value, row) => cell(column, row, false),
      }));
    const actionColumn: ColumnsType<Row>[number] = {
      title: 'Actions',
      key: 'actions',
      // Kept in view while the other columns scroll: the row's one menu (issue 20 §9).
      fixed: 'right',
      render: (_value, row) => (
        <RowActionsCell name={rowName(props.rowTitle, row, title)} view={() => setOpenId(row.id)}>
          {actions?.(row, api)}
        </RowActionsCell>
      ),
    };
    return [serial, ...shown, actionColumn];
  }, [columns, sortable, sortBy, sortDirection, total, offset, actions, api, props.rowTitle, title]);

  const onChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<Row> | SorterResult<Row>[],
  ) => {
    const nextLimit = pagination.pageSize ?? limit;
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const nextSortBy = sort?.order ? String(sort.columnKey) : undefined;
    const nextDirection: SortDirection | undefined = sort?.order
      ? sort.order === 'ascend'
        ? 'ASC'
        : 'DESC'
      : undefined;
    const sortChanged = nextSortBy !== sortBy || nextDirection !== sortDirection;
    setSortBy(nextSortBy);
    setSortDirection(nextDirection);
    setLimit(nextLimit);
    // A new order or page size starts again at the first page.
    setOffset(sortChanged || nextLimit !== limit ? 0 : ((pagination.current ?? 1) - 1) * nextLimit);
  };

  const exportLink = props.exportList
    ? exportHref(props.exportList, {
        search,
        sortBy,
        sortDirection,
        ...props.exportParams,
        // Per-column searches go as c.<column>=<value>, as the export route reads them.
        ...Object.fromEntries(columnFilters.map((c) => [`c.${c.column}`, c.value])),
      })
    : null;

  return (
    <section className="admin-table" aria-label={title}>
      {props.live && <LiveRefetch subscription={props.live} refetch={refetch} />}
      <div className="admin-table__toolbar">
        {columnSearch ? (
          columnSearch.map((c) => (
            <Input
              key={c.column}
              allowClear
              placeholder={`Search ${c.label}`}
              aria-label={`Search ${c.label}`}
              value={columnText[c.column] ?? ''}
              onChange={(event) => setColumnText((current) => ({ ...current, [c.column]: event.target.value }))}
              className="admin-table__column-search"
            />
          ))
        ) : (
          <Input.Search
            allowClear
            placeholder="Search"
            aria-label={`Search ${title}`}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="admin-table__search"
          />
        )}
        {props.toolbar?.(api)}
        {exportLink && (
          <a href={exportLink} className="admin-table__export" download>
            Export CSV
          </a>
        )}
      </div>
      <Table<Row>
        rowKey="id"
        columns={tableColumns}
        dataSource={rows}
        loading={fetching}
        scroll={{ x: 'max-content' }}
        onChange={onChange}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), className: 'admin-table__row' })}
        pagination={{
          current: Math.floor(offset / limit) + 1,
          pageSize: limit,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (count) => `${count} in all`,
        }}
        locale={{
          emptyText: (
            <span className="admin-table__empty">{error ? 'The list could not be loaded' : 'Nothing here yet'}</span>
          ),
        }}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? rowName(props.rowTitle, open, title) : title}
        size="large"
        destroyOnHidden
      >
        {open && (
          <>
            <Descriptions column={1} bordered size="small">
              {columns.map((column) => (
                <Descriptions.Item key={column.field} label={column.title}>
                  {cell(column, open, true)}
                </Descriptions.Item>
              ))}
            </Descriptions>
            {actions && (
              <div className="admin-table__detail-actions">
                <RowPlaceContext.Provider value={{ name: rowName(props.rowTitle, open, title) }}>
                  {actions(open, api)}
                </RowPlaceContext.Provider>
              </div>
            )}
          </>
        )}
      </Drawer>
    </section>
  );
}

const rowName = <Row,>(rowTitle: ((row: Row) => string) | undefined, row: Row, fallback: string) =>
  rowTitle?.(row) || fallback;
