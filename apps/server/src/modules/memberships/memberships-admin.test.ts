import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_CHART_WEEKS } from '@eazy2con/shared/validation/admin-memberships';
import { addDays } from '@eazy2con/shared/zoned-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { adminTestPeople, type AdminTestPeople } from '../admin/test-helpers';
import { bookingWith, mentorWithHours, type CreatedBooking } from '../sessions/sessions.fixtures';
import { dayStart, lagosDay } from './membership-rules';
import { lastWeeks } from './memberships-admin.service';
import { MembershipsRepo } from './memberships.repo';

/**
 * The admins' memberships list and figures (issue 36), through the API on PGlite and PostgreSQL: a small world of
 * memberships in every status, renewals paid by "Mark paid" at chosen moments of the app's clock, and the figures
 * the server counts from them.
 */
let t: TestApp;
let people: AdminTestPeople;
let repo: MembershipsRepo;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const today = () => lagosDay(clock.now());
/** Moves the app's clock to `minutes` after Lagos midnight of `day`. */
const moveTo = (day: string, minutes: number) => {
  offsetMs = dayStart(day).getTime() + minutes * 60_000 - Date.now();
};

const ROW = `bookingId learnerName mentorName plan planOption status currentCycle nextRenewalOn nextCyclePaid
  nextCycleAmountKobo`;
const LIST = `query ($status: MembershipStatus, $limit: Int, $nextToken: String) {
  adminMemberships(status: $status, limit: $limit, nextToken: $nextToken) { nextToken items { ${ROW} } } }`;
const STATS = `{ adminMembershipStats { counts { status count } recurringPerCycleKobo monthlyRecurringRevenueKobo
  renewalsByWeek { weekStart isoWeek renewals amountKobo } } }`;
const MEMBERSHIP = `query ($bookingId: ID!, $token: String) { membership(bookingId: $bookingId, token: $token) {
  status nextRenewalOn } }`;
const PAUSE = `mutation ($bookingId: ID!, $token: String) { pauseMembership(bookingId: $bookingId, token: $token, days: 10) { status } }`;
const CANCEL = `mutation ($bookingId: ID!, $token: String) { cancelMembership(bookingId: $bookingId, token: $token) { status } }`;
const MARK_PAID = `mutation ($id: ID!, $reference: String!) { markTransferPaid(kind: MEMBERSHIP_CYCLE, id: $id, reference: $reference) }`;

interface Row {
  bookingId: string;
  learnerName: string;
  mentorName: string | null;
  plan: string;
  planOption: string;
  status: string;
  currentCycle: number;
  nextRenewalOn: string | null;
  nextCyclePaid: boolean | null;
  nextCycleAmountKobo: number | null;
}
interface ListAnswer {
  data?: { adminMemberships: { nextToken: string | null; items: Row[] } } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}
interface Stats {
  counts: { status: string; count: number }[];
  recurringPerCycleKobo: number;
  monthlyRecurringRevenueKobo: number;
  renewalsByWeek: { weekStart: string; isoWeek: string; renewals: number; amountKobo: number }[];
}

const asAdmin = <T>(doc: string, variables: Record<string, unknown> = {}) =>
  t.gql<T>(doc, variables, { cookie: people.admin.cookie, ip: nextIp() });
const list = async (variables: Record<string, unknown>) => (await asAdmin(LIST, variables)) as ListAnswer;
const ask = (doc: string, booking: CreatedBooking) =>
  t.gql(doc, { bookingId: booking.id, token: booking.accessToken }, { ip: nextIp() });

/** A paid plan booking made a membership the way the app makes one: the first time its page reads it. */
async function membership(opts: { type?: string; planOption?: string }) {
  const booking = await bookingWith(t, mentor.id, { paid: true, ...opts });
  const answer = await ask(MEMBERSHIP, booking);
  expect(answer.errors).toBeUndefined();
  const row = await repo.find(booking.id);
  if (!row) throw new Error('no membership made');
  return { booking, renewsOn: row.renewsOn };
}

/** Adds cycle `number` of `amountKobo` starting on `startsOn`, as the renewal job makes it. */
async function addCycle(
  booking: CreatedBooking,
  number: number,
  startsOn: string,
  amountKobo: number,
  planOption = booking.planOption,
) {
  return repo.addCycle({
    bookingId: booking.id,
    number,
    startsOn,
    endsOn: addDays(startsOn, 28),
    planOption,
    sessionsIncluded: 8,
    amountKobo,
    accessTokenHash: 'not-used-here',
  });
}

let references = 0;
/** The admin marks the cycle's transfer received with the app's clock at that moment: a settled payment. */
async function markPaid(cycleId: string) {
  const answer = await asAdmin(MARK_PAID, { id: cycleId, reference: `E2C-MEMBERSHIP-${++references}` });
  expect(answer.errors).toBeUndefined();
}

let mentor: { id: string; email: string };
const world = {} as Record<
  'active49' | 'renewed75' | 'grace299' | 'paused49' | 'ending49' | 'old75' | 'ended49',
  { booking: CreatedBooking; renewsOn: string }
>;
/** Mondays of the chart's weeks as the server will count them (the clock is back at the real time by then). */
let weeks: string[];

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_SCALE: '100' } });
  people = await adminTestPeople(t);
  repo = new MembershipsRepo(t.database.db);
  mentor = await mentorWithHours(t, { horizonDays: 70 });
  weeks = lastWeeks(today(), RENEWAL_CHART_WEEKS);

  // Made one after the other: the list shows them newest first.
  world.active49 = await membership({ planOption: '2-per-week' });
  world.renewed75 = await membership({ planOption: '3-per-week' });
  world.grace299 = await membership({ type: 'Premium', planOption: 'daily' });
  world.paused49 = await membership({ planOption: '2-per-week' });
  world.ending49 = await membership({ planOption: '2-per-week' });
  world.old75 = await membership({ planOption: '3-per-week' });
  world.ended49 = await membership({ planOption: '2-per-week' });

  // renewed75 renewed twice: cycle 2 (in force today) paid at 00:30 Lagos on the Monday two weeks back (still
  // Sunday in UTC: it counts in that Lagos week), cycle 3 paid ahead of its start, now.
  const second = await addCycle(world.renewed75.booking, 2, addDays(today(), -7), 7_500_000);
  const third = await addCycle(world.renewed75.booking, 3, addDays(today(), 21), 7_500_000);
  moveTo(weeks[RENEWAL_CHART_WEEKS - 3] ?? '', 30);
  await markPaid(second.id);
  offsetMs = 0;
  await markPaid(third.id);

  // old75 renewed 13 weeks ago (before the chart), and its next cycle, made, is not paid yet (a cheaper option).
  const oldSecond = await addCycle(world.old75.booking, 2, addDays(today(), -91), 7_500_000);
  moveTo(addDays(weeks[0] ?? '', -7), 12 * 60);
  await markPaid(oldSecond.id);
  offsetMs = 0;
  await addCycle(world.old75.booking, 3, addDays(today(), 7), 4_900_000, '2-per-week');

  await repo.update(world.grace299.booking.id, { status: 'IN_GRACE' });
  expect((await ask(PAUSE, world.paused49.booking)).errors).toBeUndefined();
  expect((await ask(CANCEL, world.ending49.booking)).errors).toBeUndefined();
  await repo.update(world.ended49.booking.id, { status: 'ENDED', endedAt: clock.now() });
});
afterAll(() => t.close());

describe('adminMemberships: the list, paged, filtered and sorted by the database', () => {
  it('pages every membership newest first, each exactly once', async () => {
    const ids: string[] = [];
    let nextToken: string | null = null;
    const sizes: number[] = [];
    do {
      const answer: ListAnswer = await list({ limit: 3, nextToken });
      expect(answer.errors).toBeUndefined();
      const page = answer.data?.adminMemberships;
      ids.push(...(page?.items.map((r) => r.bookingId) ?? []));
      sizes.push(page?.items.length ?? 0);
      nextToken = page?.nextToken ?? null;
    } while (nextToken);
    expect(sizes).toEqual([3, 3, 1]);
    const made = Object.values(world).map((m) => m.booking.id);
    expect(ids).toEqual([...made].reverse());
  });

  it('answers each row: names, plan and option, status, cycle, next renewal and the next cycle', async () => {
    const rows = new Map((await list({ limit: 20 })).data?.adminMemberships.items.map((r) => [r.bookingId, r]));
    expect(rows.get(world.active49.booking.id)).toEqual({
      bookingId: world.active49.booking.id,
      learnerName: 'Ada Obi',
      mentorName: 'Chidi Eze',
      plan: 'Personal Plan',
      planOption: '2 calls a week',
      status: 'ACTIVE',
      currentCycle: 1,
      nextRenewalOn: world.active49.renewsOn,
      nextCyclePaid: false,
      // Not made yet: the amount the plan record will give it.
      nextCycleAmountKobo: 4_900_000,
    });
    // Cycle 3 is paid ahead of its start: the learner is in cycle 2 and the next is paid.
    expect(rows.get(world.renewed75.booking.id)).toMatchObject({
      status: 'ACTIVE',
      currentCycle: 2,
      nextRenewalOn: addDays(today(), 21),
      nextCyclePaid: true,
      nextCycleAmountKobo: 7_500_000,
    });
    // The next cycle is made and unpaid: its own amount.
    expect(rows.get(world.old75.booking.id)).toMatchObject({
      currentCycle: 2,
      nextRenewalOn: addDays(today(), -63),
      nextCyclePaid: false,
      nextCycleAmountKobo: 4_900_000,
    });
    expect(rows.get(world.grace299.booking.id)).toMatchObject({
      plan: 'Premium Plan',
      planOption: '2 hours every weekday',
      status: 'IN_GRACE',
      nextCycleAmountKobo: 29_900_000,
    });
    expect(rows.get(world.paused49.booking.id)).toMatchObject({
      status: 'PAUSED',
      nextRenewalOn: addDays(world.paused49.renewsOn, 10),
      nextCyclePaid: false,
    });
    for (const ended of [world.ending49, world.ended49]) {
      expect(rows.get(ended.booking.id)).toMatchObject({
        nextRenewalOn: null,
        nextCyclePaid: null,
        nextCycleAmountKobo: null,
      });
    }
  });

  it('filters by status in the database, paging within it', async () => {
    const grace = await list({ status: 'IN_GRACE' });
    expect(grace.data?.adminMemberships.items.map((r) => r.bookingId)).toEqual([world.grace299.booking.id]);
    expect(grace.data?.adminMemberships.nextToken).toBeNull();
    const active = await list({ status: 'ACTIVE', limit: 2 });
    expect(active.data?.adminMemberships.items.map((r) => r.bookingId)).toEqual([
      world.old75.booking.id,
      world.renewed75.booking.id,
    ]);
    const rest = await list({ status: 'ACTIVE', limit: 2, nextToken: active.data?.adminMemberships.nextToken });
    expect(rest.data?.adminMemberships.items.map((r) => r.bookingId)).toEqual([world.active49.booking.id]);
    expect(rest.data?.adminMemberships.nextToken).toBeNull();
    const ending = await list({ status: 'ENDING' });
    expect(ending.data?.adminMemberships.items.map((r) => r.status)).toEqual(['ENDING']);
  });

  it('refuses anyone but an admin, and a next token it did not make', async () => {
    const code = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code;
    expect(code(await t.gql(LIST, {}, { ip: nextIp() }))).toBe('UNAUTHENTICATED');
    expect(code(await t.gql(LIST, {}, { cookie: people.user, ip: nextIp() }))).toBe('FORBIDDEN');
    expect(code(await t.gql(LIST, {}, { cookie: people.mentor, ip: nextIp() }))).toBe('FORBIDDEN');
    expect(code(await t.gql(STATS, {}, { cookie: people.user, ip: nextIp() }))).toBe('FORBIDDEN');
    const forged = await list({ nextToken: 'bm90IGEgdG9rZW4' });
    expect(code(forged)).toBe('BAD_USER_INPUT');
    expect(forged.errors?.[0]?.message).toBe('nextToken is not valid');
  });
});

describe('adminMembershipStats: the figures, counted by the database', () => {
  it('counts memberships by status, every status listed', async () => {
    const answer = await asAdmin<{ adminMembershipStats: Stats }>(STATS);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.adminMembershipStats.counts).toEqual([
      { status: 'ACTIVE', count: 3 },
      { status: 'IN_GRACE', count: 1 },
      { status: 'PAUSED', count: 1 },
      { status: 'ENDING', count: 1 },
      { status: 'ENDED', count: 1 },
    ]);
  });

  it('sums the current cycle of active and in-grace memberships, and makes it monthly (× 365 / 12 / 28)', async () => {
    const stats = (await asAdmin<{ adminMembershipStats: Stats }>(STATS)).data?.adminMembershipStats;
    // active49's first cycle, renewed75's cycle 3 (current once paid), old75's cycle 2, grace299's first cycle.
    const perCycle = 4_900_000 + 7_500_000 + 7_500_000 + 29_900_000;
    expect(stats?.recurringPerCycleKobo).toBe(perCycle);
    expect(stats?.monthlyRecurringRevenueKobo).toBe(Math.round((perCycle * 365) / 12 / 28));
  });

  it('counts the renewals paid in each of the last 12 ISO weeks (Lagos), with their amounts', async () => {
    const stats = (await asAdmin<{ adminMembershipStats: Stats }>(STATS)).data?.adminMembershipStats;
    const chart = stats?.renewalsByWeek ?? [];
    expect(chart.map((w) => w.weekStart)).toEqual(weeks);
    const twoWeeksBack = { renewals: 1, amountKobo: 7_500_000 };
    expect(chart.map((w) => ({ renewals: w.renewals, amountKobo: w.amountKobo }))).toEqual(
      weeks.map((_, i) =>
        i === RENEWAL_CHART_WEEKS - 3 || i === RENEWAL_CHART_WEEKS - 1 ? twoWeeksBack : { renewals: 0, amountKobo: 0 },
      ),
    );
    // An ISO week's name: the Thursday's year and week number.
    expect(chart.every((w) => /^\d{4}-W\d{2}$/.test(w.isoWeek))).toBe(true);
  });
});
