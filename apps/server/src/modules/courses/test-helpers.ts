import type { TestApp } from '../../test/test-app';

/** API-test helpers for course bookings and ratings: the real mutations, secrets read from the outbox. */

export const BOOK = `mutation ($input: CreateBookCourseInput!) {
  createBookCourse(input: $input) { id courseId menteeName phone email confirmed createdAt updatedAt } }`;
export const CONFIRM_BOOKING = `mutation ($token: String) {
  confirmCourseBooking(token: $token) { id email confirmed course { id title } } }`;
export const RATE = `mutation ($courseId: ID!, $email: String, $stars: Int) {
  rateCourse(courseId: $courseId, email: $email, stars: $stars) { status course { id rating ratingCount } } }`;
export const CONFIRM_RATING = `mutation ($courseId: ID!, $email: String, $code: String) {
  confirmCourseRating(courseId: $courseId, email: $email, code: $code) { id rating ratingCount } }`;

export interface BookingAnswer {
  id: string;
  courseId: string;
  email: string;
  confirmed: boolean;
}

async function newestMailData(t: TestApp, email: string, template: string): Promise<Record<string, unknown>> {
  const page = await t.app.services.mail.list({ to: email.trim().toLowerCase(), limit: 100 });
  const mail = page.items.find((m) => m.template === template);
  if (!mail) throw new Error(`no ${template} mail for ${email}`);
  return mail.data;
}

/** The token of the newest booking-confirmation link mailed to an address. */
export async function latestBookingToken(t: TestApp, email: string): Promise<string> {
  const link = (await newestMailData(t, email, 'course-booking-confirm')).link;
  if (typeof link !== 'string') throw new Error('the mail has no link');
  return link.slice(link.lastIndexOf('/') + 1);
}

/** The newest rating code mailed to an address. */
export async function latestRatingCode(t: TestApp, email: string): Promise<string> {
  const code = (await newestMailData(t, email, 'course-rating-code')).code;
  if (typeof code !== 'string') throw new Error('the mail has no code');
  return code;
}

/** Books as a visitor and follows the mailed link, as a learner does: a confirmed booking. */
export async function bookConfirmed(t: TestApp, courseId: string, email: string): Promise<void> {
  const booked = await t.gql(BOOK, { input: { courseId, email, phone: '08030001111' } });
  if (booked.errors) throw new Error(`booking failed: ${JSON.stringify(booked.errors)}`);
  const confirmed = await t.gql(CONFIRM_BOOKING, { token: await latestBookingToken(t, email) });
  if (confirmed.errors) throw new Error(`confirmation failed: ${JSON.stringify(confirmed.errors)}`);
}

/** Rates as a visitor and sends back the mailed code: a counted rating. */
export async function rateConfirmed(t: TestApp, courseId: string, email: string, stars: number): Promise<void> {
  const rated = await t.gql(RATE, { courseId, email, stars });
  if (rated.errors) throw new Error(`rating failed: ${JSON.stringify(rated.errors)}`);
  const confirmed = await t.gql(CONFIRM_RATING, { courseId, email, code: await latestRatingCode(t, email) });
  if (confirmed.errors) throw new Error(`confirmation failed: ${JSON.stringify(confirmed.errors)}`);
}
