import type { ResultOf } from '../../../core/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn, type AdminTableApi, type ColumnSearchBox } from '../AdminTable';
import { listOnly } from '../admin-list';
import { BookingStatus } from '../booking-status';
import { usePayableActions } from '../row-actions';
import { RowActions } from '../row-menu';
import { AdminBootcampsQuery } from '../booking-queries';

type Row = ResultOf<typeof AdminBootcampsQuery>['listBootcamps']['items'][number];

const columns: AdminColumn<Row>[] = [
  { title: 'Name', field: 'fullName' },
  {
    title: 'Status',
    field: 'cancelledAt',
    render: (row) => <BookingStatus cancelledAt={row.cancelledAt} standing="Registered" />,
  },
  { title: 'Payment', field: 'paid', kind: 'payment' },
  { title: 'Email', field: 'email', kind: 'email' },
  { title: 'Phone', field: 'phone' },
  { title: 'Country', field: 'country' },
  { title: 'Track', field: 'track' },
  { title: 'Source', field: 'source' },
  { title: 'Laptop', field: 'doYouHaveAlaptop' },
  { title: 'Why learn the course', field: 'whyLearnTheCourse', kind: 'description' },
  { title: 'Bank transfer', field: 'transferOption', kind: 'yesno' },
  { title: 'Date', field: 'createdAt', kind: 'date' },
];

/** Spec 3 §2.3: the bootcamp table searches column by column. */
const columnSearch: ColumnSearchBox<'listBootcamps'>[] = [
  { column: 'fullName', label: 'Name' },
  { column: 'email', label: 'Email' },
  { column: 'phone', label: 'Phone' },
  { column: 'country', label: 'Country' },
  { column: 'track', label: 'Track' },
  { column: 'source', label: 'Source' },
];

/** /admin-dashboard/bootcamp: bootcamp registrations. */
export function BootcampPage() {
  return (
    <AdminPage title="Boot Camp">
      <AdminTable
        operation="listBootcamps"
        title="Bootcamp registrations"
        query={AdminBootcampsQuery}
        variables={listOnly}
        select={(data) => data.listBootcamps}
        columns={columns}
        columnSearch={columnSearch}
        exportList="bootcamps"
        rowTitle={(row) => row.fullName}
        actions={(row, api) => <BootcampActions row={row} api={api} />}
      />
    </AdminPage>
  );
}

function BootcampActions({ row, api }: { row: Row; api: AdminTableApi<Row> }) {
  const payable = usePayableActions({
    kind: 'BOOTCAMP',
    row,
    name: row.fullName,
    email: row.email,
    onPaid: api.refetch,
  });
  return <RowActions actions={payable.actions}>{payable.dialogs}</RowActions>;
}
