import { z } from 'zod';
import { defineTemplate } from './define';
import { button, html } from './html';

/**
 * Mentoring sessions (issue 22): every booked, moved or cancelled session mails both sides, with the calendar
 * invite attached. `path` is a path on the site: the learner's My sessions (with the booking's token when the change
 * came from the learner's own link) or the mentor's calendar.
 */
const change = z.object({
  change: z.enum(['booked', 'moved', 'cancelled', 'released']),
  recipient: z.enum(['learner', 'mentor']),
  name: z.string().min(1),
  otherName: z.string().min(1),
  /** 'Tuesday 1 December, 10:00 WAT': the mentor's and the team's clock. */
  when: z.string().min(1),
  previous: z.string().nullish(),
  minutes: z.number().int().positive(),
  plan: z.string().min(1),
  path: z.string().regex(/^\/(my-sessions|mentor-dashboard\/sessions)(\?[\w=&%.-]*)?$/),
  reason: z.string().nullish(),
  /** A learner's late cancel used the session up. */
  forfeited: z.boolean().default(false),
  cancelledBy: z.enum(['LEARNER', 'MENTOR', 'ADMIN', 'SYSTEM']).nullish(),
});

type Change = z.output<typeof change>;

function headline(d: Change): { subject: string; heading: string; lead: string } {
  const who = `with ${d.otherName}`;
  switch (d.change) {
    case 'booked':
      return {
        subject: `Session booked: ${d.when}`,
        heading: 'Your session is booked',
        lead: `Your ${d.minutes}-minute session ${who} is on ${d.when}.`,
      };
    case 'moved':
      return {
        subject: `Session moved to ${d.when}`,
        heading: 'Your session has moved',
        lead: `Your session ${who} has moved from ${d.previous ?? 'its old time'} to ${d.when}.`,
      };
    case 'released':
      return {
        subject: `Session released: ${d.when}`,
        heading: 'A session time was released',
        lead: `The session ${who} on ${d.when} was released because its booking was not paid in time.`,
      };
    default:
      return {
        subject: `Session cancelled: ${d.when}`,
        heading: 'Your session is cancelled',
        lead: `Your session ${who} on ${d.when} is cancelled${cancelledBy(d)}.`,
      };
  }
}

function cancelledBy(d: Change): string {
  if (d.cancelledBy === 'LEARNER') return d.recipient === 'learner' ? ' at your request' : ' by your mentee';
  if (d.cancelledBy === 'MENTOR') return d.recipient === 'mentor' ? ' at your request' : ' by your mentor';
  if (d.cancelledBy === 'ADMIN') return ' by our team';
  return '';
}

function aftermath(d: Change): string {
  if (d.change !== 'cancelled' || d.recipient !== 'learner') return '';
  return d.forfeited
    ? 'It was cancelled less than the free-change time before its start, so it counts as one of this cycle’s sessions.'
    : 'The session is back in your plan: you can book another time.';
}

export const sessionChanged = defineTemplate(change, (d, { site, publicUrl }) => {
  const h = headline(d);
  const link = `${publicUrl}${d.path}`;
  const label = d.recipient === 'learner' ? 'Open My sessions' : 'Open your calendar';
  const after = aftermath(d);
  const reason = d.reason ? `Reason given: ${d.reason}` : '';
  return {
    subject: h.subject,
    heading: h.heading,
    body: html`<p>Hello ${d.name},</p>
      <p>${h.lead}</p>
      ${reason ? html`<p>${reason}</p>` : ''} ${after ? html`<p>${after}</p>` : ''}
      <p>Plan: ${d.plan}. The calendar invite attached keeps your calendar in step.</p>
      ${
        d.change === 'booked' || d.change === 'moved'
          ? html`<p>The video room's link appears in ${site.name} 15 minutes before the start.</p>`
          : ''
      }
      ${button(link, label)}`,
    text: [
      `Hello ${d.name},`,
      h.lead,
      reason,
      after,
      `Plan: ${d.plan}. The calendar invite attached keeps your calendar in step.`,
      d.change === 'booked' || d.change === 'moved'
        ? `The video room's link appears in ${site.name} 15 minutes before the start.`
        : '',
      `${label}: ${link}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
});

/** The learner is asked to confirm (or dispute) what the mentor recorded. */
export const sessionOutcome = defineTemplate(
  z.object({
    name: z.string().min(1),
    mentorName: z.string().min(1),
    when: z.string().min(1),
    outcome: z.enum(['HELD', 'LEARNER_NO_SHOW', 'MENTOR_NO_SHOW']),
    path: z.string().regex(/^\/my-sessions(\?[\w=&%.-]*)?$/),
    hours: z.number().int().positive(),
  }),
  (d, { publicUrl }) => {
    const said = {
      HELD: 'the session took place',
      LEARNER_NO_SHOW: 'you did not attend',
      MENTOR_NO_SHOW: 'they could not attend',
    }[d.outcome];
    const link = `${publicUrl}${d.path}`;
    return {
      subject: `How did your session on ${d.when} go?`,
      heading: 'Please confirm your session',
      body: html`<p>Hello ${d.name},</p>
        <p>${d.mentorName} recorded that ${said} (${d.when}).</p>
        <p>Confirm it or tell us it is wrong within ${d.hours} hours; after that it counts as recorded.</p>
        ${button(link, 'Confirm or dispute')}`,
      text: `Hello ${d.name},\n\n${d.mentorName} recorded that ${said} (${d.when}).\n\nConfirm it or tell us it is wrong within ${d.hours} hours; after that it counts as recorded.\n\nConfirm or dispute: ${link}`,
    };
  },
);

/** The kids plans' monthly progress report, from the mentor's notes of each session of the cycle. */
export const progressReport = defineTemplate(
  z.object({
    parentName: z.string().min(1),
    mentorName: z.string().min(1),
    from: z.string().min(1),
    to: z.string().min(1),
    held: z.number().int().min(0),
    entries: z.array(
      z.object({
        when: z.string().min(1),
        outcome: z.enum(['HELD', 'LEARNER_NO_SHOW', 'MENTOR_NO_SHOW']),
        notes: z.string(),
      }),
    ),
  }),
  (d, { publicUrl }) => {
    const what = { HELD: 'Held', LEARNER_NO_SHOW: 'Missed by your child', MENTOR_NO_SHOW: 'Missed by the mentor' };
    const lines = d.entries.map((e) => `${e.when} (${what[e.outcome]}): ${e.notes || 'No notes'}`);
    return {
      subject: `Progress report: ${d.from} to ${d.to}`,
      heading: 'Your child’s progress this month',
      body: html`<p>Hello ${d.parentName},</p>
        <p>
          ${d.mentorName} held ${d.held} ${d.held === 1 ? 'class' : 'classes'} with your child from ${d.from} to
          ${d.to}.
        </p>
        <ul>
          ${d.entries.map(
            (e) => html`<li><strong>${e.when}</strong> (${what[e.outcome]}): ${e.notes || 'No notes'}</li>`,
          )}
        </ul>
        ${button(`${publicUrl}/my-sessions`, 'Open My sessions')}`,
      text: `Hello ${d.parentName},\n\n${d.mentorName} held ${d.held} classes with your child from ${d.from} to ${d.to}.\n\n${lines.join('\n')}\n\nMy sessions: ${publicUrl}/my-sessions`,
    };
  },
);

/** A reminder before a session: the day before, and the hour before with the person's own join link. */
export const sessionReminder = defineTemplate(
  z.object({
    kind: z.enum(['DAY_BEFORE', 'HOUR_BEFORE']),
    name: z.string().min(1),
    otherName: z.string().min(1),
    when: z.string().min(1),
    joinUrl: z.url().nullish(),
    path: z.string().regex(/^\/(my-sessions|mentor-dashboard\/sessions)(\?[\w=&%.-]*)?$/),
  }),
  (d, { publicUrl }) => {
    const soon = d.kind === 'HOUR_BEFORE' ? 'in one hour' : 'tomorrow';
    const link = `${publicUrl}${d.path}`;
    return {
      subject: `Reminder: your session with ${d.otherName} ${soon} (${d.when})`,
      heading: `Your session is ${soon}`,
      body: html`<p>Hello ${d.name},</p>
        <p>Your session with ${d.otherName} is ${soon}: ${d.when}.</p>
        ${
          d.joinUrl
            ? html`${button(d.joinUrl, 'Join the video call')}
                <p>The room opens 15 minutes before the start.</p>`
            : html`<p>The video room's link appears 15 minutes before the start.</p>`
        }
        ${button(link, 'Open your sessions')}`,
      text: [
        `Hello ${d.name},`,
        `Your session with ${d.otherName} is ${soon}: ${d.when}.`,
        d.joinUrl ? `Join the video call: ${d.joinUrl}` : "The video room's link appears 15 minutes before the start.",
        `Your sessions: ${link}`,
      ].join('\n\n'),
    };
  },
);
