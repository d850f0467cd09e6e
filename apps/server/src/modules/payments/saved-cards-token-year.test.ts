import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { CARD_TOKEN_MARGIN_DAYS, CARD_TOKEN_VALID_DAYS } from '@eazy2con/shared/validation/saved-cards';
import { useCardPaymentsApp } from './card-payments.fixtures';
import { registerCamp } from './payments.fixtures';
import { savedCards } from './saved-cards.schema';
import { mySavedCards, savedCardSteps } from './saved-cards.fixtures';

// A saved card's token and its year (decision 0045, "A token's year"), against the fake Flutterwave.
const pay = useCardPaymentsApp({ timeoutMs: 3000 });
const { payCheckout, accountWithCard, chargeFor, tokenizedCalls } = savedCardSteps(pay);
let t: TestApp;
beforeAll(() => {
  t = pay.t;
});
const db = () => t.database.db;

describe("a card token's year (Flutterwave's tokens are valid for one year only)", () => {
  it('is shown with the card, and the card is no longer charged once its days are up', async () => {
    const { email, cookie, saved } = await accountWithCard('2950');
    const [listed] = await mySavedCards(t, cookie);
    const days = (new Date(listed!.usableUntil).getTime() - new Date(saved.createdAt).getTime()) / 86_400_000;
    expect(days).toBe(CARD_TOKEN_VALID_DAYS - CARD_TOKEN_MARGIN_DAYS);
    const owner = (await db().select().from(savedCards).where(eq(savedCards.id, saved.id)))[0]!.ownerUserId;
    expect((await t.app.services.payments.savedCards.forRenewal(owner))?.id).toBe(saved.id);

    await db()
      .update(savedCards)
      .set({ createdAt: new Date(Date.now() - (CARD_TOKEN_VALID_DAYS - CARD_TOKEN_MARGIN_DAYS) * 86_400_000 - 60_000) })
      .where(eq(savedCards.id, saved.id));
    const calls = tokenizedCalls().length;
    expect(await chargeFor(saved, await registerCamp(t, { email }))).toEqual({
      outcome: 'unusable',
      reason: 'token_expired',
    });
    expect(tokenizedCalls()).toHaveLength(calls);
    expect(await t.app.services.payments.savedCards.forRenewal(owner)).toBeNull();
    // Still listed, so its holder sees it and can pay with it again or remove it.
    expect(await mySavedCards(t, cookie)).toHaveLength(1);
  });

  it('starts again when the card is paid with again: the new token replaces the old one, which is forgotten', async () => {
    const { email, cookie, saved } = await accountWithCard('2950');
    await db()
      .update(savedCards)
      .set({ createdAt: new Date(Date.now() - 340 * 86_400_000) })
      .where(eq(savedCards.id, saved.id));
    // Another card of the account is not the same card: it stays.
    await payCheckout(await registerCamp(t, { email }), { cookie, saveCard: true, card: '4246' });
    await payCheckout(await registerCamp(t, { email }), { cookie, saveCard: true, card: '2950' });
    const cards = await mySavedCards(t, cookie);
    expect(cards.map((c) => c.last4).sort()).toEqual(['2950', '4246']);
    const renewed = cards.find((c) => c.last4 === '2950')!;
    expect(renewed.id).not.toBe(saved.id);
    const [old] = await db().select().from(savedCards).where(eq(savedCards.id, saved.id));
    expect(old).toMatchObject({ tokenSealed: null, tokenFingerprint: null });
    expect(old?.removedAt).toBeInstanceOf(Date);
    // The renewal charges the newest card that can be charged.
    const owner = old!.ownerUserId;
    expect((await t.app.services.payments.savedCards.forRenewal(owner))?.id).toBe(renewed.id);
  });
});
