// What other features may use from bookings: the Pay Now button and the booking a visitor has just made (kept in
// session storage between the form and the payment's return).
export { PayNowButton } from './PayNowButton';
export { clearPendingBooking, readPendingBooking, savePendingBooking, type PendingBooking } from './pending-booking';
// The WhatsApp and SMS choice (issue 24), on every public booking form.
export { ChannelsField, phoneField, type TextChannel } from './ChannelsField';
// Confirming a number with a texted code (decision 0040), which the account page's "How we reach you" uses too.
export { PhoneConfirmStep } from './PhoneConfirmStep';
// A signed-in parent's children (issue 35), which the camp's form offers too.
export { childLabel, useMyChildren, type MyChild } from './my-children';
