import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inArray } from 'drizzle-orm';
import { countryOptions } from '@eazy2con/shared/countries';
import { bookMentor, directoryMentor, mentorCourse } from './mentors.fixtures';
import { mentorReviews } from './mentor-reviews.schema';

let t: TestApp;
// A token no seeded mentor carries, so each search sees only this file's mentors.
const TAG = 'Zxq';
const ids: Record<string, string> = {};

const LIST = `query ($filter: MentorFilterInput, $limit: Int, $nextToken: String) {
  listMentors(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id firstname rating reviewCount } nextToken }
}`;
type ListResult = {
  listMentors: {
    items: { id: string; firstname: string; rating: number | null; reviewCount: number }[];
    nextToken: string | null;
  };
};
const list = async (filter: Record<string, string>, limit?: number, nextToken?: string | null) => {
  const res = await t.gql<ListResult>(LIST, { filter, limit, nextToken });
  expect(res.errors).toBeUndefined();
  return res.data?.listMentors ?? { items: [], nextToken: null };
};
const names = (page: { items: { firstname: string }[] }) => page.items.map((m) => m.firstname);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
  ids.ada = (
    await directoryMentor(db, { firstname: `${TAG}Ada`, country: 'NG', specialization: 'Frontend', createdAt: at(1) })
  ).id;
  ids.kofi = (
    await directoryMentor(db, { firstname: `${TAG}Kofi`, country: 'GH', specialization: 'Backend', createdAt: at(2) })
  ).id;
  ids.bola = (
    await directoryMentor(db, { firstname: `${TAG}Bola`, country: 'NG', specialization: 'DevOps', createdAt: at(3) })
  ).id;
  await directoryMentor(db, { firstname: `${TAG}Review`, status: 'REVIEW', createdAt: at(4) });
  await directoryMentor(db, { firstname: `${TAG}Declined`, status: 'DECLINED', createdAt: at(5) });
  await directoryMentor(db, { firstname: `${TAG}Inactive`, isActive: false, createdAt: at(6) });
  // Accepted and active, but not a profile a learner can pick (issue 20): no bio; the back office's admin record.
  await directoryMentor(db, { firstname: `${TAG}NoBio`, bio: '', createdAt: at(7) });
  ids.admin = (
    await directoryMentor(db, {
      firstname: `${TAG}Admin`,
      specialization: 'Not Specified',
      bio: '',
      isAdmin: true,
      createdAt: at(8),
    })
  ).id;
  await mentorCourse(db, ids.kofi, `Kubernetes for ${TAG}Learners`);
});
afterAll(() => t.close());

describe('listMentors', () => {
  it('lists only accepted and active mentors with a complete profile, newest first', async () => {
    expect(names(await list({ q: TAG }))).toEqual([`${TAG}Bola`, `${TAG}Kofi`, `${TAG}Ada`]);
    expect(names(await list({}, 100))).not.toContain(`${TAG}Admin`); // the directory as it opens, too
  });

  it("has no public, bookable profile for the back office's admin record", async () => {
    const res = await t.gql<{ getMentor: { id: string } | null }>('query ($id: ID!) { getMentor(id: $id) { id } }', {
      id: ids.admin,
    });
    expect(res.data?.getMentor ?? null).toBeNull();
  });

  it("shows each card's review figures, from its visible reviews only, as the mentor's profile does", async () => {
    const review = (mentorId: string, stars: number, hidden = false) => ({
      mentorId,
      stars,
      name: 'Reader',
      message: 'Clear and patient.',
      email: `reader${Math.random()}@example.com`,
      hiddenAt: hidden ? new Date() : null,
    });
    await t.database.db
      .insert(mentorReviews)
      .values([
        review(ids.kofi!, 5),
        review(ids.kofi!, 4),
        review(ids.kofi!, 4),
        review(ids.kofi!, 1, true),
        review(ids.ada!, 3, true),
      ]);
    const expected = { [ids.bola!]: [null, 0], [ids.kofi!]: [4.3, 3], [ids.ada!]: [null, 0] };
    // The directory as it opens (a prepared statement) and searched (a query built per request).
    for (const page of [await list({}), await list({ q: TAG })]) {
      const figures = Object.fromEntries(page.items.map((m) => [m.id, [m.rating, m.reviewCount]]));
      expect(figures).toMatchObject(expected);
    }
    const profile = await t.gql<{
      getMentor: { rating: number | null; reviewCount: number; ratingBreakdown: number[] };
    }>(`query ($id: ID!) { getMentor(id: $id) { rating reviewCount ratingBreakdown } }`, { id: ids.kofi });
    expect(profile.data?.getMentor).toEqual({ rating: 4.3, reviewCount: 3, ratingBreakdown: [0, 0, 0, 2, 1] });
    await t.database.db.delete(mentorReviews).where(inArray(mentorReviews.mentorId, [ids.kofi!, ids.ada!]));
  });

  it('searches case-insensitively over specialization, country code and name, and course titles', async () => {
    expect(names(await list({ q: `${TAG}ad`.toUpperCase() }))).toEqual([`${TAG}Ada`]);
    expect(names(await list({ q: 'kubernetes for zxq' }))).toEqual([`${TAG}Kofi`]);
    const ghana = names(await list({ q: 'ghana' }));
    expect(ghana).toContain(`${TAG}Kofi`);
    expect(ghana).not.toContain(`${TAG}Ada`);
    expect(names(await list({ q: 'devops' }))).toContain(`${TAG}Bola`);
  });

  it('filters by specialization and country', async () => {
    expect(names(await list({ q: TAG, country: 'ng' }))).toEqual([`${TAG}Bola`, `${TAG}Ada`]);
    expect(names(await list({ q: TAG, specialization: 'backend' }))).toEqual([`${TAG}Kofi`]);
  });

  it('pages with nextToken', async () => {
    const first = await list({ q: TAG }, 2);
    expect(names(first)).toEqual([`${TAG}Bola`, `${TAG}Kofi`]);
    const second = await list({ q: TAG }, 2, first.nextToken);
    expect(names(second)).toEqual([`${TAG}Ada`]);
    expect(second.nextToken).toBeNull();
  });

  it('refuses a crafted token', async () => {
    const res = await t.gql(LIST, { filter: {}, nextToken: 'nope' });
    expect(res.errors?.[0]?.message).toBe('nextToken is not valid');
  });
});

describe('mentorCountries', () => {
  const countries = async () => {
    const res = await t.gql<{ mentorCountries: string[] }>('{ mentorCountries }');
    expect(res.errors).toBeUndefined();
    return res.data?.mentorCountries ?? [];
  };

  it("names the countries of the directory's mentors only, each once, in the order of the countries' names", async () => {
    const before = await countries();
    // Countries no other mentor of this file or the seed lives in.
    expect(before).not.toContain('IS');
    expect(before).not.toContain('FJ');
    expect(before).not.toContain('MT');
    const db = t.database.db;
    await directoryMentor(db, { firstname: `${TAG}Iceland`, country: 'IS' });
    await directoryMentor(db, { firstname: `${TAG}Iceland2`, country: 'IS' });
    await directoryMentor(db, { firstname: `${TAG}Fiji`, country: 'FJ', status: 'REVIEW' });
    await directoryMentor(db, { firstname: `${TAG}Malta`, country: 'MT', isActive: false });
    const after = await countries();
    expect(after).toEqual(expect.arrayContaining(['NG', 'GH', 'IS']));
    expect(after.filter((code) => code === 'IS')).toHaveLength(1);
    expect(after).not.toContain('FJ');
    expect(after).not.toContain('MT');
    const names = after.map((code) => countryOptions.find((option) => option.code === code)?.name ?? '');
    expect(names).toEqual(countryOptions.map((o) => o.name).filter((name) => names.includes(name)));
  });
});

describe('Mentor counters', () => {
  it('counts distinct booking e-mails as students, Done bookings as classes, and courses', async () => {
    const db = t.database.db;
    const mentor = await directoryMentor(db, { firstname: 'Counted' });
    await bookMentor(db, mentor.id, 'one@example.com', 'DONE');
    await bookMentor(db, mentor.id, 'one@example.com', 'DONE');
    await bookMentor(db, mentor.id, 'two@example.com', 'IN_PROGRESS');
    await bookMentor(db, mentor.id, 'three@example.com');
    await mentorCourse(db, mentor.id, 'A');
    const res = await t.gql<{ getMentor: Record<string, unknown> }>(
      `query ($id: ID!) { getMentor(id: $id) { students classes courseCount rating reviewCount ratingBreakdown } }`,
      { id: mentor.id },
    );
    expect(res.data?.getMentor).toEqual({
      students: 3,
      classes: 2,
      courseCount: 1,
      rating: null,
      reviewCount: 0,
      ratingBreakdown: [0, 0, 0, 0, 0],
    });
  });

  it('does not expose the e-mail', async () => {
    const res = await t.gql<{ getMentor: { email: string | null } }>(
      `query ($id: ID!) { getMentor(id: $id) { email } }`,
      { id: ids.ada },
    );
    expect(res.data?.getMentor.email).toBeNull();
  });
});
