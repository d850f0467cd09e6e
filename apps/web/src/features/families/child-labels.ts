/** How a parent reads a child's sessions (issue 35): the server's codes in plain words. */
export const ATTENDANCE_LABEL: Record<string, string> = {
  HELD: 'Attended',
  LEARNER_NO_SHOW: 'Missed',
  MENTOR_NO_SHOW: 'The mentor did not come',
};

export const STATUS_LABEL: Record<string, string> = {
  BOOKED: 'Booked',
  CANCELLED: 'Cancelled',
};

const DATE_TIME = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});
const DATE = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

export const whenLabel = (iso: string) => DATE_TIME.format(new Date(iso));
export const dayLabel = (iso: string) => DATE.format(new Date(iso));
