import type { ResultOf } from '../../../core/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { listOnly } from '../admin-list';
import { MailActions } from '../row-actions';
import { AdminWebinarAttendeesQuery, OnCreateWebinarAttendee } from '../booking-queries';

type Row = ResultOf<typeof AdminWebinarAttendeesQuery>['listWebinarAttendees']['items'][number];

const columns: AdminColumn<Row>[] = [
  { title: 'Name', field: 'fullName' },
  { title: 'Email', field: 'email', kind: 'email' },
  { title: 'Phone', field: 'phone' },
  { title: 'Webinar', field: 'webinar' },
  { title: 'Source', field: 'source' },
  { title: 'Mailing list', field: 'joinMailList', kind: 'yesno' },
  { title: 'Date', field: 'createdAt', kind: 'date' },
];

/** /admin-dashboard/webinar: webinar attendees, refreshed when someone registers. */
export function WebinarPage() {
  return (
    <AdminPage title="Webinar">
      <AdminTable
        operation="listWebinarAttendees"
        title="Webinar attendees"
        query={AdminWebinarAttendeesQuery}
        variables={listOnly}
        select={(data) => data.listWebinarAttendees}
        columns={columns}
        exportList="webinar-attendees"
        rowTitle={(row) => row.fullName}
        live={OnCreateWebinarAttendee}
        actions={(row) => <MailActions email={row.email} />}
      />
    </AdminPage>
  );
}
