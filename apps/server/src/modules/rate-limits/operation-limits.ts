import type { RateRule } from './rate-limits.service';

/**
 * Requests per client address for the public write operations, before RATE_LIMIT_SCALE (1 in production). Generous
 * for a person (many Nigerian mobile users share one carrier-NAT address) and far below what a script would send.
 * Each field of a request counts, so aliases cannot send several at once for the price of one.
 */
export const operationLimits = {
  /** Every message is a mail to the team. */
  createContactUs: { max: 5, windowSeconds: 600 },
  subscribeNewsletter: { max: 10, windowSeconds: 600 },
  /** Each booking is a lead the team follows up by phone. */
  createBookCourse: { max: 10, windowSeconds: 600 },
  /** A call takes one of the day's 24 slots: a person books one, a script could empty the diary. */
  createBookAdvisory: { max: 5, windowSeconds: 600 },
  /** A repeat by the same e-mail changes nothing, but each one is a mail to that address. */
  createWebinarAttendee: { max: 10, windowSeconds: 600 },
  /** The owner's change link cannot be guessed; this only keeps a script from hammering it. */
  changeWebinarAttendee: { max: 20, windowSeconds: 600 },
  rateCourse: { max: 20, windowSeconds: 600 },
  /** Guesses are also capped per code (course-ratings.service.ts); this caps them per connection across codes. */
  confirmCourseRating: { max: 20, windowSeconds: 600 },
  /** Link tokens cannot be guessed; this only keeps a script from hammering the lookup. */
  confirmCourseBooking: { max: 20, windowSeconds: 600 },
  commentCourse: { max: 20, windowSeconds: 600 },
  /** Each call may mail a code; also capped per e-mail (mentor-reviews.service.ts). */
  requestMentorReviewCode: { max: 10, windowSeconds: 600 },
  /** Guesses are also capped per code; this caps them per connection across codes. */
  createMentorReview: { max: 20, windowSeconds: 600 },
  /** Each camp registration mails the parent and the team. */
  createBookKidmentor: { max: 10, windowSeconds: 600 },
  /** Pay Later on a registration this browser holds the token of. */
  updateBookKidmentor: { max: 20, windowSeconds: 600 },
  /** Read on every visit of /weekend-camp with a stored registration; tokens cannot be guessed, this stops hammering. */
  getBookKidmentor: { max: 60, windowSeconds: 600 },
  /** One application per account already; this stops a script that signs up many accounts from one address. */
  createMentor: { max: 5, windowSeconds: 600 },
  /** Ten seats in all: a script must not be able to take them; a person registers once (or for a few friends). */
  createBootcamp: { max: 5, windowSeconds: 600 },
  /** Pay Later needs the registration's token; this only keeps a script from hammering the lookup. */
  updateBootcamp: { max: 20, windowSeconds: 600 },
  /** Each mentor booking is a lead the team follows up, and two mails. */
  createBookAmentor: { max: 10, windowSeconds: 600 },
  /** Each call may mail a free trial's code; also capped per e-mail (bookings/free-trials.ts). */
  requestTrialCode: { max: 10, windowSeconds: 600 },
  /** Pay Later; the token is needed, this only keeps a script from hammering it. */
  updateBookAmentor: { max: 20, windowSeconds: 600 },
  /** Read on every visit of a booking page with a booking pending ('Welcome back'); tokens cannot be guessed. */
  getBookAmentor: { max: 60, windowSeconds: 600 },
  /** Each start asks the payment provider for a checkout; a person retrying a few times stays well inside. */
  startPayment: { max: 10, windowSeconds: 600 },
  /** A result screen calls it once per visit (reloads included); each call may ask the provider. */
  settlePayment: { max: 30, windowSeconds: 600 },
  /** Opening an invoice reads a booking (and makes its invoice once); reloads and prints stay well inside. */
  openInvoice: { max: 30, windowSeconds: 600 },
  /** An invoice or receipt PDF (issue 35), drawn on each download; a person downloads a few, reloads included. */
  paymentDocument: { max: 30, windowSeconds: 600 },
  /** An account removes its own saved cards (a few at most); this keeps a script from hammering the lookup. */
  removeSavedCard: { max: 20, windowSeconds: 600 },
  /** Cancel Booking mails the booker and the team; each booking cancels once, this keeps a script from mailing on. */
  cancelBooking: { max: 10, windowSeconds: 600 },
  /** A plan has at most 20 sessions a cycle; each booked session mails both sides. */
  bookSession: { max: 40, windowSeconds: 600 },
  /** Each move or cancel mails both sides; a session moves at most twice. */
  rescheduleSession: { max: 20, windowSeconds: 600 },
  cancelSession: { max: 20, windowSeconds: 600 },
  respondToSession: { max: 20, windowSeconds: 600 },
  /** Read as a learner pages through a mentor's weeks; each is a small indexed read. */
  mentorSlots: { max: 300, windowSeconds: 600 },
  /** My sessions by the mailed link; tokens cannot be guessed, this stops hammering. */
  /** Read by My sessions and the account page on each visit; tokens cannot be guessed, this stops hammering. */
  membership: { max: 120, windowSeconds: 600 },
  /** A membership's changes (standing times, pause, cancel, plan, paying the next cycle): a person makes a few. */
  membershipChange: { max: 20, windowSeconds: 600 },
  mySessions: { max: 120, windowSeconds: 600 },
  /** A person makes one visitor per device; each is a record holding their contact details. */
  createVisitor: { max: 10, windowSeconds: 600 },
  /** Each call texts a code we pay for; also capped per number and per (number, client) (decision 0040). */
  requestPhoneCode: { max: 5, windowSeconds: 600 },
  /** Guesses are also capped per code (five); this caps them per connection across numbers. */
  confirmPhone: { max: 20, windowSeconds: 600 },
  /** A signed-in parent's consent code: texted, so paid for; also capped per number and account (decision 0042). */
  requestChildConsentCode: { max: 5, windowSeconds: 600 },
  /** Each call tries a consent code (five tries a code); this caps guesses per connection. */
  addChild: { max: 20, windowSeconds: 600 },
  /** A mentor writing to the children they teach; a conversation, not a broadcast. */
  messageChild: { max: 60, windowSeconds: 600 },
  /** Each call hashes the code with the slow password hash: a parent sets it a few times, a script is held back. */
  setLearnerCode: { max: 10, windowSeconds: 600 },
  /** A child's sign-in (each try also counts against the child: 5 in 15 minutes); this caps guessing across children. */
  learnerSignIn: { max: 20, windowSeconds: 600 },
  /** Each request is an archive built from every module's rows; one waits per account, so repeats cost little. */
  requestMyData: { max: 5, windowSeconds: 600 },
  /** Each call mails a code; also capped per account (data-rights/account-deletion.service.ts). */
  requestAccountDeletionCode: { max: 5, windowSeconds: 600 },
  /** Guesses are also capped per code (five); this caps them per connection. */
  deleteMyAccount: { max: 10, windowSeconds: 600 },
  /** An account's channels: it sends nothing, but each call writes and may lift an opt-out; a person saves a few times. */
  setContactChannels: { max: 20, windowSeconds: 600 },
} as const satisfies Record<string, RateRule>;

export type LimitedOperation = keyof typeof operationLimits;
