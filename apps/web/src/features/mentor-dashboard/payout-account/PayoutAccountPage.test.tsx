import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../../test/render-page';
import { PayoutAccountPage } from './PayoutAccountPage';

const BANKS = [
  { __typename: 'PayoutBank', code: '044', name: 'Access Bank' },
  { __typename: 'PayoutBank', code: '058', name: 'Guaranty Trust Bank' },
];
const SAVED = {
  __typename: 'PayoutAccount',
  bankCode: '044',
  bankName: 'Access Bank',
  accountNumberMasked: '******6789',
  accountName: 'NGOZI ADA OKAFOR',
  confirmedAt: '2026-11-27T08:00:00.000Z',
};

function server(calls: GraphQLCall[], saved: typeof SAVED | null, resolveAnswer?: unknown) {
  return (call: GraphQLCall) => {
    calls.push(call);
    if (call.query.includes('resolvePayoutAccount'))
      return (
        resolveAnswer ?? {
          data: {
            resolvePayoutAccount: {
              __typename: 'ResolvedPayoutAccount',
              bankName: 'Guaranty Trust Bank',
              accountNumberMasked: '******4321',
              accountName: 'TOLA ADEYEMI',
            },
          },
        }
      );
    if (call.query.includes('savePayoutAccount'))
      return { data: { savePayoutAccount: { ...SAVED, accountName: 'TOLA ADEYEMI' } } };
    if (call.query.includes('payoutBanks')) return { data: { payoutBanks: BANKS, myPayoutAccount: saved } };
    return undefined;
  };
}

const fill = async () => {
  fireEvent.change(await screen.findByLabelText('Bank'), { target: { value: '058' } });
  fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '098 765 4321' } });
  fireEvent.click(screen.getByRole('button', { name: 'Check account' }));
};

describe('PayoutAccountPage', () => {
  it('shows the saved account masked, with the bank list to choose another', async () => {
    renderPage(<PayoutAccountPage />, { path: '/mentor-dashboard/payout-account', respond: server([], SAVED) });
    const list = await screen.findByLabelText('Saved account');
    expect(within(list).getByText('******6789')).toBeTruthy();
    expect(within(list).getByText('NGOZI ADA OKAFOR')).toBeTruthy();
    expect(screen.queryByText('0123456789')).toBeNull();
    const options = within(screen.getByLabelText<HTMLSelectElement>('Bank')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose your bank', 'Access Bank', 'Guaranty Trust Bank']);
  });

  it("asks the bank for the name, and saves only after the mentor confirms the bank's name", async () => {
    const calls: GraphQLCall[] = [];
    renderPage(<PayoutAccountPage />, { path: '/mentor-dashboard/payout-account', respond: server(calls, null) });
    expect(await screen.findByText('Add a bank account to be paid out.')).toBeTruthy();
    await fill();
    const confirm = await screen.findByRole('group', { name: 'Confirm the account' });
    expect(confirm.textContent).toContain('TOLA ADEYEMI');
    expect(calls.find((c) => c.query.includes('resolvePayoutAccount'))?.variables).toEqual({
      bankCode: '058',
      accountNumber: '0987654321',
    });
    expect(calls.some((c) => c.query.includes('savePayoutAccount'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, pay me into this account' }));
    await screen.findByText('Your payout account is saved');
    expect(calls.find((c) => c.query.includes('savePayoutAccount'))?.variables).toMatchObject({
      bankCode: '058',
      confirmedName: 'TOLA ADEYEMI',
    });
  });

  it("says so when the bank does not know the account, and checks the number's form first", async () => {
    const calls: GraphQLCall[] = [];
    const refused = {
      errors: [
        {
          message: 'We could not confirm this account',
          extensions: { code: 'BAD_USER_INPUT', fields: { accountNumber: 'We could not confirm this account' } },
        },
      ],
    };
    renderPage(<PayoutAccountPage />, {
      path: '/mentor-dashboard/payout-account',
      respond: server(calls, null, refused),
    });
    fireEvent.change(await screen.findByLabelText('Bank'), { target: { value: '058' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check account' }));
    expect(await screen.findByText('Please enter your 10-digit account number (NUBAN)')).toBeTruthy();
    expect(calls.some((c) => c.query.includes('resolvePayoutAccount'))).toBe(false);
    await fill();
    await waitFor(() => expect(screen.getByText('We could not confirm this account')).toBeTruthy());
    expect(screen.queryByRole('group', { name: 'Confirm the account' })).toBeNull();
  });
});
