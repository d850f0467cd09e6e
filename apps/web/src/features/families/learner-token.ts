import { learnerTokenKey } from '../../core/browser-kept-keys';

/**
 * The child's signed-in token for their learner space (issue 35), kept in this browser under
 * `learner-token:<childId>`: a child's tablet stays signed in for the 30 days the server allows. Storage may be off
 * (private mode): then the child simply signs in each visit.
 */
const keyOf = learnerTokenKey;

export function readLearnerToken(childId: string): string | null {
  try {
    return localStorage.getItem(keyOf(childId));
  } catch {
    return null;
  }
}

export function saveLearnerToken(childId: string, token: string): void {
  try {
    localStorage.setItem(keyOf(childId), token);
  } catch {
    // Not kept: the page still shows the classes for this visit.
  }
}

export function forgetLearnerToken(childId: string): void {
  try {
    localStorage.removeItem(keyOf(childId));
  } catch {
    // Nothing was kept.
  }
}
