import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, USER_ME, type GraphQLCall, type Responder } from '../../test/render-page';
import { ADD_CHILD_FIRST, CREATE_ACCOUNT, SIGN_IN } from './ChildChoiceField';
import { SOMEONE_ELSE, WHO_FOR } from './ChildPicker';
import { KidBookMentorPage } from './MentorBookingPage';
import { chooseMentorAndTimes, created, END, fill, mutations, START, submit } from './mentor-booking.fixtures';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const child = (id: string, firstName: string, ageBand: string) => ({ __typename: 'Child', id, firstName, ageBand });
type Child = ReturnType<typeof child>;
/** The server of a signed-in parent with `children` (`me { children }`), and the booking flow's for the rest. */
const withChildren =
  (children: Child[], rest: Responder = created({ type: 'Family' })): Responder =>
  (call) =>
    call.query.includes('ChildrenToBookFor') ? { data: { me: { __typename: 'Me', children } } } : rest(call);
const open = (children: Child[], rest?: Responder) =>
  renderPage(<KidBookMentorPage />, { path: '/kid-book-mentor', me: USER_ME, respond: withChildren(children, rest) });
const WITHDRAWN =
  'Consent for this child was withdrawn, so we cannot book for them. Add the child again with your consent to book.';

const ageField = () => screen.getByLabelText<HTMLSelectElement>(/Child's age/);

async function fillKidsForm() {
  fill('Full name', 'Ngozi Obi');
  fill('Phone', '08030001111');
  fill('Email', 'ngozi@example.com');
  fill('Course', 'Scratch Programming');
  fill('Start date', START);
  fill('End date', END);
  await chooseMentorAndTimes(1);
}

describe('/kid-book-mentor for a signed-in parent (issue 35)', () => {
  it("offers the parent's children; picking one fills and locks the age band and sends the child's id", async () => {
    const { calls } = open([child('c1', 'Ada', '7 - 12 years'), child('c2', 'Tobi', '12 - 17 years')]);
    const group = await screen.findByRole('group', { name: WHO_FOR });
    expect(group).toBeTruthy();
    // Filling the form as before is the starting choice.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: SOMEONE_ELSE }).checked).toBe(true);
    expect(ageField().disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Tobi · 12 - 17 years' }));
    await waitFor(() => expect(ageField().value).toBe('12 - 17 years'));
    expect(ageField().disabled).toBe(true);
    await fillKidsForm();
    submit();
    await screen.findByRole('heading', { name: 'Successfully Registered' });
    expect(mutations(calls, 'createBookAmentor')[0]?.variables.input).toMatchObject({
      audience: 'kids',
      childId: 'c2',
      image: '12 - 17 years',
    });
  });

  it('sends no child when the parent fills the form as before', async () => {
    const { calls } = open([child('c1', 'Ada', '7 - 12 years')]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Ada · 7 - 12 years' }));
    fireEvent.click(screen.getByRole('radio', { name: SOMEONE_ELSE }));
    await waitFor(() => expect(ageField().disabled).toBe(false));
    await fillKidsForm();
    submit();
    await screen.findByRole('heading', { name: 'Successfully Registered' });
    expect(mutations(calls, 'createBookAmentor')[0]?.variables.input).not.toHaveProperty('childId');
  });

  it("shows the server's refusal for a child whose consent was withdrawn under the choice", async () => {
    const refuse = (call: GraphQLCall) =>
      call.query.includes('createBookAmentor')
        ? {
            data: null,
            errors: [{ message: WITHDRAWN, extensions: { code: 'BAD_USER_INPUT', fields: { childId: WITHDRAWN } } }],
          }
        : created()(call);
    open([child('c1', 'Ada', '7 - 12 years')], refuse);
    fireEvent.click(await screen.findByRole('radio', { name: 'Ada · 7 - 12 years' }));
    await fillKidsForm();
    submit();
    // Once in the notice, once under "Who is this for?".
    await waitFor(() => expect(screen.getAllByText(WITHDRAWN)).toHaveLength(2));
  });

  it('sends a signed-in parent without children to the account page to add them', async () => {
    open([]);
    const link = await screen.findByRole('link', { name: ADD_CHILD_FIRST });
    expect(link.getAttribute('href')).toBe('/account#children');
    expect(link.parentElement?.textContent).toBe(`Booking for your child? ${ADD_CHILD_FIRST}`);
    expect(screen.queryByRole('group', { name: WHO_FOR })).toBeNull();
  });

  it('asks a visitor to sign in or create an account to pick their child, and asks the server for no children', async () => {
    const { calls } = renderPage(<KidBookMentorPage />, { path: '/kid-book-mentor' });
    const link = await screen.findByRole('link', { name: SIGN_IN });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: CREATE_ACCOUNT }).getAttribute('href')).toBe('/signup');
    expect(link.parentElement?.textContent).toBe(
      'Booking for your child? Sign in or create an account to pick them from your account.',
    );
    expect(calls.some((c) => c.query.includes('ChildrenToBookFor'))).toBe(false);
  });
});
