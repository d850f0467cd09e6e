import { z } from 'zod';

/**
 * "Download my data" and "Delete my account" (issue 35, decision 0043): the words both sides show, and the one input,
 * the code mailed to confirm a deletion.
 */
export const DELETION_CODE_INVALID = 'Enter the 6-digit code we e-mailed you';
export const DELETION_CODE_WRONG = 'That code is not right. Check the mail and try again';
export const DELETION_CODE_EXPIRED = 'That code has expired or was tried too often. Ask for a new code';
export const DATA_RIGHTS_CONFIRM_EMAIL = 'Please confirm your email address first';
export const DATA_EXPORT_PREPARING = 'We are preparing your data. We will e-mail you a link when it is ready.';
/** How long a mailed deletion code works, and how many tries it allows. */
export const DELETION_CODE_MINUTES = 10;
export const DELETION_CODE_ATTEMPTS = 5;
/** How long an archive's link works before the archive is deleted. */
export const DATA_EXPORT_KEEP_DAYS = 7;

export const DeleteMyAccountSchema = z.object({
  code: z
    .string({ error: DELETION_CODE_INVALID })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, DELETION_CODE_INVALID)),
});

/** The download route of an archive (the mailed link adds `?t=<token>`). */
export const dataExportPath = (id: string) => `/api/my-data/${id}`;
