import type { TextChannelName } from './channel';
import type { NotificationsRepo } from './notifications.repo';

/**
 * The codes texted to a number to prove who holds it (a number's confirmation, a parent's consent): the only
 * messages sent before the number is confirmed, with their own limits (phone-confirmation.service.ts).
 */
const CODES = ['phone-code', 'consent-code'];
/** Left out of the daily cap: a booked session's own reminders (they follow a real session) and the codes. */
const UNCAPPED = ['session-reminder', ...CODES];
const DAY_MS = 24 * 60 * 60_000;

/**
 * Why a message may not be queued to this number, or null: it opted out of the channel (decision 0030); nobody
 * confirmed it with a code, so it gets nothing but the code (decision 0040); or it had `perDay` messages on the
 * channel in 24 hours, session reminders aside (a person who ticked both hears the same notices on both). Called in the queueing transaction: the count is read
 * from the outbox under the number's lock, so parallel bookings and several instances cannot pass it.
 */
export async function textRefusal(
  repo: NotificationsRepo,
  recipient: string,
  message: { channel: TextChannelName; template: string },
  perDay: number,
): Promise<string | null> {
  if (await repo.isOptedOut(recipient, message.channel)) return 'opted out';
  if (CODES.includes(message.template)) return null;
  if (!(await repo.isConfirmed(recipient))) return 'the number is not confirmed';
  if (UNCAPPED.includes(message.template)) return null;
  await repo.lockNumber(recipient);
  const since = new Date(Date.now() - DAY_MS);
  const queued = await repo.countQueuedSince(recipient, since, { except: UNCAPPED }, message.channel);
  return queued >= perDay ? 'the number has had its texts for today' : null;
}
