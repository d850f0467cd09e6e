import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENTOR_COURSE_MESSAGES as M } from '@eazy2con/shared/validation/mentor-course';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mentorSession } from '../accounts/test-helpers';
import { uploads } from '../files/files.schema';
import { bookCourses, courses } from './courses.schema';
import { acceptedMentor, MP4_HEAD, multipartBody, PNG, postUpload } from '../files/test-helpers';

const FIELDS = 'id title description image video mentorId';
const CREATE = `mutation ($input: MentorCourseInput!) { createCourse(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: MentorCourseInput!) { updateCourse(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteCourse(id: $id) }`;
const EDITABLE = `query ($id: ID!) { editableCourse(id: $id) { id title imageKey videoKey } }`;
const EDITABLE_OUTLINE = `query ($id: ID!) { editableCourse(id: $id) { topics durationHours } }`;
const PUBLIC = `query ($id: ID!) { getCourse(id: $id) { topics duration } }`;

interface Course {
  id: string;
  title: string;
  description: string;
  image: string;
  video: string | null;
  mentorId: string;
}

let t: TestApp;
let dataDir: string;
let owner: { cookie: string; mentorId: string };
let other: { cookie: string; mentorId: string };

async function upload(
  cookie: string,
  purpose: string,
  content = purpose === 'course-video' ? MP4_HEAD : PNG,
): Promise<string> {
  const name = purpose === 'course-video' ? 'intro.mp4' : 'cover.png';
  const res = await postUpload(t, multipartBody({ purpose, file: { name, content } }), { cookie });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json<{ key: string }>().key;
}

const fileStatus = async (key: string) =>
  (await t.app.http.inject({ method: 'GET', url: `/api/files/${key}` })).statusCode;

async function create(cookie: string, input: Record<string, unknown>) {
  return t.gql<{ createCourse: Course }>(CREATE, { input }, { cookie });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'course-editing-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  owner = await acceptedMentor(t, 'course.owner@example.com');
  other = await acceptedMentor(t, 'course.other@example.com');
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createCourse', () => {
  it('creates a course of the signed-in mentor with its uploaded image and video, the description sanitised', async () => {
    const imageKey = await upload(owner.cookie, 'course-image');
    const videoKey = await upload(owner.cookie, 'course-video');
    const res = await create(owner.cookie, {
      title: '  React from zero ',
      description: '<p>Hooks <strong>and</strong> state</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      imageKey,
      videoKey,
    });
    expect(res.errors).toBeUndefined();
    const course = res.data?.createCourse;
    expect(course).toMatchObject({
      title: 'React from zero',
      description: '<p>Hooks <strong>and</strong> state</p>',
      image: `/api/files/${imageKey}`,
      video: `/api/files/${videoKey}`,
      mentorId: owner.mentorId,
    });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, imageKey));
    expect(row?.attachedAt).toBeInstanceOf(Date);
  });

  it("gives the spec's messages, and stores nothing", async () => {
    const res = await create(owner.cookie, { title: ' ', description: '<p><br></p>' });
    expect(res.errors?.[0]?.extensions?.fields).toEqual({
      title: M.title,
      description: M.description,
      imageKey: M.image,
    });
  });

  it("refuses another mentor's upload, and an image sent as the video", async () => {
    const theirs = await upload(other.cookie, 'course-image');
    const stolen = await create(owner.cookie, { title: 'Mine', description: '<p>x</p>', imageKey: theirs });
    expect(stolen.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const image = await upload(owner.cookie, 'course-image');
    const mixedUp = await create(owner.cookie, {
      title: 'Mine',
      description: '<p>x</p>',
      imageKey: image,
      videoKey: image,
    });
    expect(mixedUp.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a visitor and a signed-in mentor still in review', async () => {
    expect((await create('', { title: 'x' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const applicant = await mentorSession(t, 'course.applicant@example.com');
    expect((await create(applicant.cookie, { title: 'x' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('updateCourse and deleteCourse', () => {
  it('replace the image (the old file is deleted) and remove the video, for the owner only', async () => {
    const first = await upload(owner.cookie, 'course-image');
    const video = await upload(owner.cookie, 'course-video');
    const made = await create(owner.cookie, {
      title: 'Node',
      description: '<p>Streams</p>',
      imageKey: first,
      videoKey: video,
    });
    const id = made.data?.createCourse.id ?? '';

    const theirs = await t.gql(
      UPDATE,
      { id, input: { title: 'Taken', description: '<p>x</p>', imageKey: first } },
      { cookie: other.cookie },
    );
    expect(theirs.errors?.[0]).toMatchObject({ message: M.unauthorized, extensions: { code: 'FORBIDDEN' } });
    const peek = await t.gql(EDITABLE, { id }, { cookie: other.cookie });
    expect(peek.errors?.[0]?.message).toBe(M.unauthorized);

    const second = await upload(owner.cookie, 'course-image');
    const res = await t.gql<{ updateCourse: Course }>(
      UPDATE,
      { id, input: { title: 'Node, again', description: '<p>Streams</p>', imageKey: second, videoKey: null } },
      { cookie: owner.cookie },
    );
    expect(res.data?.updateCourse).toMatchObject({ title: 'Node, again', image: `/api/files/${second}`, video: null });
    expect(await fileStatus(first)).toBe(404);
    expect(await fileStatus(video)).toBe(404);
    expect(await fileStatus(second)).toBe(200);

    const editable = await t.gql(EDITABLE, { id }, { cookie: owner.cookie });
    expect(editable.data).toEqual({ editableCourse: { id, title: 'Node, again', imageKey: second, videoKey: null } });

    expect((await t.gql(DELETE, { id }, { cookie: other.cookie })).errors?.[0]?.message).toBe(M.unauthorized);
    expect((await t.gql(DELETE, { id }, { cookie: owner.cookie })).data).toEqual({ deleteCourse: id });
    expect(await fileStatus(second)).toBe(404);
    const gone = await t.gql(EDITABLE, { id }, { cookie: owner.cookie });
    expect(gone.errors?.[0]).toMatchObject({ message: M.notFound, extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses to delete a course learners booked (CONFLICT), keeping the course, its image and the booking', async () => {
    const imageKey = await upload(owner.cookie, 'course-image');
    const made = await create(owner.cookie, { title: 'Booked', description: '<p>Taken</p>', imageKey });
    const id = made.data?.createCourse.id ?? '';
    await t.database.db.insert(bookCourses).values({
      courseId: id,
      menteeName: 'Learner',
      phone: '08030000000',
      email: 'learner@example.com',
      confirmTokenHash: 'booked-course',
      confirmExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const refused = await t.gql(DELETE, { id }, { cookie: owner.cookie });
    expect(refused.errors?.[0]).toMatchObject({ message: M.hasBookings, extensions: { code: 'CONFLICT' } });
    expect((await t.gql(EDITABLE, { id }, { cookie: owner.cookie })).data).toMatchObject({ editableCourse: { id } });
    expect(await fileStatus(imageKey)).toBe(200);
    expect(await t.database.db.select().from(bookCourses).where(eq(bookCourses.courseId, id))).toHaveLength(1);
  });

  it("answers 'Course does not exist' for an unknown or malformed id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.gql(EDITABLE, { id }, { cookie: owner.cookie });
      expect(res.errors?.[0]?.message).toBe(M.notFound);
    }
  });
});

describe('topics and duration', () => {
  const courseCount = async () =>
    (await t.database.db.select({ id: courses.id }).from(courses).where(eq(courses.mentorId, owner.mentorId))).length;

  it('are stored on create and shown publicly, prefill the edit form, and are cleared by an edit without them', async () => {
    const imageKey = await upload(owner.cookie, 'course-image');
    const made = await create(owner.cookie, {
      title: 'TypeScript',
      description: '<p>Types</p>',
      imageKey,
      topics: [' Generics ', 'Narrowing', '', 'generics'],
      durationHours: 12,
    });
    expect(made.errors).toBeUndefined();
    const id = made.data?.createCourse.id ?? '';
    const outline = { topics: ['Generics', 'Narrowing'] };
    expect((await t.gql(PUBLIC, { id })).data).toEqual({ getCourse: { ...outline, duration: 12 } });
    const editable = await t.gql(EDITABLE_OUTLINE, { id }, { cookie: owner.cookie });
    expect(editable.data).toEqual({ editableCourse: { ...outline, durationHours: 12 } });

    const cleared = await t.gql(
      UPDATE,
      { id, input: { title: 'TypeScript', description: '<p>Types</p>', imageKey, topics: [], durationHours: null } },
      { cookie: owner.cookie },
    );
    expect(cleared.errors).toBeUndefined();
    expect((await t.gql(PUBLIC, { id })).data).toEqual({ getCourse: { topics: [], duration: 0 } });
  });

  it("refuses too many topics, a long one, or hours out of range with the schema's message, storing nothing", async () => {
    const imageKey = await upload(owner.cookie, 'course-image');
    const valid = { title: 'Go', description: '<p>Channels</p>', imageKey };
    const before = await courseCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ topics: Array.from({ length: 41 }, (_, i) => `Topic ${i}`) }, { topics: M.topicsCount }],
      [{ topics: ['x'.repeat(121)] }, { topics: M.topicLength }],
      [{ durationHours: 501 }, { durationHours: M.durationHours }],
      [{ durationHours: -1 }, { durationHours: M.durationHours }],
    ];
    for (const [extra, fields] of cases) {
      const res = await create(owner.cookie, { ...valid, ...extra });
      expect(res.errors?.[0]).toMatchObject({
        message: Object.values(fields)[0],
        extensions: { code: 'BAD_USER_INPUT', fields },
      });
    }
    expect(await courseCount()).toBe(before);

    const made = await create(owner.cookie, { ...valid, topics: ['Goroutines'], durationHours: 3 });
    const id = made.data?.createCourse.id ?? '';
    const refused = await t.gql(UPDATE, { id, input: { ...valid, durationHours: 900 } }, { cookie: owner.cookie });
    expect(refused.errors?.[0]?.message).toBe(M.durationHours);
    expect((await t.gql(PUBLIC, { id })).data).toEqual({ getCourse: { topics: ['Goroutines'], duration: 3 } });
  });
});
