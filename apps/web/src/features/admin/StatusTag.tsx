/** Statuses that read as good news or bad news; anything else is neutral. */
const TONE: Record<string, 'good' | 'bad' | 'wait'> = {
  ACCEPTED: 'good',
  SENT: 'good',
  DECLINED: 'bad',
  FAILED: 'bad',
  REVIEW: 'wait',
  PENDING: 'wait',
  HELD: 'wait',
};

/**
 * A status as a small tag. Our own colours: Ant Design's preset tag colours (gold, green) are below the contrast
 * the accessibility check asks for.
 */
export function StatusTag({ status }: { status: string }) {
  return <span className={`admin-status admin-status--${TONE[status] ?? 'neutral'}`}>{status}</span>;
}
