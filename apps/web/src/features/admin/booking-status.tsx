/**
 * A booking's Status cell: 'Cancelled' once the booker cancelled it (cancelBooking sets cancelledAt on the server),
 * else `standing` (the mentoring's progress, or 'Booked'). A cancelled booking is no longer the team's to run or to
 * mark paid, so its page hides those actions too.
 */
export function BookingStatus({ cancelledAt, standing }: { cancelledAt: string | null | undefined; standing: string }) {
  if (cancelledAt) {
    return (
      <span
        className="admin-status admin-status--bad"
        title={`Cancelled by the booker on ${cancelledDay(cancelledAt)}`}
      >
        Cancelled
      </span>
    );
  }
  return <>{standing}</>;
}

const cancelledDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });
