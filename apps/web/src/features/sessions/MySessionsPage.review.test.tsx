import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REVIEW_ALREADY,
  REVIEW_MESSAGE_REQUIRED,
  REVIEW_STARS_REQUIRED,
} from '@eazy2con/shared/validation/mentor-reviews';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { MySessionsPage } from './MySessionsPage';
import { REVIEW_POSTED } from './PastSessionCard';
import { aBooking, aSession, hoursFromNow, operation, sessionsServer } from './sessions.fixtures';
import * as zoneModule from './viewer-zone';

beforeEach(() => vi.spyOn(zoneModule, 'viewerZone').mockReturnValue('Africa/Lagos'));
afterEach(() => vi.restoreAllMocks());

const LINK = '/my-sessions?booking=b1&t=tok-1';
const REVIEW = 'Review your mentor';

/** The page by its mailed link, the server answering with these sessions and the review with `mutate`. */
function open(sessionList: ReturnType<typeof aSession>[], mutate: (call: GraphQLCall) => unknown = () => undefined) {
  const page = renderPage(<MySessionsPage />, {
    path: LINK,
    route: '/my-sessions',
    respond: sessionsServer(() => [aBooking(sessionList)], [], mutate),
  });
  return () => page.calls.filter((c) => operation(c) === 'ReviewMentorAfterSession');
}

const held = () => [
  aSession({ id: 's-held', start: hoursFromNow(-30), outcome: 'HELD', learnerResponse: 'CONFIRMED' }),
];

const posted = (call: GraphQLCall) => ({
  data: {
    reviewMentorAfterSession: { id: 'r1', name: call.variables.name, message: call.variables.message, stars: 4 },
  },
});

describe('/my-sessions: reviewing the mentor', () => {
  it('offers a review only after a held session that was not disputed', async () => {
    open([
      aSession({ id: 'held-open', start: hoursFromNow(-10), outcome: 'HELD', responseDueAt: hoursFromNow(60) }),
      aSession({ id: 'held-confirmed', start: hoursFromNow(-20), outcome: 'HELD', learnerResponse: 'CONFIRMED' }),
      aSession({ id: 'held-disputed', start: hoursFromNow(-30), outcome: 'HELD', learnerResponse: 'DISPUTED' }),
      aSession({ id: 'no-show', start: hoursFromNow(-40), outcome: 'MENTOR_NO_SHOW' }),
      aSession({ id: 'missed', start: hoursFromNow(-50), outcome: 'LEARNER_NO_SHOW', learnerResponse: 'CONFIRMED' }),
      aSession({ id: 'unrecorded', start: hoursFromNow(-60) }),
      aSession({ id: 'cancelled', start: hoursFromNow(-70), status: 'CANCELLED', cancelledBy: 'LEARNER' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Past and cancelled sessions' });
    const offered = within(list)
      .getAllByRole('article')
      .map((card) => within(card).queryByRole('button', { name: REVIEW }) !== null);
    expect(offered).toEqual([true, true, false, false, false, false, false]);
  });

  it('posts the name, message and stars with the token, then thanks and offers no second review', async () => {
    const reviews = open(held(), posted);
    fireEvent.click(await screen.findByRole('button', { name: REVIEW }));
    const name = screen.getByLabelText<HTMLInputElement>('Your name');
    // The booking's learner by default, which they may change.
    expect(name.value).toBe('Bola Ade');
    fireEvent.change(name, { target: { value: ' Bola A. ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'good' }));
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: ' Clear and patient. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post my review' }));

    await waitFor(() => expect(reviews()).toHaveLength(1));
    expect(reviews()[0]!.variables).toEqual({
      sessionId: 's-held',
      token: 'tok-1',
      name: 'Bola A.',
      message: 'Clear and patient.',
      stars: 4,
    });
    expect((await screen.findByRole('status')).textContent).toBe(REVIEW_POSTED);
    expect(screen.queryByRole('button', { name: REVIEW })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post my review' })).toBeNull();
  });

  it('shows the schema’s messages under the fields and sends nothing while the message is empty', async () => {
    const reviews = open(held(), posted);
    fireEvent.click(await screen.findByRole('button', { name: REVIEW }));
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post my review' }));

    const messages = await screen.findAllByRole('alert');
    expect(messages.map((m) => m.textContent)).toEqual([REVIEW_STARS_REQUIRED, REVIEW_MESSAGE_REQUIRED]);
    const field = screen.getByLabelText('Your message');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      REVIEW_MESSAGE_REQUIRED,
    );

    // Stars chosen, message still empty: still nothing sent.
    fireEvent.click(screen.getByRole('radio', { name: 'wonderful' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post my review' }));
    expect(await screen.findByText(REVIEW_MESSAGE_REQUIRED)).toBeTruthy();
    expect(screen.queryByText(REVIEW_STARS_REQUIRED)).toBeNull();
    expect(reviews()).toHaveLength(0);
  });

  it('shows the server’s message when this mentor was already reviewed, and keeps the form', async () => {
    const reviews = open(held(), () => ({
      data: null,
      errors: [
        { message: REVIEW_ALREADY, extensions: { code: 'BAD_USER_INPUT', fields: { message: REVIEW_ALREADY } } },
      ],
    }));
    fireEvent.click(await screen.findByRole('button', { name: REVIEW }));
    fireEvent.click(screen.getByRole('radio', { name: 'normal' }));
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Good again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post my review' }));

    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_ALREADY);
    expect(reviews()).toHaveLength(1);
    expect(screen.queryByText(REVIEW_POSTED)).toBeNull();
    expect(screen.getByRole('button', { name: 'Post my review' })).toBeTruthy();
  });
});
