import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { register, validBootcamp } from '../bootcamp/test-helpers';
import { bookMentor, registerCamp, type TestBooking } from '../payments/payments.fixtures';
import { adminTestPeople, type AdminTestPeople } from './test-helpers';

// Issue 20 §3 follow-up: a booking the booker cancelled reads as cancelled in the admin lists, not as a live one.
const CANCEL = `mutation ($kind: PayableBookingKind!, $bookingId: ID!, $token: String!) {
  cancelBooking(kind: $kind, bookingId: $bookingId, token: $token) { cancelledAt }
}`;
const LISTS = `query ($list: AdminListInput) {
  listBookAmentors(list: $list) { items { id cancelledAt } }
  listBookKidmentors(list: $list) { items { id kind cancelledAt } }
  listBootcamps(list: $list) { items { id cancelledAt } }
}`;
type Item = { id: string; cancelledAt: string | null };
interface Lists {
  listBookAmentors: { items: Item[] };
  listBookKidmentors: { items: (Item & { kind: string })[] };
  listBootcamps: { items: Item[] };
}

let t: TestApp;
let people: AdminTestPeople;
beforeAll(async () => {
  t = await createTestApp({ env: { BOOTCAMP_OPEN: '1', BOOTCAMP_START_DATE: '2030-03-04' } });
  people = await adminTestPeople(t);
});
afterAll(() => t.close());

async function cancel(kind: string, booking: TestBooking): Promise<string> {
  const res = await t.gql<{ cancelBooking: { cancelledAt: string } }>(
    CANCEL,
    { kind, bookingId: booking.id, token: booking.token },
    { ip: nextIp() },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.cancelBooking.cancelledAt;
}

async function lists(): Promise<Lists> {
  const res = await t.gql<Lists>(LISTS, { list: { limit: 100 } }, { cookie: people.admin.cookie });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

const find = (items: Item[], id: string) => items.find((item) => item.id === id)?.cancelledAt;

describe('the admin booking lists', () => {
  it('show when the booker cancelled, and null for a booking that stands', async () => {
    const adult = await bookMentor(t, { audience: 'adult', type: 'Personal' });
    const adultKept = await bookMentor(t, { audience: 'adult', type: 'Personal' });
    const kids = await bookMentor(t, { audience: 'kids', type: 'Family' });
    const camp = await registerCamp(t);
    const campKept = await registerCamp(t);
    const created = (await register(t, validBootcamp(`cancel-${Date.now()}@example.com`))).data?.createBootcamp;
    if (!created?.accessToken) throw new Error('bootcamp registration failed');
    const bootcamp = { id: created.id, token: created.accessToken, amountKobo: created.amountKobo };

    const at = {
      adult: await cancel('MENTOR', adult),
      kids: await cancel('KID_MENTOR', kids),
      camp: await cancel('CAMP', camp),
      bootcamp: await cancel('BOOTCAMP', bootcamp),
    };
    const answer = await lists();
    expect(find(answer.listBookAmentors.items, adult.id)).toBe(at.adult);
    expect(find(answer.listBookAmentors.items, adultKept.id)).toBeNull();
    expect(find(answer.listBookKidmentors.items, kids.id)).toBe(at.kids);
    expect(find(answer.listBookKidmentors.items, camp.id)).toBe(at.camp);
    expect(find(answer.listBookKidmentors.items, campKept.id)).toBeNull();
    expect(find(answer.listBootcamps.items, bootcamp.id)).toBe(at.bootcamp);
  });
});
