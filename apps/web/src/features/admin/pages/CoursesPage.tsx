import { useMemo, useState } from 'react';
import { Button, Input } from 'antd';
import { AdminCourseEditSchema } from '@eazy2con/shared/validation/admin';
import { fieldErrors } from '@eazy2con/shared/validation/issues';
import type { ResultOf } from '../../../core/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { RowActions } from '../row-menu';
import { AdminTable, type AdminColumn, type AdminTableApi } from '../AdminTable';
import { listOnly } from '../admin-list';
import { useAdminAction } from '../row-actions';
import { AdminCoursesQuery, UpdateAdminCourseMutation } from '../course-queries';
import { AddCourseModal } from './AddCourseModal';

type Row = ResultOf<typeof AdminCoursesQuery>['listAdminCourses']['items'][number];

/** The cells the inline row edit changes (spec 3 §5 'Inline row edit'), kept as typed until saved. */
type EditableField = 'title' | 'language' | 'duration';
type Draft = Record<EditableField, string>;

interface Editing {
  id: string;
  draft: Draft;
  errors: Partial<Record<EditableField, string>>;
}

/** /admin-dashboard/add-courses: the courses table, its inline row edit and its 'Add New' modal. */
export function CoursesPage() {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const { act, fetching } = useAdminAction(UpdateAdminCourseMutation);

  const save = async (row: Row, api: AdminTableApi<Row>) => {
    if (!editing) return;
    const values = {
      title: editing.draft.title,
      language: editing.draft.language,
      // An emptied duration is not "unchanged": it must fail as 'Please Input Duration!'.
      duration: editing.draft.duration.trim() === '' ? Number.NaN : Number(editing.draft.duration),
    };
    const parsed = AdminCourseEditSchema.safeParse(values);
    if (!parsed.success) {
      setEditing({ ...editing, errors: fieldErrors(parsed.error) });
      return;
    }
    const data = await act({ id: row.id, input: parsed.data });
    if (!data) return;
    api.patch(row.id, data.updateAdminCourse);
    setEditing(null);
    api.refetch();
  };

  const columns = useMemo<AdminColumn<Row>[]>(() => {
    const editable = (field: EditableField, title: string, maxLength: number): AdminColumn<Row> => ({
      title: field === 'duration' ? 'Duration (hours)' : title,
      field,
      render: (row) => {
        if (editing?.id !== row.id) return String(row[field]);
        const error = editing.errors[field];
        return (
          <span className="admin-inline-edit">
            <Input
              size="small"
              value={editing.draft[field]}
              maxLength={maxLength}
              inputMode={field === 'duration' ? 'numeric' : undefined}
              aria-label={`${title} of ${row.title}`}
              aria-invalid={error ? true : undefined}
              status={error ? 'error' : undefined}
              onClick={(event) => event.stopPropagation()}
              onChange={(event) =>
                setEditing({
                  ...editing,
                  draft: { ...editing.draft, [field]: event.target.value },
                  errors: { ...editing.errors, [field]: undefined },
                })
              }
            />
            {error && <span className="admin-field__error">{error}</span>}
          </span>
        );
      },
    });
    return [
      editable('title', 'Title', 150),
      editable('language', 'Language', 60),
      { title: 'Topics', field: 'topics' },
      editable('duration', 'Duration', 5),
      { title: 'Mentors', field: 'mentors', render: (row) => row.mentors.map((m) => m.name).join(', ') },
      { title: 'Description', field: 'description', kind: 'html' },
      { title: 'Date', field: 'createdAt', kind: 'date' },
      { title: 'Video', field: 'videoUrl', detailOnly: true },
    ];
  }, [editing]);

  return (
    <AdminPage title="Add courses">
      <AdminTable
        operation="listAdminCourses"
        title="Courses"
        query={AdminCoursesQuery}
        variables={listOnly}
        select={(data) => data.listAdminCourses}
        columns={columns}
        exportList="courses"
        rowTitle={(row) => row.title}
        actions={(row, api) =>
          editing?.id === row.id ? (
            <>
              <Button
                size="small"
                type="primary"
                loading={fetching}
                onClick={() => void save(row, api)}
                aria-label={`Save ${row.title}`}
              >
                Save
              </Button>
              <Button size="small" onClick={() => setEditing(null)} aria-label={`Cancel editing ${row.title}`}>
                Cancel
              </Button>
            </>
          ) : (
            <RowActions
              actions={[
                {
                  key: 'edit',
                  label: 'Edit title, language and duration',
                  onSelect: () =>
                    setEditing({
                      id: row.id,
                      draft: { title: row.title, language: row.language, duration: String(row.duration) },
                      errors: {},
                    }),
                },
              ]}
            />
          )
        }
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
