import { z } from 'zod';
import { defineTemplate } from './define';
import { html } from './html';

/** The one-time code that lets someone who booked a mentor review them (issue 11). */
export const mentorReviewCode = defineTemplate(
  z.object({
    code: z.string().regex(/^\d{6}$/),
    mentorName: z.string().min(1),
    expiresInMinutes: z.number().int().positive(),
  }),
  (d, { site }) => ({
    // The code stays out of the subject: subjects are logged and listed to admins, bodies are not.
    subject: `Your ${site.name} code to review your mentor`,
    heading: 'Review your mentor',
    body: html`<p>Enter this code in the review form to post your review of <strong>${d.mentorName}</strong>:</p>
      <p style="font-size:32px;letter-spacing:6px;font-weight:bold;margin:16px 0">${d.code}</p>
      <p>The code expires in ${d.expiresInMinutes} minutes. If you did not ask for it, ignore this mail.</p>`,
    text: `Enter this code in the review form to post your review of ${d.mentorName}:\n\n    ${d.code}\n\nThe code expires in ${d.expiresInMinutes} minutes. If you did not ask for it, ignore this mail.`,
  }),
);

/** The one-time code that confirms the e-mail of a free trial booking (issue 34, decision 0039). */
export const trialCode = defineTemplate(
  z.object({
    code: z.string().regex(/^\d{6}$/),
    expiresInMinutes: z.number().int().positive(),
  }),
  (d, { site }) => ({
    // The code stays out of the subject: subjects are logged and listed to admins, bodies are not.
    subject: `Your ${site.name} code for your free trial`,
    heading: 'Confirm your e-mail',
    body: html`<p>Enter this code in the booking form to book your free trial:</p>
      <p style="font-size:32px;letter-spacing:6px;font-weight:bold;margin:16px 0">${d.code}</p>
      <p>The code expires in ${d.expiresInMinutes} minutes. If you did not ask for it, ignore this mail.</p>`,
    text: `Enter this code in the booking form to book your free trial:\n\n    ${d.code}\n\nThe code expires in ${d.expiresInMinutes} minutes. If you did not ask for it, ignore this mail.`,
  }),
);
