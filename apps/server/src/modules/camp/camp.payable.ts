import { payableBookingSource } from '../payments/payable-table.repo';
import { campRegistrations } from './camp.schema';

/** The weekend camp as card payments see it (payments/payable-bookings.ts): the parent pays for their children. */
export const campPayable = payableBookingSource('camp', campRegistrations, (row) => ({
  customer: { email: row.parentEmail, name: row.parentName, phone: row.parentPhone },
  item: `Weekend Camp (${row.noOfKids} ${row.noOfKids === 1 ? 'child' : 'children'})`,
  channels: row.channels,
}));
