import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { bookMentor, registerCamp } from '../payments/payments.fixtures';
import { authPost, signUpConfirmed } from './test-helpers';

/** "Your bookings" on the account page (issue 35): every kind, made with the account's confirmed e-mail. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MY_BOOKINGS = `{ myBookings { kind id title detail status cancelled amountKobo createdAt } }`;
interface Listed {
  myBookings: { kind: string; id: string; title: string; status: string; amountKobo: number | null }[];
}

const WEBINAR = `mutation ($input: CreateWebinarAttendeeInput!) { createWebinarAttendee(input: $input) { id } }`;

describe('myBookings', () => {
  it('lists what was booked without an account, once the account confirmed the e-mail; nobody else sees it', async () => {
    const email = `home-${Date.now()}@example.com`;
    // Booked before the account existed, by typing the address.
    const plan = await bookMentor(t, { audience: 'adult', type: 'Personal', email });
    const camp = await registerCamp(t, { email, noOfKids: 2 });
    const webinar = await t.gql<{ createWebinarAttendee: { id: string } }>(
      WEBINAR,
      { input: { fullName: 'Ada Obi', phone: '+234 803 000 1111', email } },
      { ip: nextIp() },
    );
    const someoneElse = await bookMentor(t, { audience: 'adult', type: 'Personal' });

    const cookie = await signUpConfirmed(t, email);
    const res = await t.gql<Listed>(MY_BOOKINGS, {}, { cookie });
    expect(res.errors).toBeUndefined();
    const listed = res.data?.myBookings ?? [];
    expect(listed.map((b) => [b.kind, b.id]).sort()).toEqual(
      [
        ['MENTOR', plan.id],
        ['CAMP', camp.id],
        ['WEBINAR', webinar.data?.createWebinarAttendee.id ?? ''],
      ].sort(),
    );
    expect(listed.find((b) => b.kind === 'CAMP')).toMatchObject({
      title: 'Weekend camp · 2 children',
      status: 'AWAITING_PAYMENT',
      amountKobo: camp.amountKobo,
    });
    expect(listed.some((b) => b.id === someoneElse.id)).toBe(false);

    const other = await signUpConfirmed(t, `other-${Date.now()}@example.com`);
    expect((await t.gql<Listed>(MY_BOOKINGS, {}, { cookie: other })).data?.myBookings).toEqual([]);
    expect((await t.gql(MY_BOOKINGS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows nothing to an account that has not confirmed its e-mail', async () => {
    const email = `unconfirmed-${Date.now()}@example.com`;
    await registerCamp(t, { email });
    const password = 'correct-horse-1';
    const signUp = await authPost(t, '/sign-up/email', { email, password, confirmPassword: password });
    expect(signUp.status).toBe(200);
    // Until the code is typed the sign-up signs nobody in: the bookings made with the address stay out of reach.
    const res = await t.gql<Listed>(MY_BOOKINGS, {}, { cookie: signUp.cookie });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
