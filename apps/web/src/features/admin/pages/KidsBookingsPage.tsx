import type { ResultOf } from '../../../core/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn, type AdminTableApi } from '../AdminTable';
import { listOnly } from '../admin-list';
import { BookingStatus } from '../booking-status';
import { useDeleteAction, usePayableActions } from '../row-actions';
import { RowActions } from '../row-menu';
import { AdminBookKidmentorsQuery, DeleteBookKidmentorMutation, OnChangeBookKidmentor } from '../booking-queries';

type Row = ResultOf<typeof AdminBookKidmentorsQuery>['listBookKidmentors']['items'][number];

// The kids list holds kids mentor bookings and camp registrations only; the other kinds are other lists'.
const KIND_LABEL: Partial<Record<Row['kind'], string>> = { KID_MENTOR: 'Kids mentoring', CAMP: 'Weekend camp' };

const columns: AdminColumn<Row>[] = [
  { title: 'Parent', field: 'parentName' },
  {
    title: 'Status',
    field: 'cancelledAt',
    render: (row) => <BookingStatus cancelledAt={row.cancelledAt} standing="Booked" />,
  },
  { title: 'Payment', field: 'paid', kind: 'payment' },
  { title: 'Booking', field: 'kind', render: (row) => KIND_LABEL[row.kind] ?? row.kind },
  { title: 'Email', field: 'parentEmail', kind: 'email' },
  { title: 'Phone', field: 'parentPhone' },
  { title: 'Kids', field: 'noOfKids' },
  { title: "Child's age", field: 'childAge' },
  { title: 'Interest', field: 'interest' },
  { title: 'Bank transfer', field: 'transferOption', kind: 'yesno' },
  { title: 'Date', field: 'createdAt', kind: 'date' },
  { title: 'Plan', field: 'plan', detailOnly: true },
];

/** /admin-dashboard/kid-mentees-application: kids mentor bookings and weekend camp registrations in one list. */
export function KidsBookingsPage() {
  return (
    <AdminPage title="Kids bookings">
      <AdminTable
        operation="listBookKidmentors"
        title="Kids bookings"
        query={AdminBookKidmentorsQuery}
        variables={listOnly}
        select={(data) => data.listBookKidmentors}
        columns={columns}
        exportList="book-kidmentors"
        rowTitle={(row) => row.parentName}
        live={OnChangeBookKidmentor}
        actions={(row, api) => <KidsActions row={row} api={api} />}
      />
    </AdminPage>
  );
}

function KidsActions({ row, api }: { row: Row; api: AdminTableApi<Row> }) {
  const payable = usePayableActions({
    kind: row.kind,
    row,
    name: row.parentName,
    email: row.parentEmail,
    onPaid: api.refetch,
  });
  const remove = useDeleteAction({
    mutation: DeleteBookKidmentorMutation,
    id: row.id,
    name: row.parentName,
    onDone: api.removed,
  });
  return <RowActions actions={[...payable.actions, remove]}>{payable.dialogs}</RowActions>;
}
