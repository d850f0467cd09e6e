import { eq } from 'drizzle-orm';
import { payableBookingSource } from '../payments/payable-table.repo';
import { mentorBookings, type MentorBookingRow } from './mentor-bookings.schema';

/** Who pays for a mentor booking and for what, as the receipt and the invoice name it. */
const describe = (row: MentorBookingRow) => ({
  customer: { email: row.email, name: row.fullName, phone: row.phone },
  item: `Mentor (${row.type} plan)`,
  channels: row.channels,
});

/**
 * Mentor bookings as card payments see them (payments/payable-bookings.ts): adults' and kids' bookings share the
 * table, each kind reaching only its own audience's rows, so each is sent back to its own result screen.
 */
export const mentorPayable = payableBookingSource(
  'mentor',
  mentorBookings,
  describe,
  eq(mentorBookings.audience, 'adult'),
);
export const kidMentorPayable = payableBookingSource(
  'kidMentor',
  mentorBookings,
  describe,
  eq(mentorBookings.audience, 'kids'),
);
