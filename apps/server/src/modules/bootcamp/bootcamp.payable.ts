import { bootcampTrackTitles } from '@eazy2con/shared/bootcamp';
import { payableBookingSource } from '../payments/payable-table.repo';
import { bootcampRegistrations } from './bootcamp.schema';

/** A bootcamp registration as card payments see it (payments/payable-bookings.ts): the one-time fee of a seat. */
export const bootcampPayable = payableBookingSource('bootcamp', bootcampRegistrations, (row) => ({
  customer: { email: row.email, name: row.fullName, phone: row.phone },
  item: `Bootcamp Payment (${bootcampTrackTitles[row.track]})`,
}));
