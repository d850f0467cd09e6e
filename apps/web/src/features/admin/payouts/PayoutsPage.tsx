import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from 'urql';
import { useAppApi } from '../../../core/lazy-ant-app';
import { AdminPage } from '../AdminPage';
import { adminDate } from '../admin-format';
import { useAdminAction } from '../row-actions';
import { ExportLink, formatKobo, useMoneyList } from './money-list';
import {
  ApprovePayoutBatchMutation,
  GatherPayoutBatchMutation,
  PayoutBatchesQuery,
  PayoutSettingsQuery,
  PayoutsQuery,
  SimulatePayoutMutation,
  type PayoutBatchRow,
  type PayoutRow,
} from './payout-queries';

const STATUS_COLOR: Record<string, string> = {
  REVIEW: 'gold',
  APPROVED: 'blue',
  SENDING: 'blue',
  SENT: 'blue',
  COMPLETED: 'green',
  FAILED: 'red',
  REFUSED: 'red',
};
const status = (value: string) => <Tag color={STATUS_COLOR[value]}>{value.toLowerCase()}</Tag>;

/**
 * /admin-dashboard/payouts: the weekly batches (gathered by the job, or now), each approved by an admin before any
 * transfer is asked for; every payout with where it stands; in the sandbox, the control that plays the bank.
 */
export function PayoutsPage() {
  const [{ data: settings }] = useQuery({ query: PayoutSettingsQuery });
  const batches = useMoneyList(PayoutBatchesQuery, (d) => d.listPayoutBatches);
  const payouts = useMoneyList(PayoutsQuery, (d) => d.listPayouts);
  const { notification } = useAppApi();
  const gather = useAdminAction(GatherPayoutBatchMutation);
  const approve = useAdminAction(ApprovePayoutBatchMutation);
  const simulate = useAdminAction(SimulatePayoutMutation);
  const sandbox = settings?.payoutSettings.sandbox ?? false;
  const refresh = () => {
    batches.refetch();
    payouts.refetch();
  };

  const batchColumns: ColumnsType<PayoutBatchRow> = [
    { title: 'Week of', dataIndex: 'week' },
    { title: 'Status', dataIndex: 'status', render: status },
    { title: 'Total', dataIndex: 'totalKobo', render: formatKobo },
    { title: 'Approved by', dataIndex: 'approvedBy' },
    { title: 'Gathered', dataIndex: 'createdAt', render: (v: string) => adminDate(v) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, row) =>
        row.status === 'REVIEW' ? (
          <Popconfirm
            title="Approve this batch?"
            description={`Transfers ${formatKobo(row.totalKobo)} to the mentors' bank accounts.`}
            okText="Approve and pay"
            onConfirm={async () => {
              if (await approve.act({ batchId: row.id })) {
                notification.success({ title: 'Batch approved: the transfers are on their way', duration: 4 });
                refresh();
              }
            }}
          >
            <Button type="primary" loading={approve.fetching}>
              Approve
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  const payoutColumns: ColumnsType<PayoutRow> = [
    { title: 'Mentor', dataIndex: 'mentorName' },
    { title: 'Email', dataIndex: 'mentorEmail' },
    { title: 'Amount', dataIndex: 'amountKobo', render: formatKobo },
    { title: 'Status', dataIndex: 'status', render: status },
    {
      title: 'Account',
      key: 'account',
      render: (_: unknown, row) => [row.bankName, row.accountNumberMasked].filter(Boolean).join(' '),
    },
    { title: 'Why', dataIndex: 'failureReason' },
    { title: 'Reference', dataIndex: 'reference' },
    { title: 'Created', dataIndex: 'createdAt', render: (v: string) => adminDate(v) },
  ];
  if (sandbox) {
    payoutColumns.push({
      title: 'Sandbox',
      key: 'simulate',
      render: (_: unknown, row) =>
        row.status === 'SENT' ? (
          <Space>
            {(['SUCCESSFUL', 'FAILED'] as const).map((outcome) => (
              <Button
                key={outcome}
                size="small"
                danger={outcome === 'FAILED'}
                loading={simulate.fetching}
                onClick={async () => {
                  if (await simulate.act({ payoutId: row.id, outcome })) refresh();
                }}
              >
                {outcome === 'SUCCESSFUL' ? 'Simulate success' : 'Simulate failure'}
              </Button>
            ))}
          </Space>
        ) : null,
    });
  }

  return (
    <AdminPage
      title="Payouts"
      intro={
        sandbox
          ? 'Test payouts through the built-in sandbox: no money moves. Use Simulate to play the bank.'
          : 'Mentors are paid what they have available every week, once you approve the batch.'
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <Button
          loading={gather.fetching}
          onClick={async () => {
            const done = await gather.act({});
            if (!done) return;
            if (done.gatherPayoutBatch) notification.success({ title: 'Batch gathered: review it below', duration: 4 });
            else notification.info({ title: 'Nobody has the minimum available to pay out', duration: 4 });
            refresh();
          }}
        >
          Gather payouts now
        </Button>
      </Space>
      <h2>Batches</h2>
      <Table<PayoutBatchRow>
        rowKey="id"
        columns={batchColumns}
        dataSource={[...batches.rows]}
        loading={batches.fetching}
        pagination={batches.pagination}
        scroll={{ x: true }}
      />
      <h2>Payouts</h2>
      <Space style={{ marginBottom: 8 }}>
        {payouts.searchBox('Search mentor, reference or status')}
        <ExportLink list="payouts" search={payouts.term} />
      </Space>
      <Table<PayoutRow>
        rowKey="id"
        columns={payoutColumns}
        dataSource={[...payouts.rows]}
        loading={payouts.fetching}
        pagination={payouts.pagination}
        scroll={{ x: true }}
      />
    </AdminPage>
  );
}
