import { createContext, useCallback, useContext, useMemo } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import {
  BookSessionMutation,
  CancelSessionMutation,
  RescheduleSessionMutation,
  RespondToSessionMutation,
  ReviewMentorAfterSessionMutation,
} from './queries';

/** How the page reaches its bookings: the mailed link's token (null when signed in) and a way to read them again. */
export interface SessionAccess {
  token: string | null;
  refresh: () => void;
}

export const SessionAccessContext = createContext<SessionAccess>({ token: null, refresh: () => {} });

/** Null when the change was made, else the server's message (its `sessionMessages` wording). */
export type ActionError = string | null;

/** Why a review was refused: the server's message, and its messages by field (name, message, stars) if any. */
export interface ReviewRefusal {
  message: string;
  fields: Record<string, string>;
}

export interface SessionReview {
  sessionId: string;
  name: string;
  message: string;
  stars: number;
}

const outcome = (result: { data?: unknown; error?: CombinedError }): ActionError =>
  result.data && !result.error ? null : apiErrorMessage(result.error);

/**
 * The learner's changes to their sessions, each sent with the page's token. After a change the page reads its
 * bookings again (the counts, the times and what may still be done all come from the server).
 */
export function useSessionActions() {
  const { token, refresh } = useContext(SessionAccessContext);
  const { notification } = useNotify();
  // Each part of the page shows its own pending state: several of its cards may act at once.
  const [, runBook] = useMutation(BookSessionMutation);
  const [, runReschedule] = useMutation(RescheduleSessionMutation);
  const [, runCancel] = useMutation(CancelSessionMutation);
  const [, runRespond] = useMutation(RespondToSessionMutation);
  const [, runReview] = useMutation(ReviewMentorAfterSessionMutation);

  const done = useCallback(
    (error: ActionError, success: string): ActionError => {
      if (error === null) notification.success({ title: success, duration: 5 });
      return error;
    },
    [notification],
  );

  /** One start; the key makes a repeated request (a retry after a lost answer) book it only once. */
  const book = useCallback(
    async (bookingId: string, start: string, idempotencyKey: string): Promise<ActionError> =>
      outcome(await runBook({ input: { bookingId, start, idempotencyKey, token } })),
    [runBook, token],
  );

  const reschedule = useCallback(
    async (id: string, start: string): Promise<ActionError> => {
      const error = done(outcome(await runReschedule({ id, start, token })), 'Your session has moved');
      if (error === null) refresh();
      return error;
    },
    [done, refresh, runReschedule, token],
  );

  const cancel = useCallback(
    async (id: string, reason: string): Promise<ActionError> => {
      const error = done(outcome(await runCancel({ id, reason: reason.trim() || null, token })), 'Session cancelled');
      if (error === null) refresh();
      return error;
    },
    [done, refresh, runCancel, token],
  );

  const respond = useCallback(
    async (id: string, response: 'CONFIRMED' | 'DISPUTED', comment: string): Promise<ActionError> => {
      const thanks = response === 'CONFIRMED' ? 'Thank you for confirming' : 'Thank you: we will look into it';
      const error = done(outcome(await runRespond({ id, response, comment: comment.trim() || null, token })), thanks);
      if (error === null) refresh();
      return error;
    },
    [done, refresh, runRespond, token],
  );

  /** Null when the review is posted. The sessions do not change, so the page is not read again. */
  const review = useCallback(
    async (input: SessionReview): Promise<ReviewRefusal | null> => {
      const result = await runReview({ ...input, token });
      if (result.data && !result.error) return null;
      return { message: apiErrorMessage(result.error), fields: apiFieldErrors(result.error) };
    },
    [runReview, token],
  );

  return useMemo(
    () => ({ book, reschedule, cancel, respond, review, refresh, notification }),
    [book, reschedule, cancel, respond, review, refresh, notification],
  );
}
