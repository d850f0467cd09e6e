import type { ResultOf } from '../../../core/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { listOnly } from '../admin-list';
import { MailActions } from '../row-actions';
import { AdminContactUssQuery } from '../office-queries';

type Row = ResultOf<typeof AdminContactUssQuery>['listContactUss']['items'][number];

const columns: AdminColumn<Row>[] = [
  { title: 'Name', field: 'fullName' },
  { title: 'Email', field: 'email', kind: 'email' },
  { title: 'Message', field: 'message', kind: 'description' },
  { title: 'Date', field: 'createdAt', kind: 'date' },
];

/** /admin-dashboard/contact-us: contact-us requests; a reply goes through Send Mail. */
export function ContactUsPage() {
  return (
    <AdminPage title="Contact us">
      <AdminTable
        operation="listContactUss"
        title="Contact us requests"
        query={AdminContactUssQuery}
        variables={listOnly}
        select={(data) => data.listContactUss}
        columns={columns}
        exportList="contact-us"
        rowTitle={(row) => row.fullName}
        actions={(row) => <MailActions email={row.email} />}
      />
    </AdminPage>
  );
}
