import { useEffect, useMemo, useState } from 'react';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useQuery } from 'urql';
import { useNotify } from '../../../core/use-notify';
import { AdminPage } from '../AdminPage';
import { StatusTag } from '../StatusTag';
import { ChildConsentsQuery, type ConsentRecord } from './queries';

export const CONSENT_RECORDS = 'Consent records';
/** GET /api/admin/export/consent-records.csv (admins only): every record, through the server's one CSV writer. */
export const CONSENTS_CSV = '/api/admin/export/consent-records.csv';

const PAGE_SIZE = 20;
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '');

/** How the consent was verified, in words (the server records a code, e.g. EMAIL_AND_PHONE_CODE). */
const METHODS: Record<string, string> = { EMAIL_AND_PHONE_CODE: 'Confirmed e-mail and phone code' };

const COLUMNS: ColumnsType<ConsentRecord> = [
  // A withdrawn consent's profile is erased: the record stays, without the child's name.
  { title: 'Child', key: 'child', render: (_v, row) => row.childFirstName ?? '(erased)' },
  { title: 'Parent Email', key: 'parentEmail', dataIndex: 'parentEmail' },
  { title: 'Phone', key: 'phone', dataIndex: 'phone' },
  { title: 'Relationship', key: 'relationship', dataIndex: 'relationship' },
  { title: 'Verified By', key: 'method', render: (_v, row) => METHODS[row.method] ?? row.method },
  { title: 'Notice Version', key: 'noticeVersion', dataIndex: 'noticeVersion' },
  { title: 'Status', key: 'status', render: (_v, row) => <StatusTag status={row.status} /> },
  { title: 'Given At', key: 'givenAt', render: (_v, row) => when(row.givenAt) },
  { title: 'Withdrawn At', key: 'withdrawnAt', render: (_v, row) => when(row.withdrawnAt) },
];

/**
 * /admin-dashboard/consents (issue 35): the record of every parent's consent for a child's profile, newest first,
 * as the NDPC's directive asks it be kept; "Load more" asks the server for the next page, and the CSV holds them all.
 */
export function ConsentsPage() {
  const [cursor, setCursor] = useState<string | null>(null);
  // The pages already shown: "Load more" keeps them and asks only for the next one.
  const [earlier, setEarlier] = useState<ConsentRecord[]>([]);
  const [{ data, fetching, error }] = useQuery({
    query: ChildConsentsQuery,
    variables: { limit: PAGE_SIZE, nextToken: cursor },
    requestPolicy: 'cache-and-network',
  });
  const { error: notifyError } = useNotify();
  useEffect(() => {
    if (error) notifyError(error, { fallback: 'Something went wrong' });
  }, [error, notifyError]);

  const page = data?.childConsents;
  const rows = useMemo(
    () => [...new Map([...earlier, ...(page?.items ?? [])].map((row) => [row.id, row])).values()],
    [earlier, page],
  );

  return (
    <AdminPage title={CONSENT_RECORDS}>
      <section className="admin-table" aria-label={CONSENT_RECORDS}>
        <div className="admin-table__toolbar">
          <a href={CONSENTS_CSV} download>
            Download CSV
          </a>
        </div>
        <Table<ConsentRecord>
          rowKey="id"
          columns={COLUMNS}
          dataSource={rows}
          loading={fetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <span className="admin-table__empty">
                {error ? 'The list could not be loaded' : 'No consent records yet'}
              </span>
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
              Load more records
            </Button>
          </div>
        )}
      </section>
    </AdminPage>
  );
}
