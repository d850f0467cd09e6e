import { randomUUID } from 'node:crypto';
import type { OwnershipRow } from './ownership-rows.types';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const person = () => ({ fullName: 'Ada Obi', email: `matrix-${randomUUID()}@example.com`, phone: '+234 803 000 1111' });

/** Operations anyone may call: reads of public content, and the forms that create a thing for the caller. */
export const publicRows: Record<string, OwnershipRow> = {
  advisorySlotsTaken: { access: 'public', doc: `{ advisorySlotsTaken(date: "01-01-2030") }` },
  bootcampRegistration: { access: 'public', doc: `{ bootcampRegistration { open slotsLeft } }` },
  catalogueCourse: {
    access: 'public',
    doc: `query ($id: ID!) { catalogueCourse(id: $id) { id } }`,
    vars: () => ({ id: randomUUID() }),
  },
  catalogueCourses: { access: 'public', doc: `{ catalogueCourses { id } }` },
  getCourse: {
    access: 'public',
    doc: `query ($id: ID!) { getCourse(id: $id) { id } }`,
    vars: (_, w) => ({ id: w.publicCourseId }),
  },
  getMentor: {
    access: 'public',
    doc: `query ($id: ID!) { getMentor(id: $id) { id firstname } }`,
    vars: (_, w) => ({ id: w.ownerMentor.mentorId }),
  },
  listCourses: { access: 'public', doc: `{ listCourses(limit: 2) { items { id } } }` },
  listMentorReviews: {
    access: 'public',
    doc: `query ($id: ID!) { listMentorReviews(mentorId: $id) { id } }`,
    vars: (_, w) => ({ id: w.ownerMentor.mentorId }),
  },
  listMentors: { access: 'public', doc: `{ listMentors(limit: 2) { items { id } } }` },
  mentorCountries: { access: 'public', doc: `{ mentorCountries }` },
  listTestimonials: { access: 'public', doc: `{ listTestimonials(limit: 2) { items { id } } }` },
  me: { access: 'public', doc: `{ me { role } }` },
  // A child's learner space: the code and the token are what identify the child, not an account.
  learnerSignIn: {
    access: 'public',
    doc: `mutation ($id: ID!) { learnerSignIn(childId: $id, code: "135790") { token } }`,
    vars: () => ({ id: randomUUID() }),
  },
  learnerSpace: {
    access: 'public',
    doc: `query ($token: String!) { learnerSpace(token: $token) { firstName sessions { start roomUrl } } }`,
    vars: (_, w) => ({ token: w.learnerToken }),
  },
  mentorSlots: {
    access: 'public',
    doc: `query ($id: ID!, $from: DateTime!, $to: DateTime!) { mentorSlots(mentorId: $id, from: $from, to: $to) { start } }`,
    vars: (_, w) => ({ id: w.ownerMentor.mentorId, from: inDays(1), to: inDays(3) }),
  },
  siteInfo: { access: 'public', doc: `{ siteInfo { name } }` },
  siteStats: { access: 'public', doc: `{ siteStats { __typename } }` },
  createBookAdvisory: {
    access: 'public',
    doc: `mutation ($input: CreateBookAdvisoryInput!) { createBookAdvisory(input: $input) { id } }`,
    vars: () => ({ input: { ...person(), callDate: '01-01-2020', callTime: '9:00 AM' } }),
  },
  createBookAmentor: {
    access: 'public',
    doc: `mutation ($input: CreateBookAmentorInput!) { createBookAmentor(input: $input) { id } }`,
    vars: () => ({ input: { ...person(), audience: 'adult', type: 'Personal', course: 'React' } }),
  },
  createBookCourse: {
    access: 'public',
    doc: `mutation ($input: CreateBookCourseInput!) { createBookCourse(input: $input) { id } }`,
    vars: (_, w) => ({
      input: { courseId: w.publicCourseId, menteeName: 'Ada Obi', email: person().email, phone: '+234 803 000 1111' },
    }),
  },
  createBookKidmentor: {
    access: 'public',
    doc: `mutation ($input: CreateBookKidmentorInput!) { createBookKidmentor(input: $input) { id } }`,
    vars: () => ({ input: { parentName: 'Ngozi Okafor', parentEmail: person().email, noOfKids: 1 } }),
  },
  createBootcamp: {
    access: 'public',
    doc: `mutation ($input: CreateBootcampInput!) { createBootcamp(input: $input) { id } }`,
    vars: () => ({ input: { ...person(), track: 'none' } }),
  },
  createContactUs: {
    access: 'public',
    doc: `mutation ($input: CreateContactUsInput!) { createContactUs(input: $input) { id } }`,
    vars: () => ({ input: { fullName: 'Ada Obi', email: person().email, message: 'Hello there, a question.' } }),
  },
  createVisitor: {
    access: 'public',
    doc: `mutation ($email: String) { createVisitor(email: $email, fullName: "Ada Obi", phone: "+234 803 000 1111") { token } }`,
    vars: () => ({ email: person().email }),
  },
  createWebinarAttendee: {
    access: 'public',
    doc: `mutation ($input: CreateWebinarAttendeeInput!) { createWebinarAttendee(input: $input) { id } }`,
    vars: () => ({ input: person() }),
  },
  // Who calls does not matter, only the link does: a link we did not sign is NOT_FOUND for everyone
  // (webinar-owner-link.test.ts proves the owner's link works and a forged one does not).
  changeWebinarAttendee: {
    access: 'public',
    doc: `mutation ($change: String!, $input: CreateWebinarAttendeeInput!) { changeWebinarAttendee(change: $change, input: $input) { id } }`,
    vars: () => ({ change: '00000000-0000-4000-8000-000000000000.forged', input: person() }),
  },
  requestPhoneCode: {
    access: 'public',
    doc: `mutation ($phone: String!) { requestPhoneCode(phone: $phone) { channel minutes } }`,
    vars: () => ({ phone: `+23480${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` }),
  },
  confirmPhone: {
    access: 'public',
    doc: `mutation ($phone: String!) { confirmPhone(phone: $phone, code: "000000") }`,
    vars: () => ({ phone: '+2348030001111' }),
  },
  requestTrialCode: {
    access: 'public',
    doc: `mutation ($email: String!) { requestTrialCode(email: $email, audience: "adult") }`,
    vars: () => ({ email: person().email }),
  },
  subscribeNewsletter: {
    access: 'public',
    doc: `mutation ($email: String) { subscribeNewsletter(email: $email) { __typename } }`,
    vars: () => ({ email: person().email }),
  },
  commentCourse: {
    access: 'public',
    doc: `mutation ($id: ID!) { commentCourse(courseId: $id, name: "Ada", email: "ada@example.com", text: "Nice") { id } }`,
    vars: (_, w) => ({ id: w.publicCourseId }),
  },
  rateCourse: {
    access: 'public',
    doc: `mutation ($id: ID!) { rateCourse(courseId: $id, email: "ada@example.com", stars: 4) { __typename } }`,
    vars: (_, w) => ({ id: w.publicCourseId }),
  },
  // The code mailed to the person is the proof; a made-up one is refused alike for everyone.
  confirmCourseRating: {
    access: 'public',
    doc: `mutation ($id: ID!) { confirmCourseRating(courseId: $id, email: "ada@example.com", code: "123456") { id } }`,
    vars: (_, w) => ({ id: w.publicCourseId }),
  },
  confirmCourseBooking: {
    access: 'public',
    doc: `mutation ($token: String) { confirmCourseBooking(token: $token) { id } }`,
    vars: () => ({ token: randomUUID() }),
  },
  createMentorReview: {
    access: 'public',
    doc: `mutation ($id: ID!) { createMentorReview(mentorId: $id, name: "Ada", email: "ada@example.com", code: "123456", stars: 5, message: "Great mentor indeed") { id } }`,
    vars: (_, w) => ({ id: w.ownerMentor.mentorId }),
  },
  requestMentorReviewCode: {
    access: 'public',
    doc: `mutation ($id: ID!) { requestMentorReviewCode(mentorId: $id, email: "ada@example.com") }`,
    vars: (_, w) => ({ id: w.ownerMentor.mentorId }),
  },
  // Forgets only the visitor whose token the request carries; without one it changes nothing.
  forgetVisitor: { access: 'public', doc: `mutation { forgetVisitor }` },
  // The payment provider's redirect: the provider is asked, never the caller believed.
  settlePayment: {
    access: 'public',
    doc: `mutation ($ref: String!) { settlePayment(txRef: $ref, status: "successful", transactionId: "1") { __typename } }`,
    vars: () => ({ ref: `E2C-${randomUUID()}` }),
  },
  // The same, as the read a result screen is drawn with.
  paymentResult: {
    access: 'public',
    doc: `query ($ref: String!) { paymentResult(txRef: $ref, status: "successful", transactionId: "1") { __typename } }`,
    vars: () => ({ ref: `E2C-${randomUUID()}` }),
  },
};
