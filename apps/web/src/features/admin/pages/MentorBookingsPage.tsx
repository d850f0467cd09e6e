import { Button } from 'antd';
import type { ResultOf } from '../../../app/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn, type AdminTableApi } from '../AdminTable';
import type { AdminListInput } from '../admin-list';
import { DeleteButton, PayableActions, useAdminAction } from '../row-actions';
import {
  AdminBookAmentorsQuery,
  DeleteBookAmentorMutation,
  OnDeleteBookAmentor,
  SetBookAmentorStatusMutation,
} from '../booking-queries';

type Row = ResultOf<typeof AdminBookAmentorsQuery>['listBookAmentors']['items'][number];
type Status = NonNullable<Row['status']>;

/** Spec 3 §4: Start / Pause / Stop set In Progress / Paused / Done; unset shows 'Not Started'. */
const STATUS_LABEL: Record<Status, string> = { IN_PROGRESS: 'In Progress', PAUSED: 'Paused', DONE: 'Done' };
const STATUS_ACTIONS: { status: Status; label: string }[] = [
  { status: 'IN_PROGRESS', label: 'Start' },
  { status: 'PAUSED', label: 'Pause' },
  { status: 'DONE', label: 'Stop' },
];
export const bookingStatusLabel = (status: Status | null | undefined) =>
  status ? STATUS_LABEL[status] : 'Not Started';

const columns: AdminColumn<Row>[] = [
  { title: 'Name', field: 'fullName' },
  { title: 'Email', field: 'email', kind: 'email' },
  { title: 'Phone', field: 'phone' },
  { title: 'Course', field: 'course' },
  { title: 'Mentor', field: 'mentorName' },
  { title: 'Plan', field: 'type' },
  { title: 'Start', field: 'startDate' },
  { title: 'End', field: 'endDate' },
  { title: 'Status', field: 'status', render: (row) => bookingStatusLabel(row.status) },
  { title: 'Payment', field: 'paid', kind: 'payment' },
  { title: 'Bank transfer', field: 'transferOption', kind: 'yesno' },
  { title: 'Date', field: 'createdAt', kind: 'date' },
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
  const setStatus = async (status: Status) => {
    const data = await act({ id: row.id, status });
    if (data) api.patch(row.id, { status: data.setBookAmentorStatus.status });
  };
  return (
    <>
      {STATUS_ACTIONS.map((action) => (
        <Button
          key={action.status}
          size="small"
          disabled={fetching || row.status === action.status}
          onClick={() => void setStatus(action.status)}
          aria-label={`${action.label} ${row.fullName}`}
        >
          {action.label}
        </Button>
      ))}
      <PayableActions kind="MENTOR" row={row} name={row.fullName} email={row.email} onPaid={api.refetch} />
      <DeleteButton mutation={DeleteBookAmentorMutation} id={row.id} name={row.fullName} onDone={api.removed} />
    </>
  );
}
