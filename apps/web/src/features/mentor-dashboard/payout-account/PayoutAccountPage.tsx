import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { AccountNumberSchema, BankCodeSchema, PAYOUT_MESSAGES } from '@eazy2con/shared/validation/payouts';
import { apiErrorMessage, apiFieldErrors } from '../../../core/graphql/errors';
import { PageSpinner } from '../../../ui/PageSpinner';
import { usePageTitle } from '../../../core/use-page-title';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import {
  PayoutAccountQuery,
  ResolvePayoutAccountMutation,
  SavePayoutAccountMutation,
  type PayoutBank,
  type SavedPayoutAccount,
} from './queries';
import './payout-account.css';

const savedOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Lagos' });

/**
 * /mentor-dashboard/payout-account: the Nigerian bank account the mentor's earnings are paid into. The bank names
 * the account; the mentor confirms that name before it is saved; the number is only ever shown masked.
 */
export function PayoutAccountPage() {
  usePageTitle('Payout account');
  const [{ data, error }, refetch] = useQuery({ query: PayoutAccountQuery, requestPolicy: 'network-only' });
  return (
    <div className="payout-account">
      <h1>Payout account</h1>
      <p className="payout-account__hint">
        Your available earnings are paid into this account every week, once an admin approves the week’s payouts.
      </p>
      {error ? (
        <Notice type="error" title="Your payout account could not be loaded" description={apiErrorMessage(error)} />
      ) : data ? (
        <>
          {data.myPayoutAccount ? <SavedAccount account={data.myPayoutAccount} /> : <p>{PAYOUT_MESSAGES.noAccount}</p>}
          <AccountForm
            banks={data.payoutBanks}
            replacing={Boolean(data.myPayoutAccount)}
            onSaved={() => refetch({ requestPolicy: 'network-only' })}
          />
        </>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

function SavedAccount({ account }: { account: SavedPayoutAccount }) {
  return (
    <dl className="payout-account__saved" aria-label="Saved account">
      <dt>Bank</dt>
      <dd>{account.bankName}</dd>
      <dt>Account number</dt>
      <dd>{account.accountNumberMasked}</dd>
      <dt>Account name</dt>
      <dd>{account.accountName}</dd>
      <dt>Confirmed</dt>
      <dd>{savedOn.format(new Date(account.confirmedAt))}</dd>
    </dl>
  );
}

interface Resolved {
  bankName: string;
  accountNumberMasked: string;
  accountName: string;
}

function AccountForm({
  banks,
  replacing,
  onSaved,
}: {
  banks: readonly PayoutBank[];
  replacing: boolean;
  onSaved: () => void;
}) {
  const id = useId();
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [resolved, setResolved] = useState<Resolved | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [resolving, resolve] = useMutation(ResolvePayoutAccountMutation);
  const [saving, save] = useMutation(SavePayoutAccountMutation);

  const change = (apply: () => void) => {
    apply();
    setResolved(null);
    setSaved(false);
    setProblem(null);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const bank = BankCodeSchema.safeParse(bankCode);
    const number = AccountNumberSchema.safeParse(accountNumber);
    if (!bank.success) return setProblem(PAYOUT_MESSAGES.bank);
    if (!number.success) return setProblem(PAYOUT_MESSAGES.accountNumber);
    const res = await resolve({ bankCode: bank.data, accountNumber: number.data });
    if (res.error) return setProblem(Object.values(apiFieldErrors(res.error))[0] ?? apiErrorMessage(res.error));
    setResolved(res.data?.resolvePayoutAccount ?? null);
  };

  const confirm = async () => {
    if (!resolved) return;
    const res = await save({ bankCode, accountNumber, confirmedName: resolved.accountName });
    if (res.error) return setProblem(Object.values(apiFieldErrors(res.error))[0] ?? apiErrorMessage(res.error));
    setSaved(true);
    setResolved(null);
    setAccountNumber('');
    onSaved();
  };

  return (
    <form className="payout-account__form" onSubmit={(e) => void check(e)} noValidate>
      <h2>{replacing ? 'Use another account' : 'Add your bank account'}</h2>
      <label htmlFor={`${id}-bank`}>Bank</label>
      <select id={`${id}-bank`} value={bankCode} onChange={(e) => change(() => setBankCode(e.target.value))}>
        <option value="">Choose your bank</option>
        {banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-number`}>Account number</label>
      <input
        id={`${id}-number`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        value={accountNumber}
        onChange={(e) => change(() => setAccountNumber(e.target.value))}
      />
      {problem && <Notice type="error" title={problem} />}
      {saved && <Notice type="success" title="Your payout account is saved" role="status" />}
      {resolved ? (
        <div className="payout-account__confirm" role="group" aria-label="Confirm the account">
          <p>
            The bank says {resolved.accountNumberMasked} at {resolved.bankName} belongs to{' '}
            <strong>{resolved.accountName}</strong>. Is this your account?
          </p>
          <Button type="primary" onClick={() => void confirm()} loading={saving.fetching}>
            Yes, pay me into this account
          </Button>
          <Button onClick={() => setResolved(null)}>No, change it</Button>
        </div>
      ) : (
        <Button type="primary" htmlType="submit" loading={resolving.fetching}>
          Check account
        </Button>
      )}
    </form>
  );
}
