import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSENT_NOTICE_VERSION } from '@eazy2con/shared/consent-notice';
import { CHILD_NAME_REQUIRED, RELATIONSHIP_REQUIRED } from '@eazy2con/shared/validation/families';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { ChildrenSection } from './ChildrenSection';

const amaka = {
  __typename: 'Child',
  id: 'c1',
  firstName: 'Amaka',
  ageBand: '7 - 12 years',
  yearOfBirth: null,
  interests: null,
  consent: {
    __typename: 'ChildConsent',
    status: 'GIVEN',
    givenAt: '2026-12-01T10:00:00.000Z',
    method: 'EMAIL_AND_PHONE_CODE',
    noticeVersion: CONSENT_NOTICE_VERSION,
    relationship: 'Parent',
  },
};

/** A server that holds one account's children: what addChild adds and withdrawChildConsent removes. */
function family(initial: (typeof amaka)[]) {
  let children = [...initial];
  return (call: GraphQLCall) => {
    if (call.query.includes('query MyChildren')) return { data: { me: { __typename: 'Me', children } } };
    if (call.query.includes('mutation RequestChildConsentCode')) {
      return {
        data: {
          requestChildConsentCode: {
            __typename: 'PhoneCodeSent',
            phone: '+2348091234567',
            channel: 'SMS',
            minutes: 10,
          },
        },
      };
    }
    if (call.query.includes('mutation AddChild')) {
      const input = call.variables.input as { firstName: string; ageBand: string; relationship: string };
      const child = { ...amaka, id: 'c2', firstName: input.firstName, ageBand: input.ageBand };
      children = [...children, child];
      return { data: { addChild: { __typename: 'Child', id: child.id, firstName: child.firstName } } };
    }
    if (call.query.includes('mutation WithdrawChildConsent')) {
      children = children.filter((c) => c.id !== call.variables.childId);
      return {
        data: {
          withdrawChildConsent: {
            __typename: 'ChildConsent',
            status: 'WITHDRAWN',
            withdrawnAt: '2026-12-02T10:00:00Z',
          },
        },
      };
    }
    if (call.query.includes('query ChildActivity')) {
      return {
        data: {
          childActivity: {
            __typename: 'ChildActivity',
            sessions: [
              {
                __typename: 'ChildSession',
                start: '2026-11-28T09:00:00.000Z',
                end: '2026-11-28T10:00:00.000Z',
                status: 'BOOKED',
                attendance: 'HELD',
                roomUrl: null,
                mentorName: 'Chidi Eze',
              },
            ],
            messages: [
              {
                __typename: 'ChildMessage',
                id: 'm1',
                from: 'Chidi Eze',
                text: 'Great maze today!',
                at: '2026-11-28T11:00:00Z',
              },
            ],
            reports: [],
          },
        },
      };
    }
    return undefined;
  };
}

/** A child's card in the list, found by the first name at its head. */
async function childCard(firstName: string): Promise<HTMLElement> {
  const name = await screen.findByText(firstName, { selector: 'strong' });
  const card = name.closest('li');
  if (!card) throw new Error(`no card for ${firstName}`);
  return card;
}

describe('Your children (issue 35)', () => {
  it('adds a child only after the notice, a texted code and an explicit agreement', async () => {
    const page = renderPage(<ChildrenSection />, { path: '/account', me: USER_ME, respond: family([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a child' }));
    expect(screen.getByRole('heading', { name: "Your consent for your child's profile" })).toBeTruthy();
    expect(screen.getByText(`Notice version ${CONSENT_NOTICE_VERSION}`)).toBeTruthy();

    // Agreeing to an empty form says what is missing and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'I agree, add my child' }));
    expect(await screen.findByText(CHILD_NAME_REQUIRED)).toBeTruthy();
    expect(screen.getByText(RELATIONSHIP_REQUIRED)).toBeTruthy();
    expect(page.calls.some((c) => c.query.includes('AddChild'))).toBe(false);

    fireEvent.change(screen.getByLabelText("Child's first name"), { target: { value: 'Tobi' } });
    fireEvent.change(screen.getByLabelText('Age band'), { target: { value: '12 - 17 years' } });
    fireEvent.click(screen.getByLabelText('Legal guardian'));
    fireEvent.change(screen.getByLabelText('Your phone number'), { target: { value: '0809 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByText('We sent a 6-digit code by SMS to +2348091234567. It works for 10 minutes.');
    fireEvent.change(screen.getByLabelText('Code from your phone'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'I agree, add my child' }));

    expect(await screen.findByText('Tobi is added. Your consent is recorded.')).toBeTruthy();
    expect(page.calls.find((c) => c.query.includes('mutation AddChild'))?.variables).toEqual({
      input: {
        firstName: 'Tobi',
        ageBand: '12 - 17 years',
        yearOfBirth: null,
        interests: '',
        relationship: 'Legal guardian',
        phoneCode: '123456',
        consentNoticeVersion: CONSENT_NOTICE_VERSION,
      },
    });
    expect(await childCard('Tobi')).toBeTruthy();
  });

  it('stores nothing when the parent does not agree', async () => {
    const page = renderPage(<ChildrenSection />, { path: '/account', me: USER_ME, respond: family([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a child' }));
    fireEvent.change(screen.getByLabelText("Child's first name"), { target: { value: 'Tobi' } });
    fireEvent.click(screen.getByRole('button', { name: 'I do not agree' }));
    expect(await screen.findByText('Nothing was saved. You can add your child whenever you are ready.')).toBeTruthy();
    expect(page.calls.some((c) => c.query.includes('AddChild'))).toBe(false);
  });

  it("shows a child's consent and activity, and withdraws consent after asking", async () => {
    renderPage(<ChildrenSection />, { path: '/account', me: USER_ME, respond: family([amaka]) });
    const card = await childCard('Amaka');
    expect(card.textContent).toContain('as parent, confirmed by e-mail and a code to your phone');
    fireEvent.click(within(card).getByRole('button', { name: "Amaka's activity" }));
    expect(await within(card).findByText('Great maze today!')).toBeTruthy();
    expect(within(card).getByText('Attended')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw consent for Amaka?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    expect(await screen.findByText(/We erased Amaka's profile/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Amaka', { selector: 'strong' })).toBeNull());
  });
});
