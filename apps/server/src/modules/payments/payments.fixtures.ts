import { eq } from 'drizzle-orm';
import type { PaymentStatus } from '@eazy2con/shared/bookings';
import { nextIp, type TestApp } from '../../test/test-app';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { freshPhone, trialCode } from '../bookings/trial.fixtures';
import { campRegistrations } from '../camp/camp.schema';

/**
 * Bookings for the payments tests, made as a visitor makes them (the weekend camp's createBookKidmentor), each
 * from its own address so the booking form's rate limit does not interfere.
 */
const CREATE_CAMP = `mutation ($input: CreateBookKidmentorInput!) {
  createBookKidmentor(input: $input) { id amountKobo accessToken }
}`;

export interface TestBooking {
  id: string;
  token: string;
  amountKobo: number;
}

let n = 0;
export async function registerCamp(
  t: TestApp,
  options: { email?: string; noOfKids?: number } = {},
): Promise<TestBooking> {
  n += 1;
  const res = await t.gql<{ createBookKidmentor: { id: string; amountKobo: number; accessToken: string } }>(
    CREATE_CAMP,
    {
      input: {
        parentName: 'Ngozi Okafor',
        parentEmail: options.email ?? `parent-${n}-${Date.now()}@example.com`,
        parentPhone: '+234 803 000 2222',
        noOfKids: options.noOfKids ?? 2,
        firstChildName: 'Ada',
        firstChildAge: '9',
        firstChildInterest: 'Making games',
        parentConsent: true,
      },
    },
    { ip: nextIp() },
  );
  const created = res.data?.createBookKidmentor;
  if (!created) throw new Error(`camp registration failed: ${JSON.stringify(res.errors)}`);
  return { id: created.id, token: created.accessToken, amountKobo: created.amountKobo };
}

export async function campPaymentOf(
  t: TestApp,
  id: string,
): Promise<{ paymentStatus: PaymentStatus; paymentTxRef: string | null } | undefined> {
  const [row] = await t.database.db
    .select({ paymentStatus: campRegistrations.paymentStatus, paymentTxRef: campRegistrations.paymentTxRef })
    .from(campRegistrations)
    .where(eq(campRegistrations.id, id));
  return row;
}

/** Sets a registration's payment state directly: for the cases a visitor cannot make (already paid, free). */
export async function setCampPayment(t: TestApp, id: string, paymentStatus: PaymentStatus): Promise<void> {
  await t.database.db.update(campRegistrations).set({ paymentStatus }).where(eq(campRegistrations.id, id));
}

const CREATE_MENTOR = `mutation ($input: CreateBookAmentorInput!) { createBookAmentor(input: $input) { id amountKobo accessToken } }`;

/** A mentor booking (adults' or kids') on a plan, made as a visitor makes it. */
export async function bookMentor(
  t: TestApp,
  options: { audience: 'adult' | 'kids'; type: string; email?: string },
): Promise<TestBooking> {
  n += 1;
  const start = addDays(watDate(), 1);
  const email = options.email ?? `learner-${n}-${Date.now()}@example.com`;
  // A free trial is for a confirmed e-mail, once per person (decision 0039).
  const trial =
    options.type === 'Trial' ? { trialCode: await trialCode(t, email, options.audience), phone: freshPhone() } : {};
  const res = await t.gql<{ createBookAmentor: { id: string; amountKobo: number; accessToken: string } }>(
    CREATE_MENTOR,
    {
      input: {
        audience: options.audience,
        fullName: 'Ada Obi',
        phone: '+234 803 000 1111',
        email,
        type: options.type,
        course: options.audience === 'kids' ? 'Scratch Programming' : 'React',
        ...(options.audience === 'kids' ? { image: '7 - 12 years' } : {}),
        startEndDate: { start, end: addDays(watDate(), 180) },
        ...trial,
      },
    },
    { ip: nextIp() },
  );
  const created = res.data?.createBookAmentor;
  if (!created) throw new Error(`mentor booking failed: ${JSON.stringify(res.errors)}`);
  return { id: created.id, token: created.accessToken, amountKobo: created.amountKobo };
}

export async function mentorPaymentOf(t: TestApp, id: string) {
  const [row] = await t.database.db
    .select({ paymentStatus: mentorBookings.paymentStatus, paymentTxRef: mentorBookings.paymentTxRef })
    .from(mentorBookings)
    .where(eq(mentorBookings.id, id));
  return row;
}
