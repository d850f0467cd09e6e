import { dataExportStatuses } from './data-rights.schema';
import { builder } from '../../graphql-core/builder';
import { requireRole } from '../accounts/guard';
import { limitRate } from '../rate-limits/guard';
import { subjectOf } from './account-deletion.service';
import type { DataExportView } from './data-exports.service';

const DataExportStatusEnum = builder.enumType('DataExportStatus', {
  description: 'PENDING: being prepared; READY: mailed as a link; EXPIRED: the archive is deleted; FAILED: not built',
  values: dataExportStatuses,
});

const DataExportRequestRef = builder.objectRef<DataExportView>('DataExportRequest').implement({
  description: "A person's request for an archive of their data (issue 35); its link is mailed when it is ready",
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: DataExportStatusEnum, resolve: (r) => r.status }),
    requestedAt: t.field({ type: 'DateTime', resolve: (r) => r.requestedAt }),
    readyAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.readyAt }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the mailed link stops working and the archive is deleted',
      resolve: (r) => r.expiresAt,
    }),
  }),
});

builder.mutationField('requestMyData', (t) =>
  t.field({
    type: DataExportRequestRef,
    description:
      'Download my data: a job builds an archive (JSON and CSV) of everything held about the signed-in account and mails a link; a second request while one waits answers that one',
    resolve: async (_root, _args, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      const person = subjectOf(viewer);
      await limitRate(ctx, 'requestMyData');
      return ctx.services.dataExports.request(person);
    },
  }),
);

builder.queryField('myDataExports', (t) =>
  t.field({
    type: [DataExportRequestRef],
    description: "The signed-in account's data archive requests, newest first",
    resolve: async (_root, _args, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      return ctx.services.dataExports.list(viewer.userId);
    },
  }),
);

builder.mutationField('requestAccountDeletionCode', (t) =>
  t.boolean({
    description: "Mails a six-digit code to the signed-in account's e-mail that confirms deleteMyAccount",
    resolve: async (_root, _args, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      await limitRate(ctx, 'requestAccountDeletionCode');
      return ctx.services.accountDeletion.requestCode(viewer);
    },
  }),
);

builder.mutationField('deleteMyAccount', (t) =>
  t.boolean({
    description:
      'Deletes the signed-in account with the mailed code: every module erases its data about the person (payment records stay, without name or contact details), the account and its sessions go; the client then signs out to clear its cookie',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      await limitRate(ctx, 'deleteMyAccount');
      return ctx.services.accountDeletion.deleteAccount(viewer, { code });
    },
  }),
);
