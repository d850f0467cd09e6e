import type { Db } from '../../db/client';
import { courses } from '../courses/courses.schema';
import { mentors } from '../mentors/mentors.schema';

/** Test data for the course API tests: mentors in a given status, and courses with known timestamps. */

type MentorStatus = (typeof mentors.$inferInsert)['status'];

export async function createMentor(
  db: Db,
  overrides: { firstname?: string; lastname?: string; status?: MentorStatus } = {},
) {
  const [row] = await db
    .insert(mentors)
    .values({
      firstname: overrides.firstname ?? 'Test',
      lastname: overrides.lastname ?? 'Mentor',
      email: `mentor-${crypto.randomUUID()}@example.test`,
      phone: '+2348000000000',
      country: 'NG',
      specialization: 'Frontend',
      yrsOfexperience: '3 - 5yrs',
      status: overrides.status ?? 'ACCEPTED',
    })
    .returning();
  if (!row) throw new Error('mentor not created');
  return row;
}

export interface CourseFixture {
  title?: string;
  language?: string;
  description?: string;
  topics?: string[];
  durationHours?: number;
  createdAt?: Date;
}

export async function createCourse(db: Db, mentorId: string, fixture: CourseFixture = {}) {
  const [row] = await db
    .insert(courses)
    .values({
      mentorId,
      title: fixture.title ?? 'A course',
      language: fixture.language ?? 'Javascript',
      description: fixture.description ?? '<p>About the course</p>',
      image: '/images/courses/web-development.webp',
      topics: fixture.topics ?? ['One', 'Two'],
      durationHours: fixture.durationHours ?? 10,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('course not created');
  return row;
}
