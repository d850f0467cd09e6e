import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CAMP_CONSENT_REQUIRED } from '@eazy2con/shared/validation/camp';
import { renderPage, USER_ME, VISITOR_ME, type GraphQLCall } from '../../test/render-page';
import type { Me } from '../accounts/public';
import { CONSENT_ON_ACCOUNT, YOUR_CHILDREN } from './CampChildrenChoice';
import { CAMP_REGISTERED, CampRegistration } from './CampRegistration';

afterEach(() => window.localStorage.clear());

const CHILDREN = [
  { __typename: 'Child', id: 'c1', firstName: 'Ada', ageBand: '7 - 12 years' },
  { __typename: 'Child', id: 'c2', firstName: 'Tobi', ageBand: '12 - 17 years' },
];

const registered = {
  data: {
    createBookKidmentor: {
      __typename: 'BookKidmentor',
      id: 'r1',
      parentName: 'Ngozi Okafor',
      parentEmail: 'ngozi@example.com',
      noOfKids: 2,
      firstChildName: 'Ada',
      amountKobo: 1_800_000,
      transferOption: false,
      payment: { __typename: 'BookingPayment', status: 'AWAITING_PAYMENT' },
      accessToken: 'tok-1',
    },
  },
};

/** The camp page's server for a parent with `children` (`me { children }`); it registers whatever is sent. */
function open(children: typeof CHILDREN, me: Me = USER_ME) {
  const server = (call: GraphQLCall) => {
    if (call.query.includes('ChildrenToBookFor')) return { data: { me: { __typename: 'Me', children } } };
    if (call.query.includes('createBookKidmentor')) return registered;
    return undefined;
  };
  return renderPage(<CampRegistration />, { path: '/weekend-camp', me, respond: server });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the camp form for a signed-in parent (issue 35)', () => {
  it('registers the ticked children from the account without the count, first child or consent box', async () => {
    const { calls } = open(CHILDREN);
    const group = await screen.findByRole('group', { name: YOUR_CHILDREN });
    expect(group.textContent).toContain('Ada · 7 - 12 years');
    // Nothing ticked: the form as before.
    expect(screen.getByLabelText('Number of Kids')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ada · 7 - 12 years' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tobi · 12 - 17 years' }));
    expect(await screen.findByText(CONSENT_ON_ACCOUNT)).toBeTruthy();
    expect(screen.getByText('₦18,000')).toBeTruthy();
    expect(screen.queryByLabelText('Number of Kids')).toBeNull();
    expect(screen.queryByLabelText("First Child's Name")).toBeNull();
    expect(screen.queryByLabelText("First Child's Age")).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /parent or guardian/ })).toBeNull();
    type('Parent Name', 'Ngozi Okafor');
    type('Parent Email', 'ngozi@example.com');
    type('Parent Phone', '+234 803 000 2222');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(CAMP_REGISTERED)).toBeTruthy();
    expect(screen.queryByText(CAMP_CONSENT_REQUIRED)).toBeNull();
    expect(calls.find((c) => c.query.includes('createBookKidmentor'))?.variables).toEqual({
      input: {
        parentName: 'Ngozi Okafor',
        parentEmail: 'ngozi@example.com',
        parentPhone: '+234 803 000 2222',
        channels: ['EMAIL'],
        childIds: ['c1', 'c2'],
      },
    });
  });

  it('brings back the typed fields when every child is unticked', async () => {
    open(CHILDREN);
    const ada = await screen.findByRole('checkbox', { name: 'Ada · 7 - 12 years' });
    fireEvent.click(ada);
    await waitFor(() => expect(screen.queryByLabelText('Number of Kids')).toBeNull());
    fireEvent.click(ada);
    expect(await screen.findByLabelText('Number of Kids')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /parent or guardian/ })).toBeTruthy();
    expect(screen.queryByText(CONSENT_ON_ACCOUNT)).toBeNull();
  });

  it('offers nothing new to a parent without children, nor to a visitor', async () => {
    const page = open([]);
    await screen.findByLabelText('Number of Kids');
    await waitFor(() => expect(page.calls.some((c) => c.query.includes('ChildrenToBookFor'))).toBe(true));
    expect(screen.queryByRole('group', { name: YOUR_CHILDREN })).toBeNull();
    page.unmount();
    const visitor = open(CHILDREN, VISITOR_ME);
    await screen.findByLabelText('Number of Kids');
    expect(screen.queryByRole('group', { name: YOUR_CHILDREN })).toBeNull();
    expect(visitor.calls.some((c) => c.query.includes('ChildrenToBookFor'))).toBe(false);
  });
});
