import { useId } from 'react';
import { Link } from 'react-router';
import { SAVE_CARD_HINT, SAVE_CARD_LABEL, SAVE_CARD_SIGN_IN } from '@eazy2con/shared/saved-card-texts';
import { useHydrated } from '../../ui/use-hydrated';
import { useAuth } from '../accounts/public';
import './saved-cards.css';

/**
 * The card checkout's "Save this card for renewals" (decision 0045): unticked unless the payer ticks it, offered to a
 * signed-in person only; a visitor is told a card is saved only with an account, and where to sign in. The server
 * decides again (the account's confirmed e-mail must be the booking's) and keeps the card only once the payment is
 * verified. Nothing shows until the session is known in the browser.
 */
export function SaveCardChoice({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  const hydrated = useHydrated();
  const auth = useAuth();
  if (!hydrated || auth.loading) return null;
  if (!auth.isAuthenticated) {
    return (
      <p className="save-card-choice save-card-choice__hint">
        {SAVE_CARD_SIGN_IN} <Link to="/login">Sign in</Link>
      </p>
    );
  }
  return (
    <div className="save-card-choice">
      <label className="save-card-choice__label" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>{SAVE_CARD_LABEL}</span>
      </label>
      <p className="save-card-choice__hint">{SAVE_CARD_HINT}</p>
    </div>
  );
}
