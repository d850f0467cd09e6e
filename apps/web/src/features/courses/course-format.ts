/** Display rules of the course cards (spec 1 §4, §9), kept pure so they are unit-tested. */

export const TASK_COMPLETED = 'Task completed';
export const TASK_IN_PROGRESS = 'Task in progress';

/** Spec 1 §4: exactly 100 % is 'Task completed' (shown in green); anything else is 'Task in progress'. */
export function progressLabel(percent: number): string {
  return percent === 100 ? TASK_COMPLETED : TASK_IN_PROGRESS;
}

export function formatDuration(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export function formatTopicCount(count: number): string {
  return `${count} ${count === 1 ? 'topic' : 'topics'}`;
}

/**
 * What a course covers, for its facts line: '5 topics · 12 hours', leaving out what its mentor has not set (issue 20
 * §9: a course made without topics read '0 topics · 0 hours'); null when neither is set.
 */
export function courseScope(topicCount: number, hours: number): string | null {
  const parts = [topicCount > 0 ? formatTopicCount(topicCount) : null, hours > 0 ? formatDuration(hours) : null];
  const shown = parts.filter((part): part is string => part !== null);
  return shown.length > 0 ? shown.join(' · ') : null;
}

/** Spec 1 §9: stars come with the student count in brackets, or (-) when there is none. */
export function studentCountLabel(students: number): string {
  return students > 0 ? `(${students})` : '(-)';
}

export function ratingSummary(rating: number | null, count: number): string {
  if (rating === null || count === 0) return 'No ratings yet';
  return `${rating.toFixed(1)} average from ${count} ${count === 1 ? 'rating' : 'ratings'}`;
}

/** Inline form errors of the course dialog are shown wrapped in double asterisks (spec 1 §5). */
export function inlineError(message: string): string {
  return `**${message}**`;
}
