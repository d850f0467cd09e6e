import { useEffect, useMemo, useState } from 'react';
import { Button, Radio, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useQuery } from 'urql';
import { membershipStatuses } from '@eazy2con/shared/memberships';
import { AdminMembershipsFilterSchema } from '@eazy2con/shared/validation/admin-memberships';
import { useNotify } from '../../../core/use-notify';
import { AdminPage } from '../AdminPage';
import { formatKobo } from '../payouts/money-list';
import {
  AdminMembershipStatsQuery,
  AdminMembershipsQuery,
  type AdminMembershipRow,
  type MembershipStats,
  type MembershipStatus,
} from './queries';
import { RenewalsChart } from './RenewalsChart';
import './memberships.css';

export const MEMBERSHIPS = 'Memberships';
const PAGE_SIZE = 20;

export const STATUS_LABELS: Record<MembershipStatus, string> = {
  ACTIVE: 'Active',
  IN_GRACE: 'In grace',
  PAUSED: 'Paused',
  ENDING: 'Ending',
  ENDED: 'Ended',
};
const TONES: Record<MembershipStatus, 'good' | 'bad' | 'wait' | 'neutral'> = {
  ACTIVE: 'good',
  IN_GRACE: 'bad',
  PAUSED: 'wait',
  ENDING: 'wait',
  ENDED: 'neutral',
};

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A Lagos date (YYYY-MM-DD) as the date it is: '5 Feb 2026'. */
const day = (date: string | null) => (date ? longDate.format(new Date(`${date}T00:00:00Z`)) : '—');

const COLUMNS: ColumnsType<AdminMembershipRow> = [
  { title: 'Learner', key: 'learner', dataIndex: 'learnerName' },
  { title: 'Mentor', key: 'mentor', render: (_v, row) => row.mentorName ?? 'Not matched yet' },
  { title: 'Plan', key: 'plan', render: (_v, row) => `${row.plan} · ${row.planOption}` },
  {
    title: 'Status',
    key: 'status',
    render: (_v, row) => (
      <span className={`admin-status admin-status--${TONES[row.status]}`}>{STATUS_LABELS[row.status]}</span>
    ),
  },
  { title: 'Cycle', key: 'cycle', dataIndex: 'currentCycle' },
  { title: 'Next renewal', key: 'nextRenewalOn', render: (_v, row) => day(row.nextRenewalOn) },
  {
    title: 'Next cycle',
    key: 'nextCycle',
    render: (_v, row) =>
      row.nextCycleAmountKobo === null
        ? 'None'
        : `${formatKobo(row.nextCycleAmountKobo)} · ${row.nextCyclePaid ? 'Paid' : 'Not paid yet'}`,
  },
];

/** The filter's choice, checked by the schema the server parses it with ('ALL': no status). */
const statusOf = (value: unknown): MembershipStatus | null =>
  AdminMembershipsFilterSchema.parse({ status: value === 'ALL' ? null : value }).status ?? null;

/**
 * /admin-dashboard/memberships (issue 36): the memberships, newest first, of one status or all, paged by the
 * server; above them the figures the server counts (memberships by status, monthly recurring revenue) and the
 * renewals of the last weeks. Nothing here is summed from the rows shown.
 */
export function MembershipsPage() {
  const [status, setStatus] = useState<MembershipStatus | null>(null);
  return (
    <AdminPage title={MEMBERSHIPS}>
      <MembershipFigures />
      <section className="admin-table" aria-label="Memberships list">
        <div className="admin-table__toolbar">
          <Radio.Group
            aria-label="Status"
            optionType="button"
            buttonStyle="solid"
            value={status ?? 'ALL'}
            onChange={(event) => setStatus(statusOf(event.target.value))}
            options={[
              { value: 'ALL', label: 'All' },
              ...membershipStatuses.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            ]}
          />
        </div>
        {/* A new filter starts again from the first page. */}
        <MembershipList key={status ?? 'ALL'} status={status} />
      </section>
    </AdminPage>
  );
}

function MembershipFigures() {
  const [{ data, error }] = useQuery({ query: AdminMembershipStatsQuery, requestPolicy: 'cache-and-network' });
  const stats = data?.adminMembershipStats;
  if (error && !stats) return <p role="alert">The figures could not be loaded</p>;
  if (!stats) return null;
  return (
    <>
      <StatsSummary stats={stats} />
      <RenewalsChart weeks={stats.renewalsByWeek} />
    </>
  );
}

function StatsSummary({ stats }: { stats: MembershipStats }) {
  return (
    <section className="membership-stats" aria-label="Membership figures">
      <dl className="membership-stats__mrr">
        <dt>Monthly recurring revenue</dt>
        <dd>{formatKobo(stats.monthlyRecurringRevenueKobo)}</dd>
        <dd className="membership-stats__note">
          {formatKobo(stats.recurringPerCycleKobo)} a 28-day cycle from active and in-grace memberships, × 365 ÷ 12 ÷ 28
        </dd>
      </dl>
      <dl className="membership-stats__counts">
        {stats.counts.map((c) => (
          <div key={c.status}>
            <dt>{STATUS_LABELS[c.status]}</dt>
            <dd>{c.count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function MembershipList({ status }: { status: MembershipStatus | null }) {
  const [cursor, setCursor] = useState<string | null>(null);
  // The pages already shown: "Load more" keeps them and asks only for the next one.
  const [earlier, setEarlier] = useState<AdminMembershipRow[]>([]);
  const [{ data, fetching, error }] = useQuery({
    query: AdminMembershipsQuery,
    variables: { status, limit: PAGE_SIZE, nextToken: cursor },
    requestPolicy: 'cache-and-network',
  });
  const { error: notifyError } = useNotify();
  useEffect(() => {
    if (error) notifyError(error, { fallback: 'Something went wrong' });
  }, [error, notifyError]);

  const page = data?.adminMemberships;
  const rows = useMemo(
    () => [...new Map([...earlier, ...(page?.items ?? [])].map((row) => [row.bookingId, row])).values()],
    [earlier, page],
  );

  return (
    <>
      <Table<AdminMembershipRow>
        rowKey="bookingId"
        columns={COLUMNS}
        dataSource={rows}
        loading={fetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <span className="admin-table__empty">{error ? 'The list could not be loaded' : 'No memberships here'}</span>
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
            Load more memberships
          </Button>
        </div>
      )}
    </>
  );
}
