import type { ResultOf } from '../../../core/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn, type AdminTableApi } from '../AdminTable';
import type { AdminListInput } from '../admin-list';
import { BookingStatus } from '../booking-status';
import { useAdminAction, useDeleteAction, usePayableActions } from '../row-actions';
import { RowActions } from '../row-menu';
import {
  AdminBookAmentorsQuery,
  DeleteBookAmentorMutation,
  OnDeleteBookAmentor,
  SetBookAmentorStatusMutation,
} from '../booking-queries';

type Row = ResultOf<typeof AdminBookAmentorsQuery>['listBookAmentors']['items'][number];
type Status = NonNullable<Row['status']>;

/**
 * Spec 3 §4: the mentoring's progress, In Progress / Paused / Done; unset shows 'Not Started'. The spec's buttons said
 * Start / Pause / Stop; in one menu per row (issue 20 §9) each says what it sets.
 */
const STATUS_LABEL: Record<Status, string> = { IN_PROGRESS: 'In Progress', PAUSED: 'Paused', DONE: 'Done' };
const STATUS_ACTIONS: { status: Status; label: string }[] = [
  { status: 'IN_PROGRESS', label: 'Mark as in progress' },
  { status: 'PAUSED', label: 'Mark as paused' },
  { status: 'DONE', label: 'Mark as done' },
];
export const bookingStatusLabel = (status: Status | null | undefined) =>
  status ? STATUS_LABEL[status] : 'Not Started';

// Status and Payment come right after the name, so they stay on screen at 1366 px (issue 20 §9); the Actions
// column is pinned to the right.
const columns: AdminColumn<Row>[] = [
  { title: 'Name', field: 'fullName' },
  {
    title: 'Status',
    field: 'status',
    render: (row) => <BookingStatus cancelledAt={row.cancelledAt} standing={bookingStatusLabel(row.status)} />,
  },
  { title: 'Payment', field: 'paid', kind: 'payment' },
  { title: 'Plan', field: 'type' },
  { title: 'Course', field: 'course' },
  { title: 'Mentor', field: 'mentorName' },
  { title: 'Start', field: 'startDate' },
  { title: 'End', field: 'endDate' },
  { title: 'Email', field: 'email', kind: 'email' },
  { title: 'Phone', field: 'phone' },
  { title: 'Date', field: 'createdAt', kind: 'date' },
  { title: 'Bank transfer', field: 'transferOption', kind: 'yesno', detailOnly: true },
  { title: 'Age bracket', field: 'image', detailOnly: true },
  { title: 'Course name', field: 'detailCourseName', detailOnly: true },
  { title: 'Course details', field: 'courseDetails', kind: 'description', detailOnly: true },
  { title: 'Why learn the course', field: 'whyLearnTheCourse', kind: 'description', detailOnly: true },
];

const allBookings = (list: AdminListInput) => ({ list, custom: false });
const customBookings = (list: AdminListInput) => ({ list, custom: true });

/** /admin-dashboard/mentees-application: every adult mentor booking. */
export function MentorBookingsPage() {
  return <BookingsList title="Mentor bookings" variables={allBookings} exportParams={{}} />;
}

/** /admin-dashboard/bookings: custom bookings, those whose course is 'Other'. */
export function CustomBookingsPage() {
  return <BookingsList title="Custom bookings" variables={customBookings} exportParams={{ custom: true }} />;
}

function BookingsList({
  title,
  variables,
  exportParams,
}: {
  title: string;
  variables: (list: AdminListInput) => { list: AdminListInput; custom: boolean };
  exportParams: Record<string, boolean>;
}) {
  return (
    <AdminPage title={title}>
      <AdminTable
        operation="listBookAmentors"
        title={title}
        query={AdminBookAmentorsQuery}
        variables={variables}
        select={(data) => data.listBookAmentors}
        columns={columns}
        exportList="book-amentors"
        exportParams={exportParams}
        rowTitle={(row) => row.fullName}
        live={OnDeleteBookAmentor}
        actions={(row, api) => <BookingActions row={row} api={api} />}
      />
    </AdminPage>
  );
}

function BookingActions({ row, api }: { row: Row; api: AdminTableApi<Row> }) {
  const { act, fetching } = useAdminAction(SetBookAmentorStatusMutation);
  const payable = usePayableActions({ kind: 'MENTOR', row, name: row.fullName, email: row.email, onPaid: api.refetch });
  const remove = useDeleteAction({
    mutation: DeleteBookAmentorMutation,
    id: row.id,
    name: row.fullName,
    onDone: api.removed,
  });
  const setStatus = async (status: Status) => {
    const data = await act({ id: row.id, status });
    if (data) api.patch(row.id, { status: data.setBookAmentorStatus.status });
  };
  // A cancelled booking is not run any more: only mail and delete remain.
  const progress = row.cancelledAt
    ? []
    : STATUS_ACTIONS.map((action) => ({
        key: action.status,
        label: action.label,
        disabled: fetching || row.status === action.status,
        onSelect: () => void setStatus(action.status),
      }));
  return <RowActions actions={[...progress, ...payable.actions, remove]}>{payable.dialogs}</RowActions>;
}
