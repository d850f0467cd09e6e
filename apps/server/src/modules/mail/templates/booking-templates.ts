import { z } from 'zod';
import { defineTemplate } from './define';
import { button, details, detailsText, html, link } from './html';

const text = z.string();
const optionalText = z.string().nullish();

/** A mentor booking on a plan (spec 2 §7 book-mentor-success; the kids page adds course and age). */
export const bookMentorSuccess = defineTemplate(
  z.object({
    fullName: text,
    email: z.email(),
    phone: text,
    plan: text,
    dateText: text,
    courseInterest: text,
    age: optionalText,
  }),
  (d, { site }) => {
    const rows: [string, string | null | undefined][] = [
      ['Plan', d.plan],
      ['Course', d.courseInterest],
      ['Dates', d.dateText],
      ['Age', d.age],
      ['Phone', d.phone],
      ['Email', d.email],
    ];
    return {
      subject: `${site.name}: your mentor booking is received`,
      heading: `Thank you, ${d.fullName}!`,
      body: html`<p>We have received your booking. Our team will contact you by email or phone about payment and your next steps.</p>${details(rows)}`,
      text: `We have received your booking. Our team will contact you by email or phone about payment and your next steps.\n\n${detailsText(rows)}`,
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
    }),
  }),
  ({ mentor, mentee }, { site }) => {
    const mentorName = `${mentor.firstname} ${mentor.lastname}`;
    const rows: [string, string][] = [
      ['Mentor', mentorName],
      ['Plan', mentee.plan],
      ['Course', mentee.courseInterest],
      ['Start', mentee.startDate],
      ['End', mentee.endDate],
      ['Phone', mentee.phone],
    ];
    return {
      subject: `${site.name}: you booked ${mentorName} as your mentor`,
      heading: `Thank you, ${mentee.fullName}!`,
      body: html`<p>Your booking of ${mentorName} is received. We will reach out to you soon about payment and your first session.</p>${details(rows)}`,
      text: `Your booking of ${mentorName} is received. We will reach out to you soon about payment and your first session.\n\n${detailsText(rows)}`,
    };
  },
);

/** A bootcamp registration (spec 2 §7 bootcamp-success). */
export const bootcampSuccess = defineTemplate(
  z.object({ firstName: text, fullName: text, track: text, slackLink: optionalText, startDate: text }),
  (d, { site }) => ({
    subject: `${site.name} bootcamp: you are registered for ${d.track}`,
    heading: `Welcome to the bootcamp, ${d.firstName}!`,
    body: html`<p>${d.fullName}, your place on the <strong>${d.track}</strong> track is registered. The bootcamp starts on ${d.startDate}.</p>
${d.slackLink ? html`<p>Join the community on Slack: ${link(d.slackLink, d.slackLink)}</p>` : ''}`,
    text: `${d.fullName}, your place on the ${d.track} track is registered. The bootcamp starts on ${d.startDate}.${d.slackLink ? `\n\nJoin the community on Slack: ${d.slackLink}` : ''}`,
  }),
);

/** An advisory call request (spec 2 §7 book-advisory). */
export const bookAdvisory = defineTemplate(
  z.object({ fullName: text, phone: text, email: z.email(), source: optionalText, callDate: text, callTime: text }),
  (d, { site }) => {
    const rows: [string, string | null | undefined][] = [
      ['Date', d.callDate],
      ['Time', d.callTime],
      ['Phone', d.phone],
      ['Email', d.email],
    ];
    return {
      subject: `${site.name}: your advisory call on ${d.callDate} at ${d.callTime}`,
      heading: `Thank you, ${d.fullName}!`,
      body: html`<p>Your advisory call is booked. An advisor will call you at the time below (GMT+1).</p>${details(rows)}`,
      text: `Your advisory call is booked. An advisor will call you at the time below (GMT+1).\n\n${detailsText(rows)}`,
    };
  },
);

/** A kids weekend camp registration (spec 2 §7 camp mail). */
export const campRegistration = defineTemplate(
  z.object({
    fullName: text,
    parentPhone: text,
    noOfKids: z.number().int().positive(),
    firstChildName: text,
    firstChildAge: text,
    firstChildInterest: optionalText,
  }),
  (d, { site, publicUrl }) => {
    const rows: [string, string | number | null | undefined][] = [
      ['Number of kids', d.noOfKids],
      ['First child', d.firstChildName],
      ['Age', d.firstChildAge],
      ['Interest', d.firstChildInterest],
      ['Parent phone', d.parentPhone],
    ];
    return {
      subject: `${site.name} weekend camp: your child is registered`,
      heading: `Thank you, ${d.fullName}!`,
      body: html`<p>You have successfully registered your child for the ${site.name} weekend coding camp. We will contact you about payment and the class schedule.</p>${details(rows)}${button(`${publicUrl}/weekend-camp`, 'About the camp')}`,
      text: `You have successfully registered your child for the ${site.name} weekend coding camp. We will contact you about payment and the class schedule.\n\n${detailsText(rows)}\n\n${publicUrl}/weekend-camp`,
    };
  },
);

/** A webinar registration with its joining details (spec 2 §7 webinar mail). */
export const webinar = defineTemplate(
  z.object({
    name: text,
    title: optionalText,
    link: text,
    webinarId: optionalText,
    password: optionalText,
    platform: text,
    calendarLink: optionalText,
  }),
  (d, { site }) => {
    const rows: [string, string | null | undefined][] = [
      ['Platform', d.platform],
      ['Meeting ID', d.webinarId],
      ['Password', d.password],
    ];
    return {
      subject: `${site.name} webinar: ${d.title ?? 'your joining details'}`,
      heading: `You are registered, ${d.name}!`,
      body: html`<p>Here is how to join${d.title ? html` <strong>${d.title}</strong>` : ''}:</p>
<p>${link(d.link, d.link)}</p>${details(rows)}
${d.calendarLink ? html`<p>${link(d.calendarLink, 'Add it to your calendar')}</p>` : ''}`,
      text: `Here is how to join${d.title ? ` ${d.title}` : ''}:\n\n${d.link}\n\n${detailsText(rows)}${d.calendarLink ? `\n\nAdd it to your calendar: ${d.calendarLink}` : ''}`,
    };
  },
);
