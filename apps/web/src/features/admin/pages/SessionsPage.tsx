import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Select, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useQuery } from 'urql';
import { z } from 'zod';
import type { VariablesOf } from '../../../core/graphql/graphql';
import { useNotify } from '../../../core/use-notify';
import { AdminPage } from '../AdminPage';
import { PromptButton } from '../PromptButton';
import { useAdminAction } from '../row-actions';
import { AdminCancelSessionMutation, AdminSessionsQuery } from '../session-queries';
import {
  LearnerResponseCell,
  SessionDetail,
  SessionOutcomeCell,
  SessionStart,
  SessionStatusCell,
  hasSessionDetail,
  sessionName,
  type SessionRow,
} from '../session-cells';

type Status = NonNullable<VariablesOf<typeof AdminSessionsQuery>['status']>;
interface Filter {
  status: Status | null;
  disputed: boolean;
}

const PAGE_SIZE = 20;
const STATUS_OPTIONS: { value: Status | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'All sessions' },
  { value: 'BOOKED', label: 'Booked' },
  { value: 'CANCELLED', label: 'Cancelled' },
  { value: 'RELEASED', label: 'Released (not paid in time)' },
];

/** The team's cancel says why: the reason goes to the learner and the mentor in the cancellation mail. */
const CancelReasonSchema = z.object({
  reason: z.string().trim().min(1, 'Say why the session is cancelled').max(500, 'Keep the reason under 500 characters'),
});

/**
 * /admin-dashboard/sessions (issue 22): every mentoring session, the latest start first, filtered by the server by
 * status and to the disputed ones; a session still to come can be cancelled on the team's behalf.
 */
export function SessionsPage() {
  const [filter, setFilter] = useState<Filter>({ status: null, disputed: false });
  // Bumped after a cancel: the list starts again from the first page, as the server now has it.
  const [generation, setGeneration] = useState(0);
  const refresh = useCallback(() => setGeneration((g) => g + 1), []);

  return (
    <AdminPage title="Sessions">
      <section className="admin-table" aria-label="Sessions">
        <div className="admin-table__toolbar">
          <Select
            aria-label="Session status"
            value={filter.status ?? 'ALL'}
            onChange={(value: Status | 'ALL') => setFilter((f) => ({ ...f, status: value === 'ALL' ? null : value }))}
            options={STATUS_OPTIONS}
            style={{ width: 220 }}
          />
          <label className="admin-session__switch">
            <Switch
              checked={filter.disputed}
              onChange={(disputed) => setFilter((f) => ({ ...f, disputed }))}
              aria-label="Disputed only"
            />
            <span aria-hidden="true">Disputed only</span>
          </label>
        </div>
        {/* A new filter or a refresh is a new list: its own first page, its own "Load more". */}
        <SessionList
          key={`${filter.status ?? 'ALL'}-${filter.disputed}-${generation}`}
          filter={filter}
          fresh={generation > 0}
          onChanged={refresh}
        />
      </section>
    </AdminPage>
  );
}

function SessionList({ filter, fresh, onChanged }: { filter: Filter; fresh: boolean; onChanged: () => void }) {
  const [cursor, setCursor] = useState<string | null>(null);
  // The pages already shown: "Load more" keeps them and asks only for the next one.
  const [earlier, setEarlier] = useState<SessionRow[]>([]);
  const [{ data, fetching, error }] = useQuery({
    query: AdminSessionsQuery,
    variables: { limit: PAGE_SIZE, nextToken: cursor, status: filter.status, disputed: filter.disputed },
    requestPolicy: fresh ? 'network-only' : 'cache-and-network',
  });
  const { error: notifyError } = useNotify();
  useEffect(() => {
    if (error) notifyError(error, { fallback: 'Something went wrong' });
  }, [error, notifyError]);

  const page = data?.adminSessions;
  // While the next page loads urql still holds the previous one, which `earlier` already has.
  const rows = useMemo(() => uniqueById([...earlier, ...(page?.items ?? [])]), [earlier, page]);
  const [now] = useState(() => Date.now());
  const viewerZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const columns = useMemo(() => sessionColumns(now, viewerZone, onChanged), [now, viewerZone, onChanged]);

  const loadMore = (next: string) => {
    setEarlier(rows);
    setCursor(next);
  };

  return (
    <>
      <Table<SessionRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={fetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.learnerResponse === 'DISPUTED' ? 'admin-session--disputed' : '')}
        expandable={{
          expandedRowRender: (row) => <SessionDetail row={row} />,
          rowExpandable: hasSessionDetail,
        }}
        locale={{
          emptyText: (
            <span className="admin-table__empty">{error ? 'The list could not be loaded' : 'No sessions here'}</span>
          ),
        }}
      />
      {page?.nextToken && (
        <div className="admin-session__more">
          <Button loading={fetching} disabled={fetching} onClick={() => page.nextToken && loadMore(page.nextToken)}>
            Load more sessions
          </Button>
        </div>
      )}
    </>
  );
}

function sessionColumns(now: number, viewerZone: string, onChanged: () => void): ColumnsType<SessionRow> {
  return [
    { title: 'Start', key: 'start', render: (_v, row) => <SessionStart row={row} viewerZone={viewerZone} /> },
    { title: 'Learner', key: 'learner', dataIndex: 'learnerName' },
    { title: 'Mentor', key: 'mentor', dataIndex: 'mentorName' },
    {
      title: 'Plan',
      key: 'plan',
      render: (_v, row) => (row.format === 'GROUP' ? `${row.plan} (group)` : row.plan),
    },
    { title: 'Status', key: 'status', render: (_v, row) => <SessionStatusCell row={row} /> },
    { title: 'Outcome', key: 'outcome', render: (_v, row) => <SessionOutcomeCell row={row} now={now} /> },
    { title: 'Learner’s response', key: 'response', render: (_v, row) => <LearnerResponseCell row={row} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, row) =>
        // Only a session still to come can be cancelled: the server refuses one that has started.
        row.status === 'BOOKED' && new Date(row.start).getTime() > now ? (
          <CancelSessionButton row={row} onDone={onChanged} />
        ) : null,
    },
  ];
}

/**
 * Cancels a session as the team: the server gives it back to the learner (it does not count as used) and mails
 * both sides the reason.
 */
function CancelSessionButton({ row, onDone }: { row: SessionRow; onDone: () => void }) {
  const { act } = useAdminAction(AdminCancelSessionMutation);
  const { notification } = useNotify();
  const name = sessionName(row);
  return (
    <PromptButton
      label="Cancel session"
      cancelText="Keep session"
      danger
      ariaLabel={`Cancel ${name}`}
      title={`Cancel ${name}?`}
      fieldLabel="Why is it cancelled? The learner and the mentor both get this in their email."
      multiline
      maxLength={500}
      schema={CancelReasonSchema}
      field="reason"
      onSubmit={async ({ reason }) => {
        const data = await act({ id: row.id, reason });
        if (!data) return false;
        notification.success({ title: 'Session cancelled: the learner gets it back', duration: 4 });
        onDone();
        return true;
      }}
    />
  );
}

const uniqueById = (rows: SessionRow[]) => [...new Map(rows.map((row) => [row.id, row])).values()];
