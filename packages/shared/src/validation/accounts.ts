import { z } from 'zod';

/**
 * Account forms (spec 1 §5, spec 2 §5). The web forms and the server (a Better Auth hook on /api/auth/*) parse
 * with these schemas, so both sides answer with the spec's messages.
 */

import { CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../account-limits';

// The lengths live without zod in account-limits.ts (the sign-in pages draw their fields with them); re-exported here.
export { CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../account-limits';

const requiredString = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailField = requiredString('Email is required')
  .toLowerCase()
  .pipe(z.email({ error: 'Email is not valid' }));

/** A password being chosen: the policy is a length only, no character classes (spec 1 §5). */
const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const confirmPasswordField = z.string({ error: 'Please confirm Password' }).min(1, 'Please confirm Password');

export const codeField = requiredString('Code is required').regex(
  new RegExp(`^\\d{${CODE_LENGTH}}$`),
  `Enter the ${CODE_LENGTH}-digit code from the mail`,
);

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
const bothPasswords = z.object({ password: z.string().min(1), confirmPassword: z.string().min(1) });
const mismatch = {
  message: 'Passwords must match',
  path: ['confirmPassword'],
  // Checked as soon as both passwords are typed, even while another field (the email, the code) is still wrong.
  when: (payload: { value: unknown }) => bothPasswords.safeParse(payload.value).success,
};

export const SignUpSchema = z
  .object({ email: emailField, password: newPasswordField, confirmPassword: confirmPasswordField })
  .refine(passwordsMatch, mismatch);
export type SignUpInput = z.input<typeof SignUpSchema>;

/** Login checks presence only: the provider decides whether the password is right. */
export const LoginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const ConfirmCodeSchema = z.object({ email: emailField, code: codeField });
export type ConfirmCodeInput = z.input<typeof ConfirmCodeSchema>;

/** Asking for a new confirmation code. */
export const ResendCodeSchema = z.object({ email: emailField });
export type ResendCodeInput = z.input<typeof ResendCodeSchema>;

export const ForgotPasswordEmailSchema = z.object({ email: emailField });
export type ForgotPasswordEmailInput = z.input<typeof ForgotPasswordEmailSchema>;

export const ResetPasswordSchema = z
  .object({
    email: emailField,
    code: codeField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** Spec 3 §8 'Auth': what a signed-out person is told by a private operation or page. */
export const NOT_SIGNED_IN = 'You are not currently logged in, please login';
