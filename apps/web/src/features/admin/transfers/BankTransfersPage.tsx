import { useState } from 'react';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from 'urql';
import { AdminPage } from '../AdminPage';
import { adminDate } from '../admin-format';
import { formatKobo } from '../payouts/money-list';
import { HeldBankTransfersQuery, type HeldBankTransferRow } from './transfer-queries';

const PAGE_SIZE = 20;

/** Why a transfer was held, in words. */
const FLAG_LABELS: Record<string, string> = {
  amount_short: 'Short',
  overpaid: 'Excess',
  currency_mismatch: 'Other currency',
  booking_already_paid: 'Booking already paid',
};

/**
 * /admin-dashboard/bank-transfers: transfers into an invoice's own account that were verified but not counted as
 * paid (short, excess, another currency, or for a booking already paid), newest first, paged on the server. The
 * admin refunds the difference (Refunds) or, once settled with the payer, uses the booking's "Mark paid".
 */
export function BankTransfersPage() {
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }] = useQuery({
    query: HeldBankTransfersQuery,
    variables: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const list = data?.heldBankTransfers;

  const columns: ColumnsType<HeldBankTransferRow> = [
    { title: 'Invoice', dataIndex: 'invoiceNumber' },
    {
      title: 'Held because',
      dataIndex: 'flag',
      render: (v: string | null) => <Tag color="orange">{(v && FLAG_LABELS[v]) ?? 'Held'}</Tag>,
    },
    { title: 'Expected', dataIndex: 'expectedKobo', render: formatKobo },
    {
      title: 'Received',
      dataIndex: 'receivedKobo',
      render: (v: number | null) => (v === null ? '' : formatKobo(v)),
    },
    {
      title: 'Difference',
      key: 'difference',
      render: (_: unknown, row) => (row.receivedKobo === null ? '' : formatKobo(row.receivedKobo - row.expectedKobo)),
    },
    { title: 'Account', key: 'account', render: (_: unknown, row) => `${row.bankName} ${row.accountNumber}` },
    { title: 'Booking', key: 'booking', render: (_: unknown, row) => `${row.bookingKind} ${row.bookingId}` },
    { title: 'Reference', dataIndex: 'txRef' },
    { title: 'Held', dataIndex: 'heldAt', render: (v: string | null) => adminDate(v) },
  ];

  return (
    <AdminPage
      title="Bank transfers"
      intro="Transfers that arrived with another amount than their invoice's are held here and never count as paid."
    >
      {error && <p role="alert">{error.message}</p>}
      <Table<HeldBankTransferRow>
        rowKey="id"
        columns={columns}
        dataSource={list ? [...list.items] : []}
        loading={fetching}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list?.total ?? 0, onChange: setPage }}
        scroll={{ x: true }}
      />
    </AdminPage>
  );
}
