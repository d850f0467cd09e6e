import { z } from 'zod';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira, weekendClasses } from '@eazy2con/shared/weekend-camp';
import { defineTemplate } from './define';
import { button, details, detailsText, html, link } from './html';

const text = z.string();
const optionalText = z.string().nullish();

/**
 * What the booker is told happens next: a free trial needs no payment; a paid plan is paid by card (Pay now) or by
 * bank transfer against the invoice (Pay Later), and the team follows up either way.
 */
const nextSteps = (free: boolean) =>
  free
    ? 'Your free trial is booked. Our team will contact you by email or phone to arrange your first session.'
    : 'We have received your booking. Our team will contact you by email or phone about payment and your next steps.';

/**
 * A mentor booking on a plan without a chosen mentor (spec 2 §7 book-mentor-success; the kids page adds course and
 * age). `amount` is the charge as text ('₦50,000'); `free` for the trial.
 */
export const bookMentorSuccess = defineTemplate(
  z.object({
    fullName: text,
    email: z.email(),
    phone: text,
    plan: text,
    dateText: text,
    courseInterest: text,
    age: optionalText,
    amount: optionalText,
    free: z.boolean().default(false),
  }),
  (d, { site }) => {
    const rows: [string, string | null | undefined][] = [
      ['Plan', d.plan],
      ['Amount', d.amount],
      ['Course', d.courseInterest],
      ['Dates', d.dateText],
      ['Age', d.age],
      ['Phone', d.phone],
      ['Email', d.email],
    ];
    return {
      subject: `${site.name}: your mentor booking is received`,
      heading: `Thank you, ${d.fullName}!`,
      body: html`<p>${nextSteps(d.free)}</p>
        ${details(rows)}`,
      text: `${nextSteps(d.free)}\n\n${detailsText(rows)}`,
    };
  },
);

/** A booking of one named mentor, from a mentor profile or course page (spec 2 §7 book-single-mentor-success). */
export const bookSingleMentorSuccess = defineTemplate(
  z.object({
    mentor: z.object({ firstname: text, lastname: text }),
    mentee: z.object({
      fullName: text,
      email: z.email(),
      phone: text,
      plan: text,
      startDate: text,
      endDate: text,
      courseInterest: text,
      age: optionalText,
      amount: optionalText,
    }),
    free: z.boolean().default(false),
  }),
  ({ mentor, mentee, free }, { site }) => {
    const mentorName = `${mentor.firstname} ${mentor.lastname}`;
    const rows: [string, string | null | undefined][] = [
      ['Mentor', mentorName],
      ['Plan', mentee.plan],
      ['Amount', mentee.amount],
      ['Course', mentee.courseInterest],
      ['Start', mentee.startDate],
      ['End', mentee.endDate],
      ['Age', mentee.age],
      ['Phone', mentee.phone],
    ];
    const intro = `Your booking of ${mentorName} is received.`;
    // The session times come in their own mails, each with a calendar invite, as soon as they are booked.
    const next = free
      ? 'Your free session comes in a separate e-mail with its time, its video link and a calendar invite.'
      : 'Each session you chose comes in a separate e-mail with its time and a calendar invite; they are yours once the booking is paid.';
    return {
      subject: `${site.name}: you booked ${mentorName} as your mentor`,
      heading: `Thank you, ${mentee.fullName}!`,
      body: html`<p>${intro} ${next}</p>
        ${details(rows)}`,
      text: `${intro} ${next}\n\n${detailsText(rows)}`,
    };
  },
);

/**
 * A bootcamp registration (spec 2 §7 bootcamp-success). The start date and the community link are settings
 * (BOOTCAMP_START_DATE, BOOTCAMP_SLACK_LINK): a line is left out, not filled with a guess, while one is unset.
 */
export const bootcampSuccess = defineTemplate(
  z.object({
    email: z.email().optional(),
    firstName: text,
    fullName: text,
    track: text,
    slackLink: optionalText,
    startDate: optionalText,
    feeNaira: z.number().int().nonnegative().optional(),
  }),
  (d, { site, publicUrl }) => {
    const starts = d.startDate
      ? `The bootcamp starts on ${d.startDate} and runs for five weeks.`
      : 'We will e-mail you the start date; the bootcamp runs for five weeks.';
    const page = `${publicUrl}/bootcamp#register`;
    const fee = d.feeNaira === undefined ? null : `The one-time fee is ₦${d.feeNaira.toLocaleString('en-NG')}.`;
    const howToPay = 'Pay online or by bank transfer from the registration page, in the browser you registered with:';
    return {
      subject: `${site.name} bootcamp: you are registered for ${d.track}`,
      heading: `Welcome to the bootcamp, ${d.firstName}!`,
      body: html`<p>${d.fullName}, your place on the <strong>${d.track}</strong> track is registered. ${starts}</p>
        ${
          fee
            ? html`<p>${fee} ${howToPay}</p>
                ${button(page, 'Open the registration page')}`
            : ''
        }
        ${d.slackLink ? html`<p>Join the community on Slack: ${link(d.slackLink, d.slackLink)}</p>` : ''}`,
      text: `${d.fullName}, your place on the ${d.track} track is registered. ${starts}${fee ? `\n\n${fee} ${howToPay} ${page}` : ''}${d.slackLink ? `\n\nJoin the community on Slack: ${d.slackLink}` : ''}`,
    };
  },
);

/** An advisory call booking (spec 2 §7 book-advisory); the service attaches the call as a calendar invite. */
export const bookAdvisory = defineTemplate(
  z.object({ fullName: text, phone: text, email: z.email(), source: optionalText, callDate: text, callTime: text }),
  (d, { site }) => {
    const rows: [string, string | null | undefined][] = [
      ['Date', d.callDate],
      ['Time', `${d.callTime} (WAT, GMT+1)`],
      ['We will call', d.phone],
    ];
    const intro = `Your advisory call is booked. An advisor from ${site.name} will call you on the number below for 20 minutes at this time (West Africa Time, GMT+1).`;
    const invite = 'The attached invite (advisory-call.ics) adds the call to your calendar.';
    const change = `Need another time? Reply to this mail or call us on ${site.phone}.`;
    return {
      subject: `${site.name}: your advisory call on ${d.callDate} at ${d.callTime}`,
      heading: `Thank you, ${d.fullName}!`,
      body: html`<p>${intro}</p>
        ${details(rows)}
        <p>${invite}</p>
        <p>${change}</p>`,
      text: `${intro}\n\n${detailsText(rows)}\n\n${invite}\n\n${change}`,
      replyTo: site.email,
    };
  },
);

/**
 * A kids weekend camp registration (spec 2 §7 camp mail): what was registered, the tuition the server computed and
 * the weekend class times, and how to pay (from the camp page in the browser that registered; Pay Later there gives
 * an invoice to pay by bank transfer).
 */
export const campRegistration = defineTemplate(
  z.object({
    fullName: text,
    parentPhone: text,
    noOfKids: z.number().int().positive(),
    firstChildName: text,
    firstChildAge: text,
    firstChildInterest: optionalText,
    tuitionKobo: z.number().int().nonnegative(),
  }),
  (d, { site, publicUrl }) => {
    const tuition = formatNaira(koboToNaira(d.tuitionKobo));
    const rows: [string, string | number | null | undefined][] = [
      ['Number of kids', d.noOfKids],
      ['First child', d.firstChildName],
      ['Age', d.firstChildAge],
      ['Interest', d.firstChildInterest],
      ['Parent phone', d.parentPhone],
      ['Tuition', tuition],
      ['Classes', weekendClasses.join('; ')],
    ];
    const intro = `You have successfully registered your child for the ${site.name} weekend coding camp. Classes run every weekend, West Africa Time: ${weekendClasses.join(' and ')}.`;
    const pay = `The tuition is ${tuition}. Pay it from the camp page, in the browser you registered with; Pay Later there gives you an invoice to pay by bank transfer. We will contact you before the first class.`;
    return {
      subject: `${site.name} weekend camp: your child is registered`,
      heading: `Thank you, ${d.fullName}!`,
      body: html`<p>${intro}</p>
        <p>${pay}</p>
        ${details(rows)}${button(`${publicUrl}/weekend-camp`, 'Open the camp page')}`,
      text: `${intro}\n\n${pay}\n\n${detailsText(rows)}\n\n${publicUrl}/weekend-camp`,
    };
  },
);

/**
 * A webinar registration with its joining details (spec 2 §7 webinar mail). Without a link (no webinar announced in
 * the configuration yet) the mail says the details will follow: it never invents one.
 */
export const webinar = defineTemplate(
  z.object({
    name: text,
    title: optionalText,
    link: optionalText,
    webinarId: optionalText,
    password: optionalText,
    platform: optionalText,
    calendarLink: optionalText,
    /** The owner's link to change the registration (only this mailbox gets it). */
    changeLink: optionalText,
    /** Someone registered this e-mail again: nothing was changed. */
    repeat: z.boolean().optional(),
  }),
  (d, { site }) => {
    const what = d.title ? `the ${site.name} webinar “${d.title}”` : `the ${site.name} webinar`;
    const repeat = d.repeat
      ? 'This e-mail was registered again, so here are the details once more. Your registration was not changed.'
      : null;
    const change = d.changeLink ? 'To change your details (name, phone, how we reach you), use your own link:' : null;
    const extraHtml = html`${repeat ? html`<p>${repeat}</p>` : ''}${change && d.changeLink ? html`<p>${change} ${link(d.changeLink, 'change my registration')}</p>` : ''}`;
    const extraText = `${repeat ? `\n\n${repeat}` : ''}${change ? `\n\n${change} ${d.changeLink}` : ''}`;
    const subject = `${site.name} webinar: ${d.title ?? (d.link ? 'your joining details' : 'you are registered')}`;
    if (!d.link) {
      const later =
        'The joining details (link, meeting ID and password) are not out yet: we will email them to you before the webinar starts.';
      return {
        subject,
        heading: `You are registered, ${d.name}!`,
        body: html`<p>Thank you for registering for ${what}.</p>
          <p>${later}</p>
          ${extraHtml}`,
        text: `Thank you for registering for ${what}.\n\n${later}${extraText}`,
      };
    }
    const rows: [string, string | null | undefined][] = [
      ['Platform', d.platform],
      ['Meeting ID', d.webinarId],
      ['Password', d.password],
    ];
    return {
      subject,
      heading: `You are registered, ${d.name}!`,
      body: html`<p>Thank you for registering for ${what}. Here is how to join:</p>
        <p>${link(d.link, d.link)}</p>
        ${details(rows)} ${d.calendarLink ? html`<p>${link(d.calendarLink, 'Add it to your calendar')}</p>` : ''}
        ${extraHtml}`,
      text: `Thank you for registering for ${what}. Here is how to join:\n\n${d.link}\n\n${detailsText(rows)}${d.calendarLink ? `\n\nAdd it to your calendar: ${d.calendarLink}` : ''}${extraText}`,
    };
  },
);

/**
 * The team's note of a new booking or registration of any kind (mentor, kids mentor, camp, bootcamp, advisory
 * call, webinar): one per booking, a lead to follow up. `what` names the kind, e.g. 'Weekend camp registration'.
 */
export const bookingTeam = defineTemplate(
  z.object({
    what: text,
    name: text,
    email: z.email(),
    phone: text,
    rows: z.array(z.tuple([text, text])).max(30),
    reference: text,
  }),
  (d, { site }) => {
    const rows: [string, string][] = [
      ['Name', d.name],
      ['Phone', d.phone],
      ['Email', d.email],
      ...d.rows,
      ['Reference', d.reference],
    ];
    return {
      subject: `${site.name}: ${d.what} from ${d.name}`,
      heading: `A new ${d.what.toLowerCase()}`,
      body: html`<p>Please follow this up with the person who booked.</p>
        ${details(rows)}`,
      text: `Please follow this up with the person who booked.\n\n${detailsText(rows)}`,
      replyTo: d.email,
    };
  },
);
