/** The booking screens' own strings (spec 2 §4, §8); the form's field messages live in the shared schema. */

export const BOOKED_TITLE = 'Mentor successfully booked';
export const BOOKED_DESCRIPTION = 'We will reach out to you soon';
/** Spec 2 §8: the success notice shows 2 s, failures 5 s. */
export const BOOKED_SECONDS = 2;
export const FAILURE_SECONDS = 5;

/** The adult page's failure notice. */
export const ADULT_FAILURE = 'Something went wrong, please check your Network connection';
/** The kids page's and the course pages' notice when the server gave no message (spec wording, verbatim). */
export const KIDS_FAILURE = 'Something went wrong, please your Network connection';
/** The line that stays under the form after a failure, until the next attempt. */
export const LINGERING_FAILURE = 'A problem occured, can you check your network connection';

export const REGISTERED_TITLE = 'Successfully Registered';
export const WELCOME_BACK = 'Welcome back';
export const PAY_LATER = 'Pay Later';
export const CANCEL_BOOKING = 'Cancel Booking';
export const TRIAL_TITLE = 'Your free trial is booked';
/** The "Your mentor" and "Your session times" steps, when the booker tries to book without them. */
export const CHOOSE_MENTOR = 'Choose a mentor';
export const CHOOSE_TIME = 'Choose at least one session time';
