import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { SAVE_CARD_LABEL, SAVED_CARD_REMOVED, cardTokenNeedsRenewing } from '@eazy2con/shared/validation/saved-cards';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { useNow } from '../../ui/use-now';
import { MySavedCardsQuery, RemoveSavedCardMutation, type MySavedCard } from './saved-cards.queries';
import './saved-cards.css';

type Said = { type: 'success' | 'error'; text: string } | null;

/** "VISA ending 4246", how a card is named on the page and in the question before removing it. */
export const cardName = (card: Pick<MySavedCard, 'brand' | 'last4'>) =>
  `${card.brand.charAt(0)}${card.brand.slice(1).toLowerCase()} ending ${card.last4}`;
const expiry = (card: MySavedCard) => `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The provider's token for a card lasts one year: from a month before renewals stop charging it, the holder is asked
 * to pay with it again (saving it gives a new token, which replaces this one), and once they have stopped, told so.
 */
function TokenNote({ card, now }: { card: MySavedCard; now: Date }) {
  const until = new Date(card.usableUntil);
  if (!cardTokenNeedsRenewing(until, now)) return null;
  const again = `ticking \u201c${SAVE_CARD_LABEL}\u201d, to keep renewing with it.`;
  return (
    <span className="saved-cards__note" role="note">
      {until.getTime() <= now.getTime()
        ? `No longer used for renewals: saved cards last a year. Pay with it again, ${again}`
        : `Pay with this card again by ${longDate(card.usableUntil)}, ${again}`}
    </span>
  );
}

/**
 * "Saved cards" on /account (issue 35 "saved cards (remove)", issue 36 renewals; decision 0045): the cards this
 * account kept for renewals, each with Remove, which asks first. Removing one means it is never charged again; the
 * renewal then asks to pay by card or transfer.
 */
export function SavedCardsSection() {
  const [{ data, error }, refetch] = useQuery({ query: MySavedCardsQuery, requestPolicy: 'cache-and-network' });
  const [{ fetching }, remove] = useMutation(RemoveSavedCardMutation);
  const [removing, setRemoving] = useState<MySavedCard | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const cards = data?.mySavedCards ?? [];
  const now = new Date(useNow());

  const confirmRemove = async () => {
    if (!removing) return;
    const card = removing;
    setRemoving(null);
    const result = await remove({ id: card.id });
    if (result.error) return setSaid({ type: 'error', text: apiErrorMessage(result.error) });
    setSaid({ type: 'success', text: `${cardName(card)}: ${SAVED_CARD_REMOVED}` });
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <section id="saved-cards" aria-labelledby="saved-cards-heading" className="saved-cards">
      <h2 id="saved-cards-heading" className="account__heading">
        Saved cards
      </h2>
      {said && <Notice type={said.type} title={said.text} role={said.type === 'error' ? 'alert' : 'status'} />}
      {error && <Notice type="error" title={apiErrorMessage(error)} />}
      {data && cards.length === 0 && (
        <p>
          No saved cards. To renew a plan by card without typing it again, tick &ldquo;Save this card for
          renewals&rdquo; when you pay by card while signed in.
        </p>
      )}
      {cards.length > 0 && (
        <ul className="saved-cards__list" aria-label="Your saved cards">
          {cards.map((card) => (
            <li key={card.id} className="saved-cards__card">
              <span>
                <strong>{cardName(card)}</strong> · expires {expiry(card)} · saved on {longDate(card.createdAt)}
                <TokenNote card={card} now={now} />
              </span>
              <Button danger onClick={() => setRemoving(card)} disabled={fetching}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="saved-cards__small">
        We keep only a token from the payment provider and the last four digits, never your card number.
      </p>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing ? cardName(removing) : 'this card'}?`}
        content="It will not be charged again, and we forget its token now. A renewal then asks you to pay by card or bank transfer."
        okText="Remove card"
        cancelText="Keep card"
        danger
        onOk={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
