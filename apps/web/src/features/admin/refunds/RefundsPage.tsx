import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useAppApi } from '../../../core/lazy-ant-app';
import { AdminPage } from '../AdminPage';
import { adminDate } from '../admin-format';
import { ExportLink, formatKobo, useMoneyList } from '../payouts/money-list';
import { RefundDialog } from './RefundDialog';
import { RefundablePaymentsQuery, RefundsQuery, type RefundablePaymentRow, type RefundRow } from './refund-queries';

const STATUS_COLOR: Record<string, string> = { PENDING: 'gold', COMPLETED: 'green', FAILED: 'red' };

/**
 * /admin-dashboard/refunds: received payments with a "Refund" action (all of what is left, or part, with a reason),
 * and every refund made, by an admin or automatically (a paid plan cancelled within 7 days, no session held).
 */
export function RefundsPage() {
  const payments = useMoneyList(RefundablePaymentsQuery, (d) => d.listRefundablePayments);
  const refunds = useMoneyList(RefundsQuery, (d) => d.listRefunds);
  const [refunding, setRefunding] = useState<RefundablePaymentRow | null>(null);
  const { notification } = useAppApi();

  const paymentColumns: ColumnsType<RefundablePaymentRow> = [
    { title: 'For', dataIndex: 'item' },
    { title: 'Payer', key: 'payer', render: (_: unknown, row) => `${row.payerName} <${row.payerEmail}>` },
    { title: 'Received', dataIndex: 'receivedKobo', render: formatKobo },
    { title: 'Refunded', dataIndex: 'refundedKobo', render: formatKobo },
    { title: 'Left', dataIndex: 'leftKobo', render: formatKobo },
    { title: 'Via', dataIndex: 'provider' },
    { title: 'Reference', dataIndex: 'txRef' },
    { title: 'Paid', dataIndex: 'settledAt', render: (v: string | null) => adminDate(v) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, row) =>
        row.leftKobo > 0 ? (
          <Button danger onClick={() => setRefunding(row)}>
            Refund
          </Button>
        ) : null,
    },
  ];

  const refundColumns: ColumnsType<RefundRow> = [
    { title: 'Payer', dataIndex: 'payerEmail' },
    { title: 'Amount', dataIndex: 'amountKobo', render: formatKobo },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (v: string) => <Tag color={STATUS_COLOR[v]}>{v.toLowerCase()}</Tag>,
    },
    { title: 'Reason', dataIndex: 'reason' },
    { title: 'By', key: 'by', render: (_: unknown, row) => (row.automatic ? 'Automatic' : row.requestedBy) },
    { title: 'Problem', dataIndex: 'failureReason' },
    {
      title: 'Paid to mentor already',
      dataIndex: 'shortfallKobo',
      render: (v: number) => (v > 0 ? <Tag color="red">{formatKobo(v)}</Tag> : ''),
    },
    { title: 'Created', dataIndex: 'createdAt', render: (v: string) => adminDate(v) },
  ];

  return (
    <AdminPage title="Refunds" intro="A refund goes back to the card or account the payment came from.">
      <h2>Received payments</h2>
      <Space style={{ marginBottom: 8 }}>{payments.searchBox('Search reference, kind or provider')}</Space>
      <Table<RefundablePaymentRow>
        rowKey="id"
        columns={paymentColumns}
        dataSource={[...payments.rows]}
        loading={payments.fetching}
        pagination={payments.pagination}
        scroll={{ x: true }}
      />
      <h2>Refunds</h2>
      <Space style={{ marginBottom: 8 }}>
        {refunds.searchBox('Search payer, reason or status')}
        <ExportLink list="refunds" search={refunds.term} />
      </Space>
      <Table<RefundRow>
        rowKey="id"
        columns={refundColumns}
        dataSource={[...refunds.rows]}
        loading={refunds.fetching}
        pagination={refunds.pagination}
        scroll={{ x: true }}
      />
      {refunding && (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onDone={(status) => {
            setRefunding(null);
            notification.success({
              title: status === 'COMPLETED' ? 'Refunded: the payer is mailed' : 'Recorded: the provider is retried',
              duration: 4,
            });
            payments.refetch();
            refunds.refetch();
          }}
        />
      )}
    </AdminPage>
  );
}
