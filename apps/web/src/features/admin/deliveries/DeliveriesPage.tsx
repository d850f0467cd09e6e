import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Input, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useQuery } from 'urql';
import type { ResultOf, VariablesOf } from '../../../core/graphql/graphql';
import { useNotify } from '../../../core/use-notify';
import { AdminPage } from '../AdminPage';
import { useAdminAction } from '../row-actions';
import { StatusTag } from '../StatusTag';
import { NotificationDeliveriesQuery, RetryNotificationDeliveryMutation } from './queries';

type Row = ResultOf<typeof NotificationDeliveriesQuery>['notificationDeliveries']['items'][number];
type Vars = VariablesOf<typeof NotificationDeliveriesQuery>;
type Channel = NonNullable<Vars['channel']>;
type Status = NonNullable<Vars['status']>;
interface Filter {
  channel: Channel | null;
  status: Status | null;
  to: string;
}

const PAGE_SIZE = 20;
const CHANNELS: { value: Channel | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'WhatsApp and SMS' },
  { value: 'WHATSAPP', label: 'WhatsApp' },
  { value: 'SMS', label: 'SMS' },
];
const STATUSES: Status[] = ['FAILED', 'PENDING', 'SENDING', 'SENT', 'DELIVERED', 'READ', 'HELD'];
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /admin-dashboard/deliveries (issue 24): the WhatsApp and SMS outbox, newest first, paged and filtered by the
 * server (channel, status, number); a failed message can be sent again, which the server records in the audit log.
 */
export function DeliveriesPage() {
  const [filter, setFilter] = useState<Filter>({ channel: null, status: 'FAILED', to: '' });
  const [typed, setTyped] = useState('');
  // Bumped after a retry: the list starts again from the first page, as the server now has it.
  const [generation, setGeneration] = useState(0);
  const refresh = useCallback(() => setGeneration((g) => g + 1), []);

  return (
    <AdminPage title="WhatsApp and SMS">
      <section className="admin-table" aria-label="WhatsApp and SMS deliveries">
        <div className="admin-table__toolbar">
          <Select
            aria-label="Channel"
            value={filter.channel ?? 'ALL'}
            onChange={(value: Channel | 'ALL') => setFilter((f) => ({ ...f, channel: value === 'ALL' ? null : value }))}
            options={CHANNELS}
            style={{ width: 180 }}
          />
          <Select
            aria-label="Delivery status"
            value={filter.status ?? 'ALL'}
            onChange={(value: Status | 'ALL') => setFilter((f) => ({ ...f, status: value === 'ALL' ? null : value }))}
            options={[{ value: 'ALL', label: 'Every status' }, ...STATUSES.map((s) => ({ value: s, label: s }))]}
            style={{ width: 160 }}
          />
          <Input.Search
            aria-label="Phone number"
            placeholder="Phone number"
            allowClear
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => setFilter((f) => ({ ...f, to: value.trim() }))}
            style={{ width: 220 }}
          />
        </div>
        <DeliveryList
          key={`${filter.channel ?? 'ALL'}-${filter.status ?? 'ALL'}-${filter.to}-${generation}`}
          filter={filter}
          fresh={generation > 0}
          onChanged={refresh}
        />
      </section>
    </AdminPage>
  );
}

function DeliveryList({ filter, fresh, onChanged }: { filter: Filter; fresh: boolean; onChanged: () => void }) {
  const [cursor, setCursor] = useState<string | null>(null);
  // The pages already shown: "Load more" keeps them and asks only for the next one.
  const [earlier, setEarlier] = useState<Row[]>([]);
  const [{ data, fetching, error }] = useQuery({
    query: NotificationDeliveriesQuery,
    variables: {
      limit: PAGE_SIZE,
      nextToken: cursor,
      channel: filter.channel,
      status: filter.status,
      to: filter.to || null,
    },
    requestPolicy: fresh ? 'network-only' : 'cache-and-network',
  });
  const { error: notifyError } = useNotify();
  useEffect(() => {
    if (error) notifyError(error, { fallback: 'Something went wrong' });
  }, [error, notifyError]);

  const page = data?.notificationDeliveries;
  const rows = useMemo(
    () => [...new Map([...earlier, ...(page?.items ?? [])].map((row) => [row.id, row])).values()],
    [earlier, page],
  );
  const columns = useMemo(() => deliveryColumns(onChanged), [onChanged]);

  return (
    <>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={fetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (row) => <p>{row.text}</p> }}
        locale={{
          emptyText: (
            <span className="admin-table__empty">{error ? 'The list could not be loaded' : 'No messages here'}</span>
          ),
        }}
      />
      {page?.nextToken && (
        <div className="admin-session__more">
          <Button
            loading={fetching}
            disabled={fetching}
            onClick={() => {
              setEarlier(rows);
              setCursor(page.nextToken);
            }}
          >
            Load more messages
          </Button>
        </div>
      )}
    </>
  );
}

function deliveryColumns(onChanged: () => void): ColumnsType<Row> {
  return [
    { title: 'Date', key: 'createdAt', render: (_v, row) => dateTime.format(new Date(row.createdAt)) },
    { title: 'Channel', key: 'channel', render: (_v, row) => (row.channel === 'WHATSAPP' ? 'WhatsApp' : 'SMS') },
    { title: 'To', key: 'to', dataIndex: 'to' },
    { title: 'Message', key: 'template', dataIndex: 'template' },
    { title: 'Status', key: 'status', render: (_v, row) => <StatusTag status={row.status} /> },
    { title: 'Attempts', key: 'attempts', dataIndex: 'attempts' },
    { title: 'Provider id', key: 'providerMessageId', render: (_v, row) => row.providerMessageId ?? '—' },
    { title: 'Last error', key: 'lastError', render: (_v, row) => row.lastError ?? '' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, row) => (row.status === 'FAILED' ? <RetryButton row={row} onDone={onChanged} /> : null),
    },
  ];
}

function RetryButton({ row, onDone }: { row: Row; onDone: () => void }) {
  const { act, fetching } = useAdminAction(RetryNotificationDeliveryMutation);
  const { notification } = useNotify();
  const retry = async () => {
    if (!(await act({ id: row.id }))) return;
    notification.success({ title: 'Queued again: it will be sent in a moment', duration: 4 });
    onDone();
  };
  return (
    <Button size="small" loading={fetching} onClick={() => void retry()} aria-label={`Retry the message to ${row.to}`}>
      Retry
    </Button>
  );
}
