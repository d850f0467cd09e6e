import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { campRegistrations } from '../camp/camp.schema';
import { contactUs } from '../content/content.schema';
import { directoryMentor } from '../mentors/mentors.fixtures';
import { adminTestPeople, getExport, type AdminTestPeople } from './test-helpers';

let t: TestApp;
let people: AdminTestPeople;

const ROWS = 1000;
const base = Date.UTC(2026, 2, 1, 9, 0, 0);
const name = (i: number) => `Person ${String(i).padStart(4, '0')}`;
const email = (i: number) => `person${String(i).padStart(4, '0')}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
  people = await adminTestPeople(t);
  // 1,000 contact requests a minute apart (row i is the i-th oldest), and one with the LIKE wildcards in it.
  const rows = Array.from({ length: ROWS }, (_, k) => {
    const i = k + 1;
    return {
      fullName: name(i),
      email: email(i),
      message: 'Hello there, a question',
      createdAt: new Date(base + i * 60_000),
    };
  });
  for (let k = 0; k < rows.length; k += 250) await t.database.db.insert(contactUs).values(rows.slice(k, k + 250));
  await t.database.db.insert(contactUs).values({
    fullName: 'Wild Card',
    email: 'wild@example.com',
    message: '100% sure_thing',
    createdAt: new Date(base),
  });
});
afterAll(() => t.close());

interface ContactPage {
  listContactUss: { total: number; items: { fullName: string; email: string; createdAt: string }[] };
}
const LIST = `query ($list: AdminListInput) { listContactUss(list: $list) { total items { fullName email createdAt } } }`;
const list = async (input: Record<string, unknown>) => {
  const res = await t.gql<ContactPage>(LIST, { list: input }, { cookie: people.admin.cookie });
  return res;
};
const page = async (input: Record<string, unknown>) => {
  const res = await list(input);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.listContactUss;
};

describe('admin lists: paged, searched and sorted by the database', () => {
  it('answers 10 rows of 1,001, newest first, with the total', async () => {
    const first = await page({});
    expect(first.total).toBe(ROWS + 1);
    expect(first.items.map((r) => r.fullName)).toEqual(Array.from({ length: 10 }, (_, k) => name(ROWS - k)));
    // Offset 991 of 1,001: persons 9 down to 1, then the oldest row.
    const last = await page({ offset: ROWS - 9, limit: 10 });
    expect(last.items.map((r) => r.fullName)).toEqual([
      ...Array.from({ length: 9 }, (_, k) => name(9 - k)),
      'Wild Card',
    ]);
    expect(last.total).toBe(ROWS + 1);
  });

  it('sorts by an allowed column either way, and refuses any other', async () => {
    const asc = await page({ sortBy: 'fullName', sortDirection: 'ASC', limit: 3 });
    expect(asc.items.map((r) => r.fullName)).toEqual([name(1), name(2), name(3)]);
    const desc = await page({ sortBy: 'createdAt', sortDirection: 'ASC', limit: 2 });
    expect(desc.items.map((r) => r.fullName)).toEqual(['Wild Card', name(1)]);
    const bad = await list({ sortBy: 'message; drop table contact_us' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await list({ limit: 101 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('narrows the total with a case-insensitive search, per column too, and searches % and _ as themselves', async () => {
    const expected = Array.from({ length: ROWS }, (_, k) => k + 1).filter((i) => name(i).includes('012'));
    const found = await page({ search: '012', limit: 100 });
    expect(found.total).toBe(expected.length);
    expect(found.items.map((r) => r.fullName)).toEqual(expected.reverse().map(name));
    expect((await page({ search: 'PERSON 0999' })).total).toBe(1);
    expect(
      (
        await page({
          columns: [
            { column: 'email', value: 'person09' },
            { column: 'fullName', value: '5' },
          ],
        })
      ).total,
    ).toBe(19);
    expect((await list({ columns: [{ column: 'accessTokenHash', value: 'x' }] })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await page({ search: '%' })).total).toBe(1);
    expect((await page({ search: '_' })).total).toBe(1);
  });

  it('searches the created date as YYYY-MM-DD (Lagos day)', async () => {
    // base is 09:00 UTC (10:00 in Lagos, UTC+1) on 1 March: rows before Lagos midnight are on the 1st.
    const onFirst = Array.from({ length: ROWS }, (_, k) => k + 1).filter((i) =>
      new Date(base + i * 60_000 + 3600_000).toISOString().startsWith('2026-03-01'),
    );
    expect((await page({ search: '2026-03-01' })).total).toBe(onFirst.length + 1);
    expect((await page({ search: '2026-03-02' })).total).toBe(ROWS - onFirst.length);
  });

  it('exports the same rows as the list with that search and sort, as CSV with a BOM', async () => {
    const res = await getExport(t, 'contact-us.csv?search=012&sortBy=fullName&sortDirection=ASC', people.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Full Name,Email,Message,Created');
    const listed = await page({ search: '012', sortBy: 'fullName', sortDirection: 'ASC', limit: 100 });
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(listed.items.map((r) => r.email));
    expect(lines.length - 1).toBe(listed.total);
    const all = await getExport(t, 'contact-us.csv', people.admin.cookie);
    expect(all.body.trim().split(/\r?\n/)).toHaveLength(ROWS + 2);
    expect((await getExport(t, 'contact-us.csv?sortBy=nope', people.admin.cookie)).statusCode).toBe(400);
  });

  it('lists kids bookings and camp registrations as one list, paged and searched together', async () => {
    await t.database.db.insert(mentorBookings).values({
      audience: 'kids',
      fullName: 'Kid Parent',
      phone: '0803',
      email: 'kidparent@example.com',
      type: 'Kids Basic',
      course: 'Scratch',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      amountKobo: 100_000,
      accessTokenHash: 'h',
      paymentStatus: 'PAID',
    });
    await t.database.db.insert(campRegistrations).values({
      parentName: 'Camp Parent',
      parentEmail: 'campparent@example.com',
      parentPhone: '0804',
      noOfKids: 2,
      firstChildName: 'Ada',
      firstChildAge: '8',
      firstChildInterest: 'Robotics',
      parentConsentAt: new Date(),
      amountKobo: 200_000,
      accessTokenHash: 'h',
      transferOption: true,
    });
    const KIDS = `query ($list: AdminListInput) { listBookKidmentors(list: $list) { total items { kind parentName noOfKids paid transferOption } } }`;
    const all = await t.gql<{
      listBookKidmentors: { total: number; items: { kind: string; parentName: string; paid: boolean }[] };
    }>(KIDS, { list: { sortBy: 'parentName', sortDirection: 'ASC' } }, { cookie: people.admin.cookie });
    expect(all.data?.listBookKidmentors).toEqual({
      total: 2,
      items: [
        { kind: 'CAMP', parentName: 'Camp Parent', noOfKids: 2, paid: false, transferOption: true },
        { kind: 'KID_MENTOR', parentName: 'Kid Parent', noOfKids: 1, paid: true, transferOption: false },
      ],
    });
    const searched = await t.gql<{ listBookKidmentors: { total: number } }>(
      KIDS,
      { list: { search: 'robot' } },
      { cookie: people.admin.cookie },
    );
    expect(searched.data?.listBookKidmentors.total).toBe(1);
  });

  it('finds mentor applications by a country name though only the code is stored, and by e-mail or experience', async () => {
    const ghana = await directoryMentor(t.database.db, {
      firstname: 'Kofi',
      country: 'GH',
      status: 'REVIEW',
      isActive: false,
    });
    const MENTORS = `query ($list: AdminListInput) { listMentorApplications(list: $list) { total items { id } } }`;
    const ids = async (search: string) =>
      (
        await t.gql<{ listMentorApplications: { items: { id: string }[] } }>(
          MENTORS,
          { list: { search, limit: 100 } },
          { cookie: people.admin.cookie },
        )
      ).data?.listMentorApplications.items.map((m) => m.id) ?? [];
    expect(await ids('ghana')).toEqual([ghana.id]);
    expect(await ids(ghana.email.toUpperCase())).toEqual([ghana.id]);
    expect(await ids('nigeria')).not.toContain(ghana.id);
  });
});
