import type { ResultOf } from '../../../app/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { listOnly } from '../admin-list';
import { MailButton } from '../row-actions';
import { AdminBookAdvisoriesQuery } from '../queries';

type Row = ResultOf<typeof AdminBookAdvisoriesQuery>['listBookAdvisories']['items'][number];

const columns: AdminColumn<Row>[] = [
  { title: 'Name', field: 'fullName', sortable: true },
  { title: 'Email', field: 'email', kind: 'email' },
  { title: 'Phone', field: 'phone' },
  { title: 'Source', field: 'source' },
  { title: 'Call date', field: 'callDate' },
  { title: 'Call time', field: 'callTime' },
  { title: 'Date', field: 'createdAt', kind: 'date', sortable: true },
];

/** /admin-dashboard/advisory: advisory call requests. */
export function AdvisoryPage() {
  return (
    <AdminPage title="Advisory">
      <AdminTable
        title="Advisory calls"
        query={AdminBookAdvisoriesQuery}
        variables={listOnly}
        select={(data) => data.listBookAdvisories}
        columns={columns}
        exportList="book-advisories"
        rowTitle={(row) => row.fullName}
        actions={(row) => <MailButton email={row.email} />}
      />
    </AdminPage>
  );
}
