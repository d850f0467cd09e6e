import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMyChildren, type MyChild } from './my-children';
import '../../ui/form/form.css';
import './child-choice.css';

// Only signed-in parents with children see the choice: its code stays out of the public page's first load.
const ChildPicker = lazy(() => import('./ChildPicker').then((m) => ({ default: m.ChildPicker })));

export const ADD_CHILD_FIRST = 'Add them on your account page first.';
export const SIGN_IN = 'Sign in';
export const CREATE_ACCOUNT = 'create an account';

/**
 * The kids booking form's "Who is this for?" (issue 35): a signed-in parent picks one of their children, whose
 * profile (and the consent recorded with it) the booking then names; or fills the form as before. Without children
 * the form says where to add them, and signed out where to sign in. Nothing shows until the session is known.
 */
export function ChildChoiceField({
  idPrefix,
  chosen,
  onChoose,
  error,
}: {
  idPrefix: string;
  chosen: MyChild | null;
  onChoose: (child: MyChild | null) => void;
  /** The server's word on the chosen child (consent withdrawn, no such child). */
  error?: string;
}) {
  const mine = useMyChildren();
  if (mine.state === 'unknown') return null;
  if (mine.state === 'some') {
    return (
      <Suspense fallback={null}>
        <ChildPicker idPrefix={idPrefix} options={mine.children} chosen={chosen} onChoose={onChoose} error={error} />
      </Suspense>
    );
  }
  return (
    <p className="child-choice-hint">
      Booking for your child?{' '}
      {mine.state === 'none' ? (
        <Link to="/account#children">{ADD_CHILD_FIRST}</Link>
      ) : (
        // A parent without an account makes one with the code mailed at sign-up, then adds their children.
        <>
          <Link to="/login">{SIGN_IN}</Link> or <Link to="/signup">{CREATE_ACCOUNT}</Link> to pick them from your
          account.
        </>
      )}
    </p>
  );
}
