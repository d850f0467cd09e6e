import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { apiErrorCode, apiErrorMessage } from '../../core/graphql/errors';
import { usePageTitle } from '../../core/use-page-title';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/inputs';
import { whenLabel } from './child-labels';
import { LearnerSignInMutation, LearnerSpaceQuery } from './learner-space.queries';
import { forgetLearnerToken, readLearnerToken, saveLearnerToken } from './learner-token';
import './families.css';

/**
 * A child's learner space (issue 35, decision 0042), at /learner/<childId>: the child types the code their parent
 * set and sees only their upcoming classes, with a Join link once a room opens. Nothing to buy, no chat.
 */
export function LearnerPage() {
  usePageTitle('Your classes');
  const { childId = '' } = useParams();
  const [token, setToken] = useState<string | null>(() => readLearnerToken(childId));
  const [said, setSaid] = useState<string | null>(null);

  const signOut = (why: string | null) => {
    forgetLearnerToken(childId);
    setToken(null);
    setSaid(why);
  };

  return (
    <main className="learner">
      <h1>Your classes</h1>
      {token ? (
        <LearnerClasses token={token} onSignedOut={signOut} />
      ) : (
        <LearnerSignIn
          childId={childId}
          said={said}
          onSignedIn={(next) => {
            saveLearnerToken(childId, next);
            setSaid(null);
            setToken(next);
          }}
        />
      )}
    </main>
  );
}

function LearnerSignIn({
  childId,
  said,
  onSignedIn,
}: {
  childId: string;
  said: string | null;
  onSignedIn: (token: string) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, signIn] = useMutation(LearnerSignInMutation);

  const submit = async () => {
    setError(null);
    const result = await signIn({ childId, code });
    const signedIn = result.data?.learnerSignIn;
    if (signedIn) return onSignedIn(signedIn.token);
    setError(apiErrorMessage(result.error));
  };

  return (
    <form
      className="learner__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {said && <p role="status">{said}</p>}
      <label htmlFor="learner-code">Your code</label>
      <TextInput
        id="learner-code"
        value={code}
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      {error && (
        <p className="families__error" role="alert">
          {error}
        </p>
      )}
      <Button htmlType="submit" type="primary" loading={fetching}>
        Sign in
      </Button>
    </form>
  );
}

function LearnerClasses({ token, onSignedOut }: { token: string; onSignedOut: (why: string | null) => void }) {
  const [{ data, fetching, error }] = useQuery({
    query: LearnerSpaceQuery,
    variables: { token },
    requestPolicy: 'cache-and-network',
  });
  const expired = apiErrorCode(error) === 'UNAUTHENTICATED';
  const message = apiErrorMessage(error);
  // A token the server no longer knows (code changed, space turned off, 30 days passed) is forgotten here too.
  useEffect(() => {
    if (expired) onSignedOut(message);
  }, [expired, message, onSignedOut]);

  if (error && !expired) return <p role="alert">{message}</p>;
  const space = data?.learnerSpace;
  if (!space) return <p aria-busy={fetching}>Loading your classes…</p>;
  return (
    <div className="learner__space">
      <p className="learner__hello">Hello {space.firstName}!</p>
      {space.sessions.length === 0 ? (
        <p>No classes coming up. Ask your parent when the next one is.</p>
      ) : (
        <ul className="families__list" aria-label="Your upcoming classes">
          {space.sessions.map((s) => (
            <li key={s.start}>
              <time dateTime={s.start}>{whenLabel(s.start)}</time>
              {s.mentorName && <span> with {s.mentorName}</span>}
              {s.roomUrl && (
                <a className="learner__join" href={s.roomUrl} target="_blank" rel="noreferrer">
                  Join
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button htmlType="button" onClick={() => onSignedOut(null)}>
        Sign out
      </Button>
    </div>
  );
}
