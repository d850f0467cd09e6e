import type { ResultOf } from '../../../core/graphql/graphql';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { listOnly } from '../admin-list';
import { AdminAuditQuery } from '../office-queries';

type Row = ResultOf<typeof AdminAuditQuery>['listAuditLog']['items'][number];

const columns: AdminColumn<Row>[] = [
  { title: 'Who', field: 'actorEmail', kind: 'email' },
  { title: 'Action', field: 'action' },
  { title: 'Target', field: 'targetType' },
  { title: 'Target id', field: 'targetId' },
  { title: 'Before', field: 'before' },
  { title: 'After', field: 'after' },
  { title: 'When', field: 'createdAt', kind: 'date' },
];

/** /admin-dashboard/audit: who did what to which record, and the status before and after. */
export function AuditPage() {
  return (
    <AdminPage title="Audit log">
      <AdminTable
        operation="listAuditLog"
        title="Audit log"
        query={AdminAuditQuery}
        variables={listOnly}
        select={(data) => data.listAuditLog}
        columns={columns}
        exportList="audit-log"
        rowTitle={(row) => `${row.action} by ${row.actorEmail}`}
      />
    </AdminPage>
  );
}
