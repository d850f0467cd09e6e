import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { createCourse, createMentor } from './courses.fixtures';
import { BOOK, bookConfirmed } from './test-helpers';

let t: TestApp;
let cookie: string;
const titles: Record<string, string> = {};

const MY = `query ($filter: MyCourseFilterInput, $limit: Int, $nextToken: String) {
  myCourses(filter: $filter, limit: $limit, nextToken: $nextToken) { items { course { title language } } nextToken } }`;
type R = { myCourses: { items: { course: { title: string; language: string } }[]; nextToken: string | null } };
const titlesOf = (res: { data?: R | null }) => res.data?.myCourses.items.map((i) => i.course.title);

const book = (courseId: string, email: string) => bookConfirmed(t, courseId, email);

beforeAll(async () => {
  t = await createTestApp();
  const mentor = await createMentor(t.database.db);
  const base = Date.UTC(2025, 0, 1);
  const specs = [
    ['React Basics', 'React', ['JSX', 'Hooks', 'Routing']],
    ['Python for Data', 'Python Fundamentals', ['Pandas']],
    ['Design Systems', 'UI UX Design', []],
    ['Not booked', 'React', ['JSX']],
    ['Booked by someone else', 'React', ['JSX']],
  ] as const;
  for (const [i, [title, language, topics]] of specs.entries()) {
    const createdAt = new Date(base + i * 1000);
    titles[title] = (
      await createCourse(t.database.db, mentor.id, { title, language, topics: [...topics], createdAt })
    ).id;
  }
  for (const title of ['React Basics', 'Python for Data', 'Design Systems'])
    await book(titles[title] ?? '', 'Learner@Example.com');
  await book(titles['React Basics'] ?? '', 'learner@example.com'); // a second booking of the same course
  await book(titles['Not booked'] ?? '', 'someone.else@example.com');
  // Someone typed the learner's address at checkout and nobody followed the mailed link: it must not count.
  await t.gql(BOOK, {
    input: { courseId: titles['Booked by someone else'], email: 'learner@example.com', phone: '08030001111' },
  });
  cookie = await signUpConfirmed(t, 'learner@example.com');
});
afterAll(() => t.close());

describe('myCourses', () => {
  it('needs a signed-in account', async () => {
    const res = await t.gql(MY);
    expect(res.errors?.[0]).toMatchObject({
      message: 'You are not currently logged in, please login',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it("lists the courses booked with the account's e-mail and confirmed, each once", async () => {
    const res = await t.gql<R>(MY, {}, { cookie });
    expect(res.errors).toBeUndefined();
    expect(titlesOf(res)).toEqual(['Design Systems', 'Python for Data', 'React Basics']);
  });

  it('searches the language case-insensitively; an empty term shows all', async () => {
    const res = await t.gql<R>(MY, { filter: { language: 'PYTHON' } }, { cookie });
    expect(titlesOf(res)).toEqual(['Python for Data']);
    const byTitle = await t.gql<R>(MY, { filter: { language: 'Basics' } }, { cookie });
    expect(byTitle.data?.myCourses.items).toEqual([]);
    const empty = await t.gql<R>(MY, { filter: { language: '  ' } }, { cookie });
    expect(empty.data?.myCourses.items).toHaveLength(3);
  });

  it('pages', async () => {
    const first = await t.gql<R>(MY, { limit: 2 }, { cookie });
    expect(first.data?.myCourses.items).toHaveLength(2);
    const second = await t.gql<R>(MY, { limit: 2, nextToken: first.data?.myCourses.nextToken }, { cookie });
    expect(titlesOf(second)).toEqual(['React Basics']);
    expect(second.data?.myCourses.nextToken).toBeNull();
  });
});

describe('setCourseTopicDone', () => {
  const SET = `mutation ($courseId: ID!, $topic: String!, $done: Boolean!) {
    setCourseTopicDone(courseId: $courseId, topic: $topic, done: $done) { completedTopics progress course { title } } }`;
  type S = { setCourseTopicDone: { completedTopics: string[]; progress: number } };
  const react = () => titles['React Basics'] ?? '';

  it('starts at 0 and reaches 100 only when every topic is finished', async () => {
    const PROGRESS = `{ myCourses { items { course { title } completedTopics progress } } }`;
    type P = { myCourses: { items: { course: { title: string }; completedTopics: string[]; progress: number }[] } };
    const before = await t.gql<P>(PROGRESS, {}, { cookie });
    expect(before.data?.myCourses.items.map((i) => i.progress)).toEqual([0, 0, 0]);

    const one = await t.gql<S>(SET, { courseId: react(), topic: 'JSX', done: true }, { cookie });
    expect(one.errors).toBeUndefined();
    expect(one.data?.setCourseTopicDone).toMatchObject({ completedTopics: ['JSX'], progress: 33 });
    await t.gql<S>(SET, { courseId: react(), topic: 'JSX', done: true }, { cookie }); // a repeat changes nothing
    await t.gql<S>(SET, { courseId: react(), topic: 'Hooks', done: true }, { cookie });
    const all = await t.gql<S>(SET, { courseId: react(), topic: 'Routing', done: true }, { cookie });
    expect(all.data?.setCourseTopicDone).toMatchObject({ completedTopics: ['JSX', 'Hooks', 'Routing'], progress: 100 });
    const undone = await t.gql<S>(SET, { courseId: react(), topic: 'Hooks', done: false }, { cookie });
    expect(undone.data?.setCourseTopicDone).toMatchObject({ completedTopics: ['JSX', 'Routing'], progress: 66 });

    const after = await t.gql<P>(PROGRESS, {}, { cookie });
    const reactRow = after.data?.myCourses.items.find((i) => i.course.title === 'React Basics');
    expect(reactRow).toMatchObject({ completedTopics: ['JSX', 'Routing'], progress: 66 });
  });

  it('refuses visitors, courses not booked by the learner and topics not in the course', async () => {
    const visitor = await t.gql(SET, { courseId: react(), topic: 'JSX', done: true });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const notBooked = await t.gql(SET, { courseId: titles['Not booked'], topic: 'JSX', done: true }, { cookie });
    expect(notBooked.errors?.[0]).toMatchObject({
      message: 'You have not booked this course',
      extensions: { code: 'FORBIDDEN' },
    });
    const unconfirmed = await t.gql(
      SET,
      { courseId: titles['Booked by someone else'], topic: 'JSX', done: true },
      { cookie },
    );
    expect(unconfirmed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknownTopic = await t.gql(SET, { courseId: react(), topic: 'Redux', done: true }, { cookie });
    expect(unknownTopic.errors?.[0]?.message).toBe('This topic is not part of the course');
    const blank = await t.gql(SET, { courseId: react(), topic: '  ', done: true }, { cookie });
    expect(blank.errors?.[0]?.message).toBe('Topic is required');
  });
});
