import { Link } from 'react-router';
import type { ResultOf } from '../../../core/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn, type AdminTableApi } from '../AdminTable';
import { listOnly } from '../admin-list';
import { useAdminAction } from '../row-actions';
import { RowActions } from '../row-menu';
import { AdminReviewsQuery, HideMentorReviewMutation, ShowMentorReviewMutation } from '../course-queries';

type Row = ResultOf<typeof AdminReviewsQuery>['listMentorReviewsForModeration']['items'][number];

const columns: AdminColumn<Row>[] = [
  { title: 'Name', field: 'name' },
  { title: 'Email', field: 'email', kind: 'email' },
  {
    title: 'Mentor',
    field: 'mentorName',
    render: (row) => <Link to={`/mentors/${row.mentorId}`}>{row.mentorName ?? 'Profile'}</Link>,
  },
  { title: 'Stars', field: 'stars' },
  { title: 'Review', field: 'message', kind: 'description' },
  { title: 'Shown', field: 'hidden', render: (row) => (row.hidden ? 'Hidden' : 'Shown') },
  { title: 'Date', field: 'createdAt', kind: 'date' },
];

/** /admin-dashboard/reviews: mentor reviews, hidden from the public profile or shown again. */
export function ReviewsPage() {
  return (
    <AdminPage title="Reviews">
      <AdminTable
        operation="listMentorReviewsForModeration"
        title="Mentor reviews"
        query={AdminReviewsQuery}
        variables={listOnly}
        select={(data) => data.listMentorReviewsForModeration}
        columns={columns}
        rowTitle={(row) => `Review by ${row.name}`}
        actions={(row, api) => <ModerationButton row={row} api={api} />}
      />
    </AdminPage>
  );
}

function ModerationButton({ row, api }: { row: Row; api: AdminTableApi<Row> }) {
  const hide = useAdminAction(HideMentorReviewMutation);
  const show = useAdminAction(ShowMentorReviewMutation);
  const toggle = async () => {
    const done = row.hidden ? await show.act({ id: row.id }) : await hide.act({ id: row.id });
    if (done) {
      api.patch(row.id, { hidden: !row.hidden });
      api.refetch();
    }
  };
  return (
    <RowActions
      actions={[
        {
          key: 'visibility',
          label: row.hidden ? 'Show on the profile' : 'Hide from the profile',
          disabled: hide.fetching || show.fetching,
          onSelect: () => void toggle(),
        },
      ]}
    />
  );
}
