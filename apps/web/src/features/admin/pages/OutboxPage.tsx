import { useCallback, useState } from 'react';
import { Select } from 'antd';
import type { ResultOf, VariablesOf } from '../../../core/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn, type AdminTableApi } from '../AdminTable';
import type { AdminListInput } from '../admin-list';
import { useAdminAction } from '../row-actions';
import { RowActions } from '../row-menu';
import { StatusTag } from '../StatusTag';
import { AdminOutboxQuery, RetryMailMutation } from '../office-queries';

type Row = ResultOf<typeof AdminOutboxQuery>['listOutboxMails']['items'][number];
type Status = NonNullable<VariablesOf<typeof AdminOutboxQuery>['status']>;

const STATUSES: Status[] = ['FAILED', 'PENDING', 'SENDING', 'SENT', 'HELD'];

const columns: AdminColumn<Row>[] = [
  { title: 'To', field: 'to', kind: 'email' },
  { title: 'Subject', field: 'subject' },
  { title: 'Template', field: 'template' },
  { title: 'Status', field: 'status', render: (row) => <StatusTag status={row.status} /> },
  { title: 'Attempts', field: 'attempts' },
  { title: 'Last error', field: 'lastError', kind: 'description' },
  { title: 'Date', field: 'createdAt', kind: 'date' },
];

/** /admin-dashboard/outbox: the mail outbox, failed mails first in mind, each retried by hand. */
export function OutboxPage() {
  const [status, setStatus] = useState<Status | null>('FAILED');
  const variables = useCallback((list: AdminListInput) => ({ list, status }), [status]);
  return (
    <AdminPage title="Mail outbox">
      <AdminTable
        operation="listOutboxMails"
        title="Outbox mails"
        query={AdminOutboxQuery}
        variables={variables}
        select={(data) => data.listOutboxMails}
        columns={columns}
        rowTitle={(row) => row.subject ?? row.template}
        toolbar={() => (
          <Select
            aria-label="Mail status"
            value={status ?? 'ALL'}
            onChange={(value: Status | 'ALL') => setStatus(value === 'ALL' ? null : value)}
            options={[{ value: 'ALL', label: 'All mails' }, ...STATUSES.map((s) => ({ value: s, label: s }))]}
            style={{ width: 160 }}
          />
        )}
        actions={(row, api) => (row.status === 'FAILED' ? <RetryButton row={row} api={api} /> : null)}
      />
    </AdminPage>
  );
}

function RetryButton({ row, api }: { row: Row; api: AdminTableApi<Row> }) {
  const { act, fetching } = useAdminAction(RetryMailMutation);
  const retry = async () => {
    const data = await act({ id: row.id });
    if (data) {
      api.patch(row.id, { status: data.retryMail.status });
      api.refetch();
    }
  };
  return (
    <RowActions
      actions={[{ key: 'retry', label: 'Retry sending', disabled: fetching, onSelect: () => void retry() }]}
    />
  );
}
