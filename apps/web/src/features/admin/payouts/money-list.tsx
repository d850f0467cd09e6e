import { useState } from 'react';
import { Input } from 'antd';
import { useQuery, type TypedDocumentNode } from 'urql';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { exportHref } from '../admin-format';
import type { AdminListInput } from '../admin-list';

const PAGE_SIZE = 20;
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** Kobo as the admin reads it: ₦24,000.00. */
export const formatKobo = (kobo: number) => naira.format(kobo / 100);

interface Page<Row> {
  items: readonly Row[];
  total: number;
}

/**
 * One money list of the admin (payouts, refunds, received payments): paged and searched by the server (newest
 * first), with the page's antd pagination and a search box. The list's own sorting lives on the server.
 */
export function useMoneyList<Data, Row>(
  query: TypedDocumentNode<Data, { list?: AdminListInput | null }>,
  select: (data: Data) => Page<Row> | null | undefined,
) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 400);
  const list: AdminListInput = { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, search: term || null };
  const [{ data, fetching, error }, refetch] = useQuery({
    query,
    variables: { list },
    requestPolicy: 'cache-and-network',
  });
  const current = data ? select(data) : null;
  return {
    rows: current?.items ?? [],
    error,
    fetching,
    term,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
    pagination: {
      current: page,
      pageSize: PAGE_SIZE,
      total: current?.total ?? 0,
      showSizeChanger: false,
      onChange: (next: number) => setPage(next),
    },
    searchBox: (label: string) => (
      <Input.Search
        aria-label={label}
        placeholder={label}
        allowClear
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        style={{ maxWidth: 320 }}
      />
    ),
  };
}

/** The CSV of every row matching the search (GET /api/admin/export/<list>.csv, admins only). */
export function ExportLink({ list, search }: { list: 'payouts' | 'refunds'; search: string }) {
  return (
    <a href={exportHref(list, { search })} download>
      Export CSV
    </a>
  );
}
