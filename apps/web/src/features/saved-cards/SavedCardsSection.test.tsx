import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAVED_CARD_NOT_FOUND, SAVED_CARD_REMOVED } from '@eazy2con/shared/validation/saved-cards';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { SavedCardsSection } from './SavedCardsSection';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const card = (id: string, brand: string, last4: string, usableUntil = inDays(300)) => ({
  __typename: 'SavedCard',
  id,
  brand,
  last4,
  expiryMonth: 9,
  expiryYear: 2032,
  createdAt: '2026-12-02T10:00:00.000Z',
  usableUntil,
});

/** The account's cards as the server keeps them: removing one takes it off the list; `refuse` answers NOT_FOUND. */
function server(options: { refuse?: boolean } = {}) {
  let cards = [card('c1', 'VISA', '4246'), card('c2', 'MASTERCARD', '2950')];
  return (call: GraphQLCall) => {
    if (call.query.includes('query MySavedCards')) return { data: { mySavedCards: cards } };
    if (call.query.includes('mutation RemoveSavedCard')) {
      if (options.refuse) {
        return {
          data: null,
          errors: [{ message: SAVED_CARD_NOT_FOUND, extensions: { code: 'NOT_FOUND' } }],
        };
      }
      cards = cards.filter((c) => c.id !== call.variables.id);
      return { data: { removeSavedCard: true } };
    }
    return undefined;
  };
}

const list = () => screen.findByRole('list', { name: 'Your saved cards' });

describe('Saved cards on /account', () => {
  it('lists each card by brand, last four digits and expiry, never more', async () => {
    renderPage(<SavedCardsSection />, { me: USER_ME, respond: server() });
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Visa ending 4246 · expires 09/2032'),
      expect.stringContaining('Mastercard ending 2950 · expires 09/2032'),
    ]);
  });

  it("asks for a card to be paid with again in the month before its token's year is up, and says when it is", async () => {
    const cards = [
      card('c1', 'VISA', '4246', inDays(10)),
      card('c2', 'MASTERCARD', '2950', inDays(-1)),
      card('c3', 'VERVE', '1111', inDays(45)),
    ];
    renderPage(<SavedCardsSection />, {
      me: USER_ME,
      respond: (call) => (call.query.includes('query MySavedCards') ? { data: { mySavedCards: cards } } : undefined),
    });
    const [soon, over, fine] = within(await list()).getAllByRole('listitem');
    const by = new Date(cards[0]!.usableUntil).toLocaleDateString('en-NG', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    expect(within(soon!).getByRole('note').textContent).toBe(
      `Pay with this card again by ${by}, ticking \u201cSave this card for renewals\u201d, to keep renewing with it.`,
    );
    expect(within(over!).getByRole('note').textContent).toContain('No longer used for renewals');
    expect(within(fine!).queryByRole('note')).toBeNull();
  });

  it('asks before removing; Keep card changes nothing', async () => {
    const page = renderPage(<SavedCardsSection />, { me: USER_ME, respond: server() });
    fireEvent.click(within(await list()).getAllByRole('button', { name: 'Remove' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Remove Visa ending 4246?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.calls.some((c) => c.query.includes('RemoveSavedCard'))).toBe(false);
  });

  it('removes the confirmed card, says it will not be charged again, and lists the rest', async () => {
    const page = renderPage(<SavedCardsSection />, { me: USER_ME, respond: server() });
    fireEvent.click(within(await list()).getAllByRole('button', { name: 'Remove' })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove card' }));
    expect((await screen.findByRole('status')).textContent).toBe(`Visa ending 4246: ${SAVED_CARD_REMOVED}`);
    await waitFor(async () => expect(within(await list()).getAllByRole('listitem')).toHaveLength(1));
    expect(page.calls.find((c) => c.query.includes('RemoveSavedCard'))?.variables).toEqual({ id: 'c1' });
  });

  it("shows the server's refusal", async () => {
    renderPage(<SavedCardsSection />, { me: USER_ME, respond: server({ refuse: true }) });
    fireEvent.click(within(await list()).getAllByRole('button', { name: 'Remove' })[1]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove card' }));
    expect((await screen.findByRole('alert')).textContent).toContain(SAVED_CARD_NOT_FOUND);
  });

  it('says how to save one when there is none', async () => {
    renderPage(<SavedCardsSection />, { me: USER_ME, respond: () => ({ data: { mySavedCards: [] } }) });
    expect(await screen.findByText(/No saved cards/)).toBeTruthy();
  });
});
