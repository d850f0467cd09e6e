import type { Db } from '../../db/client';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { courses } from '../courses/courses.schema';
import { mentors } from './mentors.schema';

/** A directory mentor (ACCEPTED and active unless told), created `createdAt` so the order is known. */
export async function directoryMentor(
  db: Db,
  values: {
    firstname: string;
    lastname?: string;
    email?: string;
    specialization?: string;
    bio?: string;
    isAdmin?: boolean;
    country?: string;
    status?: 'REVIEW' | 'ACCEPTED' | 'DECLINED';
    isActive?: boolean;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(mentors)
    .values({
      lastname: 'Mentor',
      email: `mentor-${crypto.randomUUID()}@example.test`,
      phone: '+2348000000000',
      country: 'NG',
      specialization: 'Frontend',
      yrsOfexperience: '3 - 5yrs',
      status: 'ACCEPTED',
      isActive: true,
      bio: '<p>Hello</p>',
      ...values,
    })
    .returning();
  if (!row) throw new Error('mentor not created');
  return row;
}

export async function mentorCourse(db: Db, mentorId: string, title: string) {
  await db.insert(courses).values({ mentorId, title, description: '<p>x</p>', image: 'https://example.test/x.png' });
}

/** A mentor booking with this e-mail (lower-case, as the booking form stores it). */
export async function bookMentor(
  db: Db,
  mentorId: string,
  email: string,
  status: 'IN_PROGRESS' | 'PAUSED' | 'DONE' | null = null,
) {
  await db.insert(mentorBookings).values({
    mentorId,
    audience: 'adult',
    fullName: 'Booker',
    phone: '+2348000000000',
    email,
    type: 'Trial',
    course: 'Frontend',
    startDate: '2026-01-01',
    endDate: '2026-01-02',
    status,
    amountKobo: 0,
    accessTokenHash: 'h',
  });
}
