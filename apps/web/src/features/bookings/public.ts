// What other features may use from bookings: the Pay Now button and the booking a visitor has just made (kept in
// session storage between the form and the payment's return).
export { PayNowButton } from './PayNowButton';
export { clearPendingBooking, readPendingBooking, savePendingBooking, type PendingBooking } from './pending-booking';
// The WhatsApp and SMS choice (issue 24), on every public booking form.
export { ChannelsField, type TextChannel } from './ChannelsField';
