// What other features may use from account-home: the "Your bookings" section of /account.
export { YourBookingsSection } from './YourBookingsSection';
