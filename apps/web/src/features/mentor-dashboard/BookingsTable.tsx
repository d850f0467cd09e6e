import { Suspense } from 'react';
import { MentorMembership } from '../memberships/public';
import type { MentorBookingSummary } from './queries';

const STATUS: Record<NonNullable<MentorBookingSummary['status']>, string> = {
  IN_PROGRESS: 'In Progress',
  PAUSED: 'Paused',
  DONE: 'Done',
};

/** Only a payment the provider verified counts as paid; a free trial has nothing to pay. */
const PAYMENT: Record<MentorBookingSummary['paymentStatus'], string> = {
  PAID: 'Paid',
  NOT_REQUIRED: 'Free trial',
  AWAITING_PAYMENT: 'Not Paid',
  FAILED: 'Not Paid',
};

/**
 * The mentor's classes: who booked, which plan and course, the dates, where it stands and whether it is paid; for a
 * paid plan, its membership (issue 36): the learner's weekly times and whether the next cycle is paid, the page's
 * rows read in one request.
 */
export function BookingsTable({ bookings }: { bookings: MentorBookingSummary[] }) {
  const paidIds = bookings.filter((b) => b.paymentStatus === 'PAID').map((b) => b.id);
  return (
    <div className="mentor-dashboard__table-wrap">
      <table className="mentor-dashboard__table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Plan</th>
            <th scope="col">Course</th>
            <th scope="col">Dates</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
            <th scope="col">Membership</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.id} data-testid="booking-row">
              <td>
                {b.fullName}
                <br />
                <a href={`mailto:${b.email}`}>{b.email}</a>
              </td>
              <td>{b.plan}</td>
              <td>{b.course}</td>
              <td>
                {b.startDate} to {b.endDate}
              </td>
              <td>{b.status ? STATUS[b.status] : 'Not Started'}</td>
              <td>{PAYMENT[b.paymentStatus]}</td>
              <td>
                {b.paymentStatus === 'PAID' ? (
                  <Suspense fallback="…">
                    <MentorMembership bookingId={b.id} pageIds={paidIds} />
                  </Suspense>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
