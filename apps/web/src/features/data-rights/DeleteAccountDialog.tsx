import { useState } from 'react';
import { useMutation } from 'urql';
import { DELETION_CODE_INVALID, DELETION_CODE_MINUTES } from '@eazy2con/shared/validation/data-rights';
import { apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { TextInput } from '../../ui/inputs';
import { authApi, hardNavigate, LOGGED_OUT_FLAG } from '../accounts/public';
import { DeleteMyAccountMutation, RequestAccountDeletionCodeMutation } from './data-rights.queries';

/**
 * "Delete my account" (issue 35): what goes and what stays, a code mailed to the account's address, then the
 * deletion. The server has already ended the session; signing out as /logout does clears the cookie, and a full
 * load of the home page leaves nothing of the account in the browser.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: sending }, requestCode] = useMutation(RequestAccountDeletionCodeMutation);
  const [{ fetching: deleting }, deleteAccount] = useMutation(DeleteMyAccountMutation);

  const close = () => {
    setSent(false);
    setCode('');
    setError(null);
    onClose();
  };

  const send = async () => {
    setError(null);
    const result = await requestCode({});
    if (!result.data?.requestAccountDeletionCode) return setError(apiErrorMessage(result.error));
    setSent(true);
  };

  const confirm = async () => {
    setError(null);
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setError(DELETION_CODE_INVALID);
    const result = await deleteAccount({ code });
    if (!result.data?.deleteMyAccount) {
      return setError(apiFieldErrors(result.error).code ?? apiErrorMessage(result.error));
    }
    await authApi.signOut();
    try {
      window.sessionStorage.setItem(LOGGED_OUT_FLAG, '1');
    } catch {
      // Private mode without storage: the notice is lost, the deletion is not.
    }
    hardNavigate('/');
  };

  return (
    <Dialog
      open={open}
      title="Delete my account"
      onClose={close}
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          {sent ? (
            <Button danger type="primary" loading={deleting} onClick={() => void confirm()}>
              Delete my account for good
            </Button>
          ) : (
            <Button danger type="primary" loading={sending} onClick={() => void send()}>
              Send me a code
            </Button>
          )}
        </>
      }
    >
      <p>Deleting your account cannot be undone. We erase:</p>
      <ul>
        <li>your account and sign-in;</li>
        <li>the names, e-mail addresses and phone numbers on your bookings, registrations and chats;</li>
        <li>your chat messages, reviews, comments and notes, and your newsletter subscription.</li>
      </ul>
      <p>
        Records of payments stay, as the law asks us to keep them: amounts, references, dates and status, under
        &ldquo;Deleted account&rdquo;, with no name or contact details.
      </p>
      {sent ? (
        <>
          <p role="status">We e-mailed you a 6-digit code. It works for {DELETION_CODE_MINUTES} minutes.</p>
          <label htmlFor="delete-account-code">Code from the e-mail</label>
          <TextInput
            id="delete-account-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </>
      ) : (
        <p>To make sure it is you, we will e-mail a code to your address.</p>
      )}
      {error && <Notice type="error" title={error} className="data-rights__notice" />}
    </Dialog>
  );
}
