// Import-free: a page's first script (app/boot) reads these marks of a server-drawn page without any page's code.

/**
 * Marks a part of a server-drawn page that needs its app at once (a payment that did not go through offers this
 * browser's ways to pay again and says why): the loader starts the app on arrival instead of on the first touch.
 */
export const START_ON_ARRIVAL_ATTRIBUTE = 'data-start-on-arrival';

/**
 * Marks a payment result the server verified as paid, with the booking it paid: `<localStorage key>:<booking id>`.
 * The loader forgets that booking if this browser keeps it as awaiting payment, without waiting for the app.
 */
export const SETTLED_BOOKING_ATTRIBUTE = 'data-settled-booking';
