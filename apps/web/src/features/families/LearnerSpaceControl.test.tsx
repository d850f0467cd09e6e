import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSENT_NOTICE_VERSION } from '@eazy2con/shared/consent-notice';
import { LEARNER_CODE_INVALID } from '@eazy2con/shared/validation/families';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { ChildrenSection } from './ChildrenSection';

const amaka = (learnerSpaceOn: boolean) => ({
  __typename: 'Child',
  id: 'c1',
  firstName: 'Amaka',
  ageBand: '7 - 12 years',
  yearOfBirth: null,
  interests: null,
  learnerSpaceOn,
  consent: {
    __typename: 'ChildConsent',
    status: 'GIVEN',
    givenAt: '2026-12-01T10:00:00.000Z',
    method: 'EMAIL_AND_PHONE_CODE',
    noticeVersion: CONSENT_NOTICE_VERSION,
    relationship: 'Parent',
  },
});

/** A server holding one child whose learner space setLearnerCode turns on and clearLearnerCode off. */
function family(initiallyOn: boolean) {
  let on = initiallyOn;
  return (call: GraphQLCall) => {
    if (call.query.includes('query MyChildren')) return { data: { me: { __typename: 'Me', children: [amaka(on)] } } };
    if (call.query.includes('mutation SetLearnerCode')) {
      on = true;
      return { data: { setLearnerCode: true } };
    }
    if (call.query.includes('mutation ClearLearnerCode')) {
      on = false;
      return { data: { clearLearnerCode: true } };
    }
    return undefined;
  };
}

const space = async () => screen.findByRole('group', { name: "Amaka's learner space" });

describe("a child's learner space on the account page (issue 35)", () => {
  it('sets a code of 6 to 12 digits, then says where the child signs in', async () => {
    const page = renderPage(<ChildrenSection />, { path: '/account', me: USER_ME, respond: family(false) });
    const part = await space();
    fireEvent.click(within(part).getByRole('button', { name: 'Set a code for Amaka' }));
    const input = within(part).getByLabelText('Code for Amaka (6 to 12 digits)');

    fireEvent.change(input, { target: { value: '123' } });
    fireEvent.click(within(part).getByRole('button', { name: 'Save code' }));
    expect(await within(part).findByText(LEARNER_CODE_INVALID)).toBeTruthy();
    expect(page.calls.some((c) => c.query.includes('SetLearnerCode'))).toBe(false);

    fireEvent.change(input, { target: { value: '2468 1357' } });
    fireEvent.click(within(part).getByRole('button', { name: 'Save code' }));
    const where = `Amaka signs in at ${window.location.origin}/learner/c1 with the code you chose.`;
    expect(await within(await space()).findByText(where)).toBeTruthy();
    expect(page.calls.find((c) => c.query.includes('mutation SetLearnerCode'))?.variables).toEqual({
      childId: 'c1',
      code: '24681357',
    });
    expect(within(await space()).getByRole('button', { name: 'Change code' })).toBeTruthy();
  });

  it('turns the space off', async () => {
    const page = renderPage(<ChildrenSection />, { path: '/account', me: USER_ME, respond: family(true) });
    fireEvent.click(within(await space()).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(/Amaka's learner space is off/)).toBeTruthy();
    expect(await within(await space()).findByRole('button', { name: 'Set a code for Amaka' })).toBeTruthy();
    expect(page.calls.find((c) => c.query.includes('mutation ClearLearnerCode'))?.variables).toEqual({
      childId: 'c1',
    });
  });
});
