import { z } from 'zod';
import { defineTemplate } from './define';
import { button, html, paragraphs } from './html';

/** An admin asks an applicant for more before deciding (the application stays in review). */
export const requestMoreInfo = defineTemplate(
  z.object({ name: z.string().min(1), message: z.string().min(1).max(5_000) }),
  ({ name, message }, { site, publicUrl }) => ({
    subject: `Your ${site.name} mentor application: we need a little more`,
    heading: `Hello ${name},`,
    body: html`<p>Thank you for applying to mentor on ${site.name}. Before we decide, we would like to know more:</p>
      ${paragraphs(message)}
      <p>Reply to this mail, or sign in and update your profile.</p>
      ${button(`${publicUrl}/login`, 'Sign in')}`,
    text: `Thank you for applying to mentor on ${site.name}. Before we decide, we would like to know more:\n\n${message}\n\nReply to this mail, or sign in and update your profile: ${publicUrl}/login`,
    replyTo: site.email,
  }),
);

/**
 * An admin invited this person to mentor (/add-mentors): their account and accepted mentor record exist; they
 * choose a password through the reset-code flow (/forgot_password), then complete the profile.
 */
export const mentorInvite = defineTemplate(
  z.object({ name: z.string().min(1), email: z.email() }),
  ({ name, email }, { site, publicUrl }) => {
    const setPassword = `${publicUrl}/forgot_password?email=${encodeURIComponent(email)}`;
    return {
      subject: `You are invited to mentor on ${site.name}`,
      heading: `Welcome, ${name}!`,
      body: html`<p>The ${site.name} team has made you a mentor account for ${email}.</p>
        <p>
          Choose your password: open the link below and we will mail you a code to set it. Then sign in and complete
          your profile so learners can find you.
        </p>
        ${button(setPassword, 'Choose my password')}`,
      text: `The ${site.name} team has made you a mentor account for ${email}.\n\nChoose your password: open ${setPassword} and we will mail you a code to set it. Then sign in and complete your profile so learners can find you.`,
    };
  },
);
