import type { ResultOf } from '../../../core/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { listOnly } from '../admin-list';
import { MailActions } from '../row-actions';
import { AdminBookAdvisoriesQuery } from '../booking-queries';

type Row = ResultOf<typeof AdminBookAdvisoriesQuery>['listBookAdvisories']['items'][number];

const columns: AdminColumn<Row>[] = [
  { title: 'Name', field: 'fullName' },
  { title: 'Email', field: 'email', kind: 'email' },
  { title: 'Phone', field: 'phone' },
  { title: 'Source', field: 'source' },
  // Sorted by the call's instant (callAt); shown as the Lagos date and time the caller picked.
  { title: 'Call', field: 'callAt', render: (row) => `${row.callDate} ${row.callTime}` },
  { title: 'Date', field: 'createdAt', kind: 'date' },
];

/** /admin-dashboard/advisory: advisory call requests. */
export function AdvisoryPage() {
  return (
    <AdminPage title="Advisory">
      <AdminTable
        operation="listBookAdvisories"
        title="Advisory calls"
        query={AdminBookAdvisoriesQuery}
        variables={listOnly}
        select={(data) => data.listBookAdvisories}
        columns={columns}
        exportList="book-advisories"
        rowTitle={(row) => row.fullName}
        actions={(row) => <MailActions email={row.email} />}
      />
    </AdminPage>
  );
}
