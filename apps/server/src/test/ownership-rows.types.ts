import type { OwnedKind, World } from './ownership-world';

/** The thing a call is aimed at: the owner's real one, or a made-up one ("does not exist"). */
export interface Target {
  id: string;
  token: string;
}

/**
 * One operation of the schema in the ownership matrix.
 * - `public`: anyone may call it; no caller is refused for who they are (input may still be refused).
 * - `user` / `mentor`: the signed-in caller's own data (no id to aim at); signed out: UNAUTHENTICATED; a learner
 *   asking for a mentor's: FORBIDDEN.
 * - `visitor`: the chat visitor's own (the X-Visitor-Token header); without one: UNAUTHENTICATED.
 * - an owned kind: aimed at one thing with one owner; everyone else gets the same answer as for a thing that does
 *   not exist. `mentor-session` is a session aimed at by its mentor (the outcome is the mentor's to mark).
 */
export interface OwnershipRow {
  doc: string;
  subscription?: true;
  access: 'public' | 'user' | 'mentor' | 'visitor' | 'mentor-session' | OwnedKind;
  vars?: (target: Target, world: World) => Record<string, unknown>;
  /** An admin acts on it as the team does (sessions: decision 0029); otherwise an admin is a stranger here too. */
  adminActs?: true;
  /**
   * The thing is public anyway (a course is listed on public pages), so a stranger may be told it is not theirs:
   * spec 3 says 'Unauthorized' for another mentor's course. Still refused, just not necessarily as "not found".
   */
  publicThing?: true;
  /**
   * A booking (or its invoice) is also its signed-in owner's: the account that confirmed the e-mail it was made with
   * (issue 35). That account is allowed without the token; another account, and a signed-out caller, without the
   * token get the answer of a thing that does not exist. The row's `$token` must be nullable.
   */
  ownerAccount?: true;
}
