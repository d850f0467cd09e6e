import { z } from 'zod';

/** The most one attachment may hold, and how many a mail may carry: the outbox is a table, not a file store. */
export const MAX_ATTACHMENT_BYTES = 256 * 1024;
export const MAX_ATTACHMENTS = 5;

/**
 * A file sent with a mail (a calendar invite, later an invoice), stored with the mail's outbox row so the worker can
 * deliver it whenever SMTP is back. `content` is the file itself: text as it is (`utf8`) or binary as base64.
 */
export const MailAttachmentSchema = z
  .object({
    // A plain name: no path, no quotes or spaces, so it is safe in a MIME header and as a download name.
    filename: z.string().regex(/^[\w][\w.-]{0,99}$/, 'attachment filename must be a plain file name'),
    contentType: z
      .string()
      .regex(/^[\w.+-]+\/[\w.+-]+(; ?[\w-]+=[\w.-]+)*$/, 'attachment contentType must be a MIME type'),
    content: z.string(),
    encoding: z.enum(['utf8', 'base64']).default('utf8'),
  })
  .refine(
    (a) => attachmentSize(a) <= MAX_ATTACHMENT_BYTES,
    `an attachment may hold at most ${MAX_ATTACHMENT_BYTES} bytes`,
  );

export const MailAttachmentsSchema = z.array(MailAttachmentSchema).max(MAX_ATTACHMENTS);

export type MailAttachment = z.output<typeof MailAttachmentSchema>;
export type MailAttachmentInput = z.input<typeof MailAttachmentSchema>;

/** The size of the file in bytes, as the reader will get it. */
export function attachmentSize(a: { content: string; encoding?: 'utf8' | 'base64' | undefined }): number {
  return Buffer.byteLength(a.content, a.encoding === 'base64' ? 'base64' : 'utf8');
}

/** The file's bytes. */
export function attachmentBytes(a: MailAttachment): Buffer {
  return Buffer.from(a.content, a.encoding === 'base64' ? 'base64' : 'utf8');
}

/** Checks attachments when a mail is queued; a bad one is a programming error in the caller. */
export function checkAttachments(attachments: MailAttachmentInput[] | undefined): MailAttachment[] {
  const parsed = MailAttachmentsSchema.safeParse(attachments ?? []);
  if (!parsed.success) {
    throw new Error(
      `mail attachments: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

/**
 * Reads the stored column back. Rows written before attachments existed hold `[]` (the column's default); anything
 * that no longer parses is dropped rather than failing the whole mail.
 */
export function storedAttachments(value: unknown): MailAttachment[] {
  const parsed = MailAttachmentsSchema.safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
}
