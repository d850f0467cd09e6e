import { z } from 'zod';
import { defineTemplate } from './define';
import { button, html } from './html';

/** The link to a person's data archive, once the job has built it (issue 35, decision 0043). */
export const dataExportReady = defineTemplate(
  z.object({ link: z.url(), expiresInDays: z.number().int().positive() }),
  ({ link, expiresInDays }, { site }) => ({
    // The link stays out of the subject: subjects are logged and listed to admins, bodies are not.
    subject: `Your ${site.name} data is ready to download`,
    heading: 'Your data is ready',
    body: html`<p>
        The archive of your ${site.name} data you asked for is ready: your account, bookings, sessions, messages and
        payments, as one JSON file and a CSV file for each part.
      </p>
      ${button(link, 'Download my data')}
      <p>
        Sign in to download it. The link works for ${expiresInDays} days; then the archive is deleted. If you did not
        ask for it, sign in and change your password.
      </p>`,
    text: `The archive of your ${site.name} data you asked for is ready: your account, bookings, sessions, messages and payments, as one JSON file and a CSV file for each part.\n\nDownload it (sign in first): ${link}\n\nThe link works for ${expiresInDays} days; then the archive is deleted. If you did not ask for it, sign in and change your password.`,
  }),
);

/** The code that confirms "Delete my account" (issue 35). */
export const accountDeletionCode = defineTemplate(
  z.object({ code: z.string().regex(/^\d{6}$/), expiresInMinutes: z.number().int().positive() }),
  ({ code, expiresInMinutes }, { site }) => ({
    // The code stays out of the subject: subjects are logged and listed to admins, bodies are not.
    subject: `Your ${site.name} code to delete your account`,
    heading: 'Delete your account',
    body: html`<p>Enter this code to delete your ${site.name} account for good:</p>
      <p style="font-size:32px;letter-spacing:6px;font-weight:bold;margin:16px 0">${code}</p>
      <p>
        The code expires in ${expiresInMinutes} minutes. If you did not ask to delete your account, do not share this
        code with anyone, and change your password: someone may know it.
      </p>`,
    text: `Enter this code to delete your ${site.name} account for good:\n\n    ${code}\n\nThe code expires in ${expiresInMinutes} minutes. If you did not ask to delete your account, do not share this code with anyone, and change your password: someone may know it.`,
  }),
);

/** Sent to the old address once an account is deleted: what went and what stays. */
export const accountDeleted = defineTemplate(z.object({}), (_data, { site }) => ({
  subject: `Your ${site.name} account is deleted`,
  heading: 'Your account is deleted',
  body: html`<p>
      Your ${site.name} account and the data that named you are deleted: your sign-in, bookings' names, e-mails and
      phone numbers, your messages and your notes.
    </p>
    <p>
      Records of payments stay, as the law asks us to keep them (amounts, references, dates and status), with no name or
      contact details on them.
    </p>
    <p>If you did not ask for this, write to ${site.email} at once.</p>`,
  text: `Your ${site.name} account and the data that named you are deleted: your sign-in, bookings' names, e-mails and phone numbers, your messages and your notes.\n\nRecords of payments stay, as the law asks us to keep them (amounts, references, dates and status), with no name or contact details on them.\n\nIf you did not ask for this, write to ${site.email} at once.`,
}));
