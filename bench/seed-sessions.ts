import { randomUUID } from 'node:crypto';
import type { Db } from '../apps/server/src/db/client';
import { mentorBookings } from '../apps/server/src/modules/bookings/mentor-bookings.schema';
import { mentorAvailability, mentoringSessions } from '../apps/server/src/modules/sessions/sessions.schema';

/** The busy mentor of the mentorSlots bench (issue 22): 200 booked sessions over the coming weeks. */
export const SLOTS_VOLUME = { sessions: 200, windowDays: 28 } as const;

const HOUR = 3_600_000;

/**
 * Gives `mentorId` all-day hours in Lagos for eight weeks ahead and 200 paid one-hour sessions spread over the next
 * five weeks (about six a day, two hours apart), so the slot engine has real busy times to step around.
 */
export async function seedBusyMentor(db: Db, mentorId: string): Promise<void> {
  await db.insert(mentorAvailability).values({
    mentorId,
    timeZone: 'Africa/Lagos',
    weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '24:00' })),
    overrides: [],
    timeOff: [],
    minNoticeMinutes: 12 * 60,
    bufferMinutes: 15,
    horizonDays: 56,
    acceptingNewMentees: true,
  });
  const firstHour = Math.ceil((Date.now() + 13 * HOUR) / HOUR) * HOUR;
  const bookings = Array.from({ length: SLOTS_VOLUME.sessions }, (_, i) => ({
    id: randomUUID(),
    mentorId,
    audience: 'adult' as const,
    fullName: `Busy learner ${i}`,
    phone: '+234 803 000 0000',
    email: `busy-${i}@eazy2con.test`,
    type: 'Personal',
    planOption: '2-per-week',
    course: 'React',
    startDate: new Date(firstHour).toISOString().slice(0, 10),
    endDate: new Date(firstHour + 90 * 24 * HOUR).toISOString().slice(0, 10),
    amountKobo: 4_900_000,
    accessTokenHash: 'x'.repeat(64),
    paymentStatus: 'PAID' as const,
  }));
  await db.insert(mentorBookings).values(bookings);
  await db.insert(mentoringSessions).values(
    bookings.map((booking, i) => {
      const id = randomUUID();
      const start = new Date(firstHour + i * 4 * HOUR);
      return {
        id,
        bookingId: booking.id,
        mentorId,
        format: 'ONE_ON_ONE' as const,
        groupKey: id,
        startAt: start,
        endAt: new Date(start.getTime() + HOUR),
        blockedUntil: new Date(start.getTime() + HOUR + 15 * 60_000),
        idempotencyKey: `bench-${i}`,
        roomUrl: `https://meet.jit.si/eazy2con-bench-${i}`,
      };
    }),
  );
}
