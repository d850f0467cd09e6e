import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { DATA_EXPORT_KEEP_DAYS, DATA_EXPORT_PREPARING } from '@eazy2con/shared/validation/data-rights';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { MyDataExportsQuery, RequestMyDataMutation } from './data-rights.queries';
import './data-rights.css';

const STATUS: Record<string, string> = {
  PENDING: 'Being prepared',
  READY: 'Ready: use the link we e-mailed you',
  EXPIRED: 'Expired: the archive is deleted',
  FAILED: 'Could not be prepared: ask again',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * "Your data" on /account (issue 35, decision 0043): Download my data (an archive built on the server and mailed as
 * a link, which opens only for this account) and Delete my account (confirmed by a mailed code). The link is not
 * shown here: only its hash is kept, so the mail is the one place it is, and a stolen session alone cannot use it.
 */
export function DataRightsSection() {
  const [{ data }, refetch] = useQuery({ query: MyDataExportsQuery, requestPolicy: 'cache-and-network' });
  const [{ fetching }, requestMyData] = useMutation(RequestMyDataMutation);
  const [asked, setAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const requests = data?.myDataExports ?? [];

  const download = async () => {
    setError(null);
    const result = await requestMyData({});
    if (!result.data) return setError(apiErrorMessage(result.error));
    setAsked(true);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <section aria-labelledby="your-data-heading" className="data-rights">
      <h2 id="your-data-heading" className="account__heading">
        Your data
      </h2>
      <p>
        Download everything we hold about you (your account, bookings, sessions, messages and payments) as JSON and CSV
        files, or delete your account.
      </p>
      <div className="auth__actions">
        <Button onClick={() => void download()} loading={fetching}>
          Download my data
        </Button>
        <Button danger onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      {asked && <Notice type="info" role="status" title={DATA_EXPORT_PREPARING} className="data-rights__notice" />}
      {error && <Notice type="error" title={error} className="data-rights__notice" />}
      {requests.length > 0 && (
        <ul className="data-rights__requests" aria-label="Your data downloads">
          {requests.map((request) => (
            <li key={request.id}>
              Asked on {day(request.requestedAt)}: <strong>{STATUS[request.status] ?? request.status}</strong>
              {request.status === 'READY' && request.expiresAt && <> (the link works until {day(request.expiresAt)})</>}
            </li>
          ))}
        </ul>
      )}
      <p className="data-rights__small">
        A download link works for {DATA_EXPORT_KEEP_DAYS} days, and only when you are signed in to this account.
      </p>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
