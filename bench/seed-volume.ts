import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { mentors } from '../apps/server/src/modules/mentors/mentors.schema';
import { bookCourses, courses } from '../apps/server/src/modules/courses/courses.schema';

/** The volume the bench runs on: a busy year of the marketplace. */
export const VOLUME = { mentors: 1_000, courses: 5_000, bookings: 100_000 } as const;

const SPECIALIZATIONS = [
  'Web Development',
  'Data Science',
  'UI/UX Design',
  'Cloud Computing',
  'Cyber Security',
  'Mobile Development',
];
const LANGUAGES = ['JavaScript', 'Python', 'Figma', 'AWS', 'Kali Linux', 'Kotlin'];
const FIRST = ['Ada', 'Chinedu', 'Funmi', 'Ibrahim', 'Kemi', 'Tunde', 'Ngozi', 'Emeka', 'Zainab', 'Bola'];
const LAST = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Musa', 'Obi', 'Balogun', 'Nwosu', 'Lawal', 'Okonkwo'];
const ROWS_PER_INSERT = 1_000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/**
 * Adds VOLUME accepted mentors, their courses and bookings into the product's own tables, with multi-row INSERTs.
 * The courses are the newest (a millisecond apart), so the first page of listCourses is bench courses with bookings.
 * Deterministic apart from the ids.
 */
export async function seedVolume(db: Db): Promise<{ mentorIds: string[]; courseIds: string[] }> {
  const now = Date.now();
  const mentorRows = Array.from({ length: VOLUME.mentors }, (_, i) => ({
    id: randomUUID(),
    status: 'ACCEPTED' as const,
    isActive: true,
    firstname: FIRST[i % FIRST.length]!,
    lastname: `${LAST[Math.floor(i / FIRST.length) % LAST.length]!}-${i}`,
    email: `bench-mentor-${i}@eazy2con.test`,
    phone: `+23480${String(10_000_000 + i)}`,
    country: 'NG',
    specialization: SPECIALIZATIONS[i % SPECIALIZATIONS.length]!,
    yrsOfexperience: String(2 + (i % 12)),
    bio: `<p>Mentor number ${i}: ${'years of shipping software for clients across Africa. '.repeat(4)}</p>`,
    imageUrl: '/images/default-mentor.svg',
    createdAt: new Date(now - (VOLUME.mentors - i) * 60_000 - 86_400_000),
  }));
  await insertInBatches(mentorRows, (batch) => db.insert(mentors).values(batch));

  const courseRows = Array.from({ length: VOLUME.courses }, (_, i) => ({
    id: randomUUID(),
    mentorId: mentorRows[i % VOLUME.mentors]!.id,
    title: `${SPECIALIZATIONS[i % SPECIALIZATIONS.length]!} course ${i}`,
    description: `<p>${'Hands-on lessons with a mentor, projects reviewed every week. '.repeat(6)}</p>`,
    image: '/images/courses/web-development.webp',
    language: LANGUAGES[i % LANGUAGES.length]!,
    topics: ['Foundations', 'Tools', 'A first project', 'Review', 'A portfolio piece'],
    durationHours: 8 + (i % 40),
    createdAt: new Date(now + i),
  }));
  await insertInBatches(courseRows, (batch) => db.insert(courses).values(batch));

  const bookingRows = Array.from({ length: VOLUME.bookings }, (_, i) => ({
    courseId: courseRows[(i * 7919) % VOLUME.courses]!.id,
    menteeName: `Learner ${i}`,
    phone: `+23481${String(10_000_000 + i)}`,
    email: `learner-${i % 40_000}@eazy2con.test`,
    // Confirmed, as a real learner's booking is once they open the mailed link: only those count as students.
    confirmedAt: new Date(now),
  }));
  await insertInBatches(bookingRows, (batch) => db.insert(bookCourses).values(batch));

  // Fresh statistics after a bulk load, as autovacuum would make them, so the planner sees the real sizes.
  await db.execute(sql.raw('analyze'));
  return { mentorIds: mentorRows.map((m) => m.id), courseIds: courseRows.map((c) => c.id) };
}
