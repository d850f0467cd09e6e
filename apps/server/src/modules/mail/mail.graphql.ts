import { builder } from '../../graphql-core/builder';
import { pageArgs, pageCost, pageRef } from '../../graphql-core/paging';
import { adminResolver } from '../../graphql-core/admin-operations';
import { attachmentSize, MAX_ATTACHMENTS, storedAttachments, type MailAttachment } from './attachments';
import type { MailView } from './mail.service';

export const MailStatusEnum = builder.enumType('MailStatus', {
  values: {
    HELD: { value: 'held' },
    PENDING: { value: 'pending' },
    SENDING: { value: 'sending' },
    SENT: { value: 'sent' },
    FAILED: { value: 'failed' },
  } as const,
});

interface AttachmentView {
  file: MailAttachment;
  /** Whether the mail is held (SMTP_URL unset): then its files are readable here, as its text is. */
  held: boolean;
}

const MailAttachmentRef = builder.objectRef<AttachmentView>('OutboxMailAttachment').implement({
  description: 'A file sent with a mail (a calendar invite)',
  fields: (t) => ({
    filename: t.string({ resolve: (a) => a.file.filename }),
    contentType: t.string({ resolve: (a) => a.file.contentType }),
    size: t.int({ description: 'Bytes', resolve: (a) => attachmentSize(a.file) }),
    content: t.string({
      nullable: true,
      description:
        'The file of a HELD mail, text as it is or binary as base64 (see encoding); null for mail that goes out by SMTP',
      resolve: (a) => (a.held ? a.file.content : null),
    }),
    encoding: t.string({ description: "'utf8' (text) or 'base64'", resolve: (a) => a.file.encoding }),
  }),
});

export const MailRef = builder.objectRef<MailView>('OutboxMail').implement({
  description: 'A mail in the outbox (admins only)',
  fields: (t) => ({
    id: t.exposeID('id'),
    to: t.exposeString('to'),
    template: t.exposeString('template'),
    subject: t.string({ nullable: true, resolve: (m) => m.rendered?.subject ?? null }),
    text: t.string({
      nullable: true,
      description:
        'The plain-text body of a HELD mail (kept because SMTP_URL is unset), so the admin can read it; null for mail ' +
        'that goes out by SMTP, whose codes only its addressee should see',
      resolve: (m) => (m.status === 'held' ? (m.rendered?.text ?? null) : null),
    }),
    attachments: t.field({
      type: [MailAttachmentRef],
      // A mail carries at most MAX_ATTACHMENTS files; the default list estimate (10) would price a full page of the
      // outbox past the cost limit (outbox-cost.test.ts).
      complexity: { field: 1, multiplier: MAX_ATTACHMENTS },
      resolve: (m) => storedAttachments(m.attachments).map((file) => ({ file, held: m.status === 'held' })),
    }),
    status: t.field({ type: MailStatusEnum, resolve: (m) => m.status }),
    attempts: t.exposeInt('attempts'),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime' }),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
  }),
});

const MailPageRef = pageRef<MailView>('OutboxMailPage', MailRef);

builder.queryField('mailOutbox', (t) =>
  t.field({
    type: MailPageRef,
    description: 'The outbox, newest first; status FAILED lists the mail that could not be delivered',
    args: {
      status: t.arg({ type: MailStatusEnum }),
      to: t.arg.string(),
      ...pageArgs,
    },
    complexity: pageCost,
    resolve: adminResolver('mailOutbox', (args, ctx) => ctx.services.mail.list(args)),
  }),
);

builder.mutationField('retryMail', (t) =>
  t.field({
    type: MailRef,
    description: 'Sends a failed mail again, with a fresh set of attempts',
    args: { id: t.arg.id({ required: true }) },
    resolve: adminResolver('retryMail', ({ id }, ctx) => ctx.services.mail.retry(String(id))),
  }),
);
