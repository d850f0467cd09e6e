import { z } from 'zod';
import { defineTemplate } from './define';
import { button, html, paragraphs } from './html';

const codeData = z.object({ code: z.string().regex(/^\d{4,10}$/), expiresInMinutes: z.number().int().positive() });

/** The sign-up confirmation code (spec 1 §4: the confirm-code dialog). */
export const verificationCode = defineTemplate(codeData, ({ code, expiresInMinutes }, { site }) => ({
  // The code stays out of the subject: subjects are logged and listed to admins, bodies are not.
  subject: `Your ${site.name} confirmation code`,
  heading: 'Confirm your account',
  body: html`<p>Enter this code to confirm your ${site.name} account:</p>
    <p style="font-size:32px;letter-spacing:6px;font-weight:bold;margin:16px 0">${code}</p>
    <p>The code expires in ${expiresInMinutes} minutes. If you did not sign up, you can ignore this mail.</p>`,
  text: `Enter this code to confirm your ${site.name} account:\n\n    ${code}\n\nThe code expires in ${expiresInMinutes} minutes. If you did not sign up, you can ignore this mail.`,
}));

/** The password-reset code (spec 1 §2 /forget_password, step two). */
export const resetCode = defineTemplate(codeData, ({ code, expiresInMinutes }, { site }) => ({
  subject: `Your ${site.name} password reset code`,
  heading: 'Reset your password',
  body: html`<p>Enter this code to choose a new password:</p>
    <p style="font-size:32px;letter-spacing:6px;font-weight:bold;margin:16px 0">${code}</p>
    <p>
      The code expires in ${expiresInMinutes} minutes. If you did not ask to reset your password, you can ignore this
      mail: your password stays the same.
    </p>`,
  text: `Enter this code to choose a new password:\n\n    ${code}\n\nThe code expires in ${expiresInMinutes} minutes. If you did not ask to reset your password, you can ignore this mail: your password stays the same.`,
}));

/**
 * Sent when someone signs up with the address of a confirmed account. The sign-up answers as for a new address
 * (it must not tell who has an account), so the owner learns here what to do instead.
 */
export const accountExists = defineTemplate(z.object({}), (_data, { site, publicUrl }) => ({
  subject: `You already have a ${site.name} account`,
  heading: 'You already have an account',
  body: html`<p>
      Someone, probably you, tried to sign up to ${site.name} with this e-mail address, which already has an account.
    </p>
    <p>Log in with your password, or choose a new one if you have forgotten it.</p>
    ${button(`${publicUrl}/login`, 'Log in')}
    <p>
      Forgot your password? <a href="${publicUrl}/forgot_password">Reset it here</a>. If it was not you, you can ignore
      this mail: nothing has changed.
    </p>`,
  text: `Someone, probably you, tried to sign up to ${site.name} with this e-mail address, which already has an account.\n\nLog in: ${publicUrl}/login\nForgot your password? Reset it: ${publicUrl}/forgot_password\n\nIf it was not you, you can ignore this mail: nothing has changed.`,
}));

const nameData = z.object({ name: z.string().min(1) });

/** Sent when an admin accepts a mentor application (spec 3 §7.4 register-success). */
export const registerSuccess = defineTemplate(nameData, ({ name }, { site, publicUrl }) => ({
  subject: `Welcome to ${site.name}: your mentor application is accepted`,
  heading: `Congratulations, ${name}!`,
  body: html`<p>
      Your application to mentor on ${site.name} has been accepted. Your profile is now visible to learners.
    </p>
    <p>Sign in to complete your profile, add your courses and answer your mentees.</p>
    ${button(`${publicUrl}/login`, 'Go to my dashboard')}`,
  text: `Your application to mentor on ${site.name} has been accepted. Your profile is now visible to learners.\n\nSign in to complete your profile, add your courses and answer your mentees: ${publicUrl}/login`,
}));

/** Sent when an admin declines a mentor application (spec 3 §7.4 decline-mentor-success). */
export const declineMentorSuccess = defineTemplate(nameData, ({ name }, { site }) => ({
  subject: `Your ${site.name} mentor application`,
  heading: `Hello ${name},`,
  body: html`<p>
      Thank you for applying to mentor on ${site.name}. After reviewing your application, we are not able to accept it
      at this time.
    </p>
    <p>
      You are welcome to apply again when your experience or projects have grown. If you have questions, reply to
      ${site.email}.
    </p>`,
  text: `Thank you for applying to mentor on ${site.name}. After reviewing your application, we are not able to accept it at this time.\n\nYou are welcome to apply again when your experience or projects have grown. If you have questions, write to ${site.email}.`,
}));

/** The admin's "Send Mail" modal (spec 3 §4, §7.4 admin-custom-template): subject and message typed by an admin. */
export const adminCustom = defineTemplate(
  z.object({ subject: z.string().min(1).max(200), message: z.string().min(1).max(20_000) }),
  ({ subject, message }) => ({
    subject,
    heading: subject,
    body: paragraphs(message),
    text: message,
  }),
);

/** A visitor's contact-form message, sent to the team (spec 1 §7 contact, step 2). */
export const contactTeam = defineTemplate(
  z.object({ fullName: z.string().min(1), email: z.email(), message: z.string().min(1).max(20_000) }),
  ({ fullName, email, message }, { site }) => ({
    subject: `${site.name} contact form: ${fullName}`,
    heading: `Message from ${fullName}`,
    body: html`<p>From: <strong>${fullName}</strong> &lt;${email}&gt;</p>
      ${paragraphs(message)}`,
    text: `From: ${fullName} <${email}>\n\n${message}`,
    replyTo: email,
  }),
);
