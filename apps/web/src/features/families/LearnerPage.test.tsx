import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LEARNER_CODE_WRONG } from '@eazy2con/shared/validation/families';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { whenLabel } from './child-labels';
import { LearnerPage } from './LearnerPage';

const CHILD = '00000000-0000-4000-8000-000000000001';
const KEY = `learner-token:${CHILD}`;

const session = (start: string, roomUrl: string | null) => ({
  __typename: 'LearnerSession',
  start,
  end: start.replace('T09', 'T10'),
  status: 'BOOKED',
  roomUrl,
  mentorName: 'Chidi Eze',
});

/** The server: code 24681357 signs in with token tok-1; only tok-1 reads the space. */
function server(call: GraphQLCall) {
  if (call.query.includes('mutation LearnerSignIn')) {
    if (call.variables.code !== '24681357') {
      return { data: null, errors: [{ message: LEARNER_CODE_WRONG, extensions: { code: 'BAD_USER_INPUT' } }] };
    }
    return { data: { learnerSignIn: { __typename: 'LearnerSignIn', token: 'tok-1', firstName: 'Amaka' } } };
  }
  if (call.query.includes('query LearnerSpace')) {
    if (call.variables.token !== 'tok-1') {
      return {
        data: null,
        errors: [{ message: 'Sign in again with your code', extensions: { code: 'UNAUTHENTICATED' } }],
      };
    }
    return {
      data: {
        learnerSpace: {
          __typename: 'LearnerSpace',
          firstName: 'Amaka',
          sessions: [
            session('2026-12-05T09:00:00.000Z', 'https://meet.example/room-1'),
            session('2026-12-12T09:00:00.000Z', null),
          ],
        },
      },
    };
  }
  return undefined;
}

const open = () =>
  renderPage(<LearnerPage />, { path: `/learner/${CHILD}`, route: '/learner/:childId', respond: server });

afterEach(() => localStorage.clear());

describe("a child's learner space (issue 35)", () => {
  it('signs in with the code, keeps the token, and shows the classes with Join once a room is open', async () => {
    const page = open();
    expect(screen.getByRole('heading', { name: 'Your classes' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your code'), { target: { value: '11111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(LEARNER_CODE_WRONG)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your code'), { target: { value: '24681357' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Hello Amaka!')).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBe('tok-1');
    expect(page.calls.find((c) => c.variables.code === '24681357')?.variables).toEqual({
      childId: CHILD,
      code: '24681357',
    });
    // Lagos time: 09:00 UTC is 10:00 in Lagos.
    const first = screen.getByText(whenLabel('2026-12-05T09:00:00.000Z'));
    expect(first.textContent).toMatch(/5 Dec.*10:00/);
    expect(screen.getAllByText('with Chidi Eze')).toHaveLength(2);
    const join = screen.getAllByRole('link', { name: 'Join' });
    expect(join.map((a) => a.getAttribute('href'))).toEqual(['https://meet.example/room-1']);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Your code')).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('opens signed in with a kept token, and forgets one the server no longer knows', async () => {
    localStorage.setItem(KEY, 'tok-1');
    const first = open();
    expect(await screen.findByText('Hello Amaka!')).toBeTruthy();
    first.unmount();

    localStorage.setItem(KEY, 'tok-old');
    open();
    expect(await screen.findByText('Sign in again with your code')).toBeTruthy();
    expect(screen.getByLabelText('Your code')).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
