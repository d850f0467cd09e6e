import { kidMentorPayable, mentorPayable } from './modules/bookings/mentor-bookings-payable.repo';
import { bootcampPayable } from './modules/bootcamp/bootcamp.payable';
import { campPayable } from './modules/camp/camp.payable';
import type { PayableBookings } from './modules/payments/payable-bookings';

export type { PayableBookings };

/**
 * Every booking kind card payments can pay, each implemented in its booking's module (payableBookingSource() over
 * its table) against the interface payments declares (modules/payments/payable-bookings.ts). A kind missing here
 * answers startPayment and openInvoice with UNAVAILABLE. The list sits at the composition root, beside app-deps.ts,
 * so payments never imports the kinds that import it (decision 0037).
 */
export const payableBookings: PayableBookings = {
  mentor: mentorPayable,
  kidMentor: kidMentorPayable,
  camp: campPayable,
  bootcamp: bootcampPayable,
};
