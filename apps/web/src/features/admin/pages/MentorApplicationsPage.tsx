import { useState } from 'react';
import { ADMIN_MESSAGES, RequestMentorInfoSchema } from '@eazy2con/shared/validation/admin';
import type { ResultOf } from '../../../core/graphql/graphql';
import { useNotify } from '../../../core/use-notify';
import { AdminPage } from '../AdminPage';
import { PromptDialog } from '../PromptButton';
import { StatusTag } from '../StatusTag';
import { AdminTable, type AdminColumn, type AdminTableApi } from '../AdminTable';
import { listOnly } from '../admin-list';
import { useAdminAction, useMailAction } from '../row-actions';
import { RowActions } from '../row-menu';
import {
  MentorApplicationsQuery,
  RequestMentorInfoMutation,
  UpdateMentorStatusMutation,
  type AdminMentorFields,
} from '../mentor-queries';

type Row = ResultOf<typeof AdminMentorFields>;

const columns: AdminColumn<Row>[] = [
  { title: 'Name', field: 'firstname', render: (row) => `${row.firstname} ${row.lastname}` },
  { title: 'Email', field: 'email', kind: 'email' },
  { title: 'Phone', field: 'phone' },
  { title: 'Country', field: 'country' },
  { title: 'Specialization', field: 'specialization' },
  { title: 'Experience', field: 'yrsOfexperience' },
  { title: 'Status', field: 'status', render: (row) => <StatusTag status={row.status} /> },
  { title: 'Date', field: 'createdAt', kind: 'date' },
  { title: 'Github', field: 'github', detailOnly: true },
  { title: 'Projects', field: 'projects', kind: 'description', detailOnly: true },
  { title: 'Active', field: 'isActive', kind: 'yesno', detailOnly: true },
  { title: 'Bio', field: 'bio', kind: 'html', detailOnly: true },
  { title: 'LinkedIn', field: 'linkedInUrl', detailOnly: true },
  { title: 'Other link', field: 'otherLinkUrl', detailOnly: true },
  { title: 'Intro video', field: 'video', detailOnly: true },
];

/** /admin-dashboard/mentors-application: every mentor record, Approve / Decline / Request more info (spec 3 §4). */
export function MentorApplicationsPage() {
  return (
    <AdminPage title="Mentor applications">
      <AdminTable
        operation="listMentorApplications"
        title="Mentor applications"
        query={MentorApplicationsQuery}
        variables={listOnly}
        select={(data) => data.listMentorApplications}
        columns={columns}
        exportList="mentor-applications"
        rowTitle={(row) => `${row.firstname} ${row.lastname}`}
        actions={(row, api) => <ApplicationActions row={row} api={api} />}
      />
    </AdminPage>
  );
}

function ApplicationActions({ row, api }: { row: Row; api: AdminTableApi<Row> }) {
  const { act, fetching } = useAdminAction(UpdateMentorStatusMutation, ADMIN_MESSAGES.statusFailed);
  const request = useAdminAction(RequestMentorInfoMutation);
  const { notification } = useNotify();
  const mail = useMailAction(row.email);
  const [asking, setAsking] = useState(false);
  const name = `${row.firstname} ${row.lastname}`;
  const setStatus = async (status: 'ACCEPTED' | 'DECLINED') => {
    const data = await act({ id: row.id, status });
    // The row and an open detail show what the server returned at once; the list is asked again for its order.
    if (data) {
      api.patch(row.id, data.updateMentorStatus);
      api.refetch();
    }
  };
  return (
    <RowActions
      actions={[
        {
          key: 'approve',
          label: 'Approve',
          disabled: fetching || row.status === 'ACCEPTED',
          onSelect: () => void setStatus('ACCEPTED'),
        },
        {
          key: 'decline',
          label: 'Decline',
          danger: true,
          disabled: fetching || row.status === 'DECLINED',
          onSelect: () => void setStatus('DECLINED'),
        },
        row.status === 'REVIEW' && { key: 'request-info', label: 'Request more info', onSelect: () => setAsking(true) },
        mail,
      ]}
    >
      {/* 'Request more info': a mail to the applicant; the status stays REVIEW. */}
      {row.status === 'REVIEW' && (
        <PromptDialog
          open={asking}
          onClose={() => setAsking(false)}
          label="Request more info"
          title={`Request more info from ${name}`}
          fieldLabel="What do you need to know?"
          multiline
          maxLength={5000}
          schema={RequestMentorInfoSchema}
          field="message"
          onSubmit={async ({ message }) => {
            const data = await request.act({ id: row.id, message });
            if (!data) return false;
            notification.success({ title: 'Request sent', description: `We wrote to ${row.email}.`, duration: 4 });
            api.patch(row.id, data.requestMentorInfo);
            return true;
          }}
        />
      )}
    </RowActions>
  );
}
