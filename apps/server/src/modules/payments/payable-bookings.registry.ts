import { kidMentorPayable, mentorPayable } from '../bookings/mentor-bookings-payable.repo';
import { bootcampPayable } from '../bootcamp/bootcamp.payable';
import { campPayable } from '../camp/camp.payable';
import type { PayableBookings } from './payable-bookings';

/**
 * Every booking kind card payments can pay, each implemented in its booking's module (payableBookingSource() over
 * its table). A kind missing here answers startPayment and openInvoice with UNAVAILABLE.
 */
export const payableBookings: PayableBookings = {
  mentor: mentorPayable,
  kidMentor: kidMentorPayable,
  camp: campPayable,
  bootcamp: bootcampPayable,
};
