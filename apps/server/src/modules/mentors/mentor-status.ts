import type { MentorRow } from './mentors.repo';

export type MentorDecision = 'ACCEPTED' | 'DECLINED';

/**
 * What an admin's decision on an application changes (spec 3 §4): ACCEPTED makes the mentor active, so the public
 * directory (ACCEPTED and active) lists them; DECLINED takes them out of it. The mail each decision sends follows.
 */
export function applyDecision(decision: MentorDecision): Pick<MentorRow, 'status' | 'isActive'> {
  return { status: decision, isActive: decision === 'ACCEPTED' };
}

/** register-success for an acceptance, decline-mentor-success otherwise (spec 3 §7.4). */
export const decisionMailTemplate = (decision: MentorDecision) =>
  decision === 'ACCEPTED' ? ('register-success' as const) : ('decline-mentor-success' as const);

export const mentorFullName = (mentor: Pick<MentorRow, 'firstname' | 'lastname'>) =>
  `${mentor.firstname} ${mentor.lastname}`.trim();
