/**
 * Mentor reviews' limits and texts without zod (issue 38): a mentor's profile draws its review form with them, and
 * importing validation/mentor-reviews.ts for them put the schema library into /mentors/{id}'s first load. That file
 * re-exports these and builds its schemas on them.
 */
export const REVIEW_NAME_MAX = 100;
export const REVIEW_MESSAGE_MAX = 2000;
export const REVIEW_CODE_MINUTES = 15;

export const REVIEW_EMAIL_REQUIRED = 'Email is required!';
export const REVIEW_EMAIL_INVALID = 'Email is not valid!';
export const REVIEW_NAME_REQUIRED = 'Name is required';
export const REVIEW_MESSAGE_REQUIRED = 'Please write a message';
export const REVIEW_STARS_REQUIRED = 'Pick from 1 to 5 stars';
export const REVIEW_CODE_REQUIRED = 'Code is required';
export const REVIEW_CODE_FORMAT = 'Enter the 6-digit code from the e-mail';
export const REVIEW_CODE_WRONG = 'This code is not correct';
export const REVIEW_CODE_EXPIRED = 'This code has expired or was not sent. Ask for a new code.';
export const REVIEW_ALREADY = 'You have already reviewed this mentor';
/** The same answer whether or not the e-mail booked this mentor, so nobody can learn who booked whom. */
export const REVIEW_CODE_SENT =
  'If this e-mail booked this mentor, a code is on its way to it. Enter it below with your review.';
