import { fireEvent, screen } from '@testing-library/react';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate, watInstant } from '@eazy2con/shared/wat-time';
import type { GraphQLCall, Responder } from '../../test/render-page';

/** The booking pages' tests share these: a stored booking as the server answers it, and the form's inputs. */
export const START = addDays(watDate(), 3);
export const END = addDays(watDate(), 183);

export const booking = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'BookAmentor',
  id: 'b1',
  fullName: 'Ada Obi',
  email: 'ada@example.com',
  phone: '08030001111',
  type: 'Personal',
  course: 'React',
  amountKobo: 5_000_000,
  transferOption: false,
  payment: { __typename: 'BookingPayment', status: 'AWAITING_PAYMENT' },
  ...overrides,
});

export const MENTOR = {
  __typename: 'Mentor',
  id: 'm1',
  firstname: 'Chidi',
  lastname: 'Eze',
  specialization: 'Frontend Development',
  imageUrl: null,
};
export const OTHER_MENTOR = { ...MENTOR, id: 'm2', firstname: 'Ngozi', lastname: 'Okafor', specialization: 'Data' };

/** The mentor's free times in the first week from START: 10:00 and 14:00 WAT on START, 10:00 WAT the day after. */
export const SLOTS = [watInstant(START, 600), watInstant(START, 840), watInstant(addDays(START, 1), 600)].map((d) =>
  d.toISOString(),
);

interface ServerOptions {
  /** Times refused as taken (the server's SLOT_TAKEN), by createBookAmentor's chosenTimes or by bookSession. */
  taken?: string[];
  /** Times bookSession fails on the network (FixSessionTimes' replacements). */
  offline?: string[];
}

const endOf = (start: string) => new Date(Date.parse(start) + 3_600_000).toISOString();

/** createBookAmentor's answer for each time sent with the booking: booked, or refused as taken. */
const chosenTimes = (times: readonly string[], taken: readonly string[] = []) =>
  times.map((start) =>
    taken.includes(start)
      ? { __typename: 'ChosenTime', start, reason: 'SLOT_TAKEN', message: TAKEN_MESSAGE, session: null }
      : {
          __typename: 'ChosenTime',
          start,
          reason: null,
          message: null,
          session: { __typename: 'ChosenSession', id: `s-${start}`, start, end: endOf(start) },
        },
  );

/** The code a trial's e-mail is confirmed with in these tests (requestTrialCode "mails" it). */
export const TRIAL_CODE = '123456';

/**
 * The server of a booking flow: createBookAmentor answers the booking (with `overrides`) and books the times sent
 * with it but those `taken`; the directory and a mentor's profile answer MENTOR (and OTHER_MENTOR), mentorSlots
 * answers SLOTS, bookSession books every time but those `taken` (or `offline`), requestTrialCode sends a code.
 */
export const created =
  (overrides: Record<string, unknown> = {}, options: ServerOptions = {}): Responder =>
  (call) => {
    if (call.query.includes('createBookAmentor')) {
      const { times } = call.variables.input as { times?: string[] };
      const answer = {
        ...booking(overrides),
        accessToken: 'tok-1',
        chosenTimes: chosenTimes(times ?? [], options.taken),
      };
      return { data: { createBookAmentor: answer } };
    }
    if (call.query.includes('requestTrialCode'))
      return {
        data: { requestTrialCode: 'We sent a 6-digit code to your e-mail. Enter it below to book your free trial.' },
      };
    if (call.query.includes('listMentors'))
      return { data: { listMentors: { __typename: 'MentorConnection', items: [MENTOR, OTHER_MENTOR] } } };
    if (call.query.includes('getMentor')) return { data: { getMentor: call.variables.id === 'm1' ? MENTOR : null } };
    if (call.query.includes('mentorSlots')) {
      const mentorSlots = SLOTS.map((start) => ({
        __typename: 'Slot',
        start,
        end: new Date(Date.parse(start) + 3_600_000).toISOString(),
        blockedUntil: new Date(Date.parse(start) + 75 * 60_000).toISOString(),
      }));
      return { data: { mentorSlots } };
    }
    if (call.query.includes('bookSession')) {
      const input = call.variables.input as { start: string };
      if (options.taken?.includes(input.start)) return sessionRefused;
      if (options.offline?.includes(input.start)) return { data: null, errors: [{ message: 'Unexpected error.' }] };
      const end = endOf(input.start);
      return {
        data: {
          bookSession: {
            __typename: 'BookedSession',
            id: `s-${input.start}`,
            start: input.start,
            end,
            status: 'BOOKED',
          },
        },
      };
    }
    return undefined;
  };

export const TAKEN_MESSAGE = 'Someone has just booked that time: please choose another';
const sessionRefused = {
  data: null,
  errors: [{ message: TAKEN_MESSAGE, extensions: { code: 'CONFLICT', reason: 'SLOT_TAKEN' } }],
};

export const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Picks an option of a (native) select. */
export const choose = (label: string, option: string) => fill(label, option);

export function fillAdultForm() {
  fill('Full name', 'Ada Obi');
  fill('Phone', '08030001111');
  fill('Email', 'ada@example.com');
  choose('Course', 'React');
  fill('Start date', START);
  fill('End date', END);
}

export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Book now' }));

/** Picks a mentor in the directory search (when the page has none) and the first `count` of their free times. */
export async function chooseMentorAndTimes(count = 1, mentorName: RegExp | null = /Chidi Eze/) {
  if (mentorName) fireEvent.click(await screen.findByRole('button', { name: mentorName }));
  const times = await screen.findAllByRole('button', { name: /WAT/ });
  for (const time of times.slice(0, count)) fireEvent.click(time);
}

/** The times sent with the booking (createBookAmentor's `times`). */
export const sentTimes = (calls: GraphQLCall[]) =>
  mutations(calls, 'createBookAmentor').flatMap((c) => (c.variables.input as { times?: string[] }).times ?? []);

/** Confirms a trial's e-mail as the booker does: Send me a code, then the code from the mail. */
export async function enterTrialCode(scope: { getByRole: typeof screen.getByRole } = screen) {
  fireEvent.click(scope.getByRole('button', { name: 'Send me a code' }));
  await screen.findByText(/We sent a 6-digit code/);
  fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: TRIAL_CODE } });
}

/** The bookSession inputs sent (FixSessionTimes' replacements), in the order sent. */
export const bookedInputs = (calls: GraphQLCall[]) =>
  mutations(calls, 'bookSession').map((c) => c.variables.input as Record<string, unknown>);
export const mutations = (calls: GraphQLCall[], name: string) => calls.filter((c) => c.query.includes(name));
