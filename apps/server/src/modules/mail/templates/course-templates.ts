import { z } from 'zod';
import { defineTemplate } from './define';
import { button, details, detailsText, html } from './html';

const text = z.string();
const course = { courseTitle: text.min(1), mentorName: text };

const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');

/**
 * A course booked at checkout by someone not signed in with this address: the link proves the address is theirs.
 * Until then the booking neither counts as a student nor unlocks Paid Courses (docs/decisions/0004).
 */
export const courseBookingConfirm = defineTemplate(
  z.object({ name: text, ...course, link: z.url(), expiresInDays: z.number().int().positive() }),
  (d, { site }) => ({
    subject: `${site.name}: confirm your booking of ${d.courseTitle}`,
    heading: greeting(d.name),
    body: html`<p>
        Thank you for booking
        <strong>${d.courseTitle}</strong>${d.mentorName ? html` with ${d.mentorName}` : ''}. Please confirm that this is
        your e-mail address:
      </p>
      ${button(d.link, 'Confirm my booking')}
      <p>
        The link works once and expires in ${d.expiresInDays} days. Once you confirm, our team will contact you about
        payment and your first session, and the course appears on your Paid Courses when you sign in with this address.
      </p>
      <p>If you did not book this course, ignore this mail: nothing happens without the confirmation.</p>`,
    text: `Thank you for booking ${d.courseTitle}${d.mentorName ? ` with ${d.mentorName}` : ''}. Please confirm that this is your e-mail address by opening this link:\n\n${d.link}\n\nThe link works once and expires in ${d.expiresInDays} days. Once you confirm, our team will contact you about payment and your first session, and the course appears on your Paid Courses when you sign in with this address.\n\nIf you did not book this course, ignore this mail: nothing happens without the confirmation.`,
  }),
);

/** A course booked by a signed-in account with this verified address: confirmed at once. */
export const courseBookingConfirmed = defineTemplate(z.object({ name: text, ...course }), (d, { site, publicUrl }) => ({
  subject: `${site.name}: your booking of ${d.courseTitle} is confirmed`,
  heading: greeting(d.name),
  body: html`<p>
      Your booking of <strong>${d.courseTitle}</strong>${d.mentorName ? html` with ${d.mentorName}` : ''} is confirmed.
      Our team will contact you by e-mail or phone about payment and your first session.
    </p>
    ${button(`${publicUrl}/paid-courses`, 'My courses')}`,
  text: `Your booking of ${d.courseTitle}${d.mentorName ? ` with ${d.mentorName}` : ''} is confirmed. Our team will contact you by e-mail or phone about payment and your first session.\n\nYour courses: ${publicUrl}/paid-courses`,
}));

/** The team's note of a confirmed course booking: a lead to contact about payment. */
export const courseBookingTeam = defineTemplate(
  z.object({
    menteeName: text,
    email: z.email(),
    phone: text,
    ...course,
    confirmedBy: z.enum(['account', 'link']),
  }),
  (d, { site }) => {
    const rows: [string, string][] = [
      ['Course', d.courseTitle],
      ['Mentor', d.mentorName],
      ['Name', d.menteeName],
      ['Phone', d.phone],
      ['Email', d.email],
      [
        'E-mail confirmed by',
        d.confirmedBy === 'account' ? 'a signed-in account with this address' : 'the link in the confirmation mail',
      ],
    ];
    return {
      subject: `${site.name} course booking: ${d.courseTitle}`,
      heading: 'A confirmed course booking',
      body: html`<p>Please contact the learner about payment and their first session.</p>
        ${details(rows)}`,
      text: `Please contact the learner about payment and their first session.\n\n${detailsText(rows)}`,
      replyTo: d.email,
    };
  },
);

/** The one-time code that lets a rating count (the rating widget asks for it). */
export const courseRatingCode = defineTemplate(
  z.object({
    code: z.string().regex(/^\d{6}$/),
    courseTitle: text.min(1),
    stars: z.number().int().min(1).max(5),
    expiresInMinutes: z.number().int().positive(),
  }),
  (d, { site }) => ({
    // The code stays out of the subject: subjects are logged and listed to admins, bodies are not.
    subject: `Your ${site.name} code to confirm your rating`,
    heading: 'Confirm your rating',
    body: html`<p>
        Enter this code in the rating form to confirm your ${d.stars}-star rating of
        <strong>${d.courseTitle}</strong>:
      </p>
      <p style="font-size:32px;letter-spacing:6px;font-weight:bold;margin:16px 0">${d.code}</p>
      <p>
        The code expires in ${d.expiresInMinutes} minutes. If you did not rate this course, ignore this mail: the rating
        does not count without the code.
      </p>`,
    text: `Enter this code in the rating form to confirm your ${d.stars}-star rating of ${d.courseTitle}:\n\n    ${d.code}\n\nThe code expires in ${d.expiresInMinutes} minutes. If you did not rate this course, ignore this mail: the rating does not count without the code.`,
  }),
);
