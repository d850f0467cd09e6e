import { useCallback, useState } from 'react';
import { useMutation } from 'urql';
import { apiErrorCode, apiErrorMessage } from '../../core/graphql/errors';
import { BookChosenSessionMutation, type BookedTime } from './queries';
import { sessionKey } from './session-keys';

/** A booking as bookSession needs it: its id and the access token from createBookAmentor. */
export interface BookingAccess {
  id: string;
  token: string | null;
}

/** A time that could not be booked, with the server's reason ('Someone has just booked that time: …'). */
export interface FailedTime {
  start: string;
  message: string;
  /** No answer from the server (the network): the same time can be tried again, with the same key. */
  retry: boolean;
}

export interface BookTimesOutcome {
  booked: BookedTime[];
  failed: FailedTime[];
}

/** What createBookAmentor answered for the times sent with the booking (its `chosenTimes`). */
interface ChosenTime {
  start: string;
  reason: string | null;
  message: string | null;
  session: BookedTime | null;
}

/** The times booked with the booking and those refused (with the server's reason), for FixSessionTimes. */
export function chosenOutcome(chosen: readonly ChosenTime[] | null | undefined): BookTimesOutcome {
  const outcome: BookTimesOutcome = { booked: [], failed: [] };
  for (const time of chosen ?? []) {
    if (time.session) outcome.booked.push(time.session);
    else outcome.failed.push({ start: time.start, message: time.message ?? UNREACHED, retry: false });
  }
  return outcome;
}

export const UNREACHED =
  'We could not reach our server to book this time. Check your connection, then try again or choose another time.';

/**
 * Books times on a booking made earlier (FixSessionTimes' replacements; the first times go with the booking itself), each with its own idempotency key (kept across retries, see session-keys),
 * and answers which were booked and which were refused and why. The times are sent together; the server books a
 * booking's times one after the other.
 */
export function useBookSessions() {
  const [, bookSession] = useMutation(BookChosenSessionMutation);
  const [busy, setBusy] = useState(false);

  const bookTimes = useCallback(
    async (access: BookingAccess, starts: readonly string[]): Promise<BookTimesOutcome> => {
      setBusy(true);
      try {
        const results = await Promise.all(
          starts.map(async (start) => {
            const input = {
              bookingId: access.id,
              token: access.token,
              start,
              idempotencyKey: sessionKey(access.id, start),
            };
            const result = await bookSession({ input });
            return { start, result };
          }),
        );
        const outcome: BookTimesOutcome = { booked: [], failed: [] };
        for (const { start, result } of results) {
          const session = result.data?.bookSession;
          if (session && !result.error) {
            outcome.booked.push(session);
            continue;
          }
          // A refusal the server explained (taken, too soon, …) is shown as it is; anything else is worth retrying.
          const explained = apiErrorCode(result.error) !== undefined;
          if (!explained) console.error('A session time could not be booked', result.error);
          outcome.failed.push({
            start,
            message: explained ? apiErrorMessage(result.error) : UNREACHED,
            retry: !explained,
          });
        }
        return outcome;
      } finally {
        setBusy(false);
      }
    },
    [bookSession],
  );

  return { bookTimes, busy };
}
