import { useState } from 'react';
import { useMutation } from 'urql';
import { LearnerCodeSchema } from '@eazy2con/shared/validation/families';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/inputs';
import { ClearLearnerCodeMutation, SetLearnerCodeMutation } from './learner-space.queries';

interface Props {
  childId: string;
  firstName: string;
  on: boolean;
  /** After the code was saved or the space turned off, with what to tell the parent. */
  onChanged: (said: string) => void;
}

/**
 * The "Learner space" part of a child's card (issue 35): the parent sets a code of 6 to 12 digits, and the child
 * signs in with it at /learner/<id> to see their classes and join them; changing the code or turning the space off
 * signs the child's browsers out.
 */
export function LearnerSpaceControl({ childId, firstName, on, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: saving }, setLearnerCode] = useMutation(SetLearnerCodeMutation);
  const [{ fetching: clearing }, clearLearnerCode] = useMutation(ClearLearnerCodeMutation);
  const inputId = `learner-code-${childId}`;
  const address = `${window.location.origin}/learner/${childId}`;

  const save = async () => {
    const parsed = LearnerCodeSchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    const result = await setLearnerCode({ childId, code: parsed.data.code });
    if (result.error) return setError(apiErrorMessage(result.error));
    setEditing(false);
    setCode('');
    onChanged(`${firstName}'s code is saved. Tell ${firstName} the code; it signs in at ${address}.`);
  };

  const turnOff = async () => {
    const result = await clearLearnerCode({ childId });
    if (result.error) return setError(apiErrorMessage(result.error));
    onChanged(`${firstName}'s learner space is off. Any browser signed in to it is signed out.`);
  };

  return (
    <div className="families__learner" aria-label={`${firstName}'s learner space`} role="group">
      <h4>Learner space</h4>
      {on && (
        <p>
          {firstName} signs in at {address} with the code you chose.
        </p>
      )}
      {editing ? (
        <form
          className="families__learner-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label htmlFor={inputId}>Code for {firstName} (6 to 12 digits)</label>
          <TextInput
            id={inputId}
            value={code}
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="families__actions">
            <Button htmlType="submit" type="primary" loading={saving}>
              Save code
            </Button>
            <Button htmlType="button" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="families__actions">
          <Button htmlType="button" onClick={() => setEditing(true)}>
            {on ? 'Change code' : `Set a code for ${firstName}`}
          </Button>
          {on && (
            <Button htmlType="button" loading={clearing} onClick={() => void turnOff()}>
              Turn off
            </Button>
          )}
        </div>
      )}
      {error && (
        <p className="families__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
