import { useState } from 'react';
import { Button } from 'antd';
import type { ResultOf } from '../../../app/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { listOnly } from '../admin-list';
import { AdminCoursesQuery } from '../queries';
import { AddCourseModal } from './AddCourseModal';

type Row = ResultOf<typeof AdminCoursesQuery>['listAdminCourses']['items'][number];

const columns: AdminColumn<Row>[] = [
  { title: 'Title', field: 'title', sortable: true },
  { title: 'Language', field: 'language' },
  { title: 'Topics', field: 'topics' },
  { title: 'Duration (hours)', field: 'duration' },
  { title: 'Mentors', field: 'mentors', render: (row) => row.mentors.map((m) => m.name).join(', ') },
  { title: 'Description', field: 'description', kind: 'description' },
  { title: 'Date', field: 'createdAt', kind: 'date', sortable: true },
  { title: 'Video', field: 'videoUrl', detailOnly: true },
];

/** /admin-dashboard/add-courses: the courses table with its 'Add New' modal. */
export function CoursesPage() {
  const [adding, setAdding] = useState(false);
  return (
    <AdminPage title="Add courses">
      <AdminTable
        title="Courses"
        query={AdminCoursesQuery}
        variables={listOnly}
        select={(data) => data.listAdminCourses}
        columns={columns}
        exportList="courses"
        rowTitle={(row) => row.title}
        toolbar={(api) => (
          <>
            <Button type="primary" onClick={() => setAdding(true)}>
              Add New
            </Button>
            <AddCourseModal
              open={adding}
              onClose={() => setAdding(false)}
              onAdded={() => {
                setAdding(false);
                api.refetch();
              }}
            />
          </>
        )}
      />
    </AdminPage>
  );
}
