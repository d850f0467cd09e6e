import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SAVE_CARD_NEEDS_ACCOUNT,
  SAVE_CARD_OTHER_EMAIL,
  SAVED_CARD_NOT_FOUND,
} from '@eazy2con/shared/validation/saved-cards';
import { signUpConfirmed } from '../accounts/test-helpers';
import type { TestApp } from '../../test/test-app';
import type { FakeFlutterwave } from '../../test/fake-flutterwave.types';
import { CAMP_AMOUNT_KOBO, useCardPaymentsApp } from './card-payments.fixtures';
import { campPaymentOf, registerCamp } from './payments.fixtures';
import { payments } from './payments.schema';
import { savedCards } from './saved-cards.schema';
import {
  mySavedCards,
  REMOVE_SAVED_CARD,
  savedCardSteps,
  startSaving,
  type SavedCardAnswer,
} from './saved-cards.fixtures';

// Saving a card and charging it against the fake Flutterwave (decision 0045; docs/flutterwave-money-contract.md).
// No test here waits on a Flutterwave that holds its answer: a longer client timeout keeps a busy machine from failing them.
const pay = useCardPaymentsApp({ timeoutMs: 3000 });
let t: TestApp;
let fake: FakeFlutterwave;
beforeAll(() => {
  ({ t, fake } = pay);
});
const db = () => t.database.db;

const { newEmail, payCheckout, accountWithCard, chargeFor, tokenizedCalls } = savedCardSteps(pay);

describe('saving a card on the card checkout', () => {
  it('keeps the card of a verified payment its signed-in payer asked to save, and never shows or stores the token', async () => {
    const email = newEmail();
    const cookie = await signUpConfirmed(t, email);
    const { txRef, transaction, settled } = await payCheckout(await registerCamp(t, { email }), {
      cookie,
      saveCard: true,
      card: '4246',
    });
    expect(settled?.paid).toBe(true);
    const token = transaction?.card?.token ?? '';
    expect(token).toMatch(/^flw-t1nf-/);

    const res = await t.gql<{ mySavedCards: SavedCardAnswer[] }>(
      `{ mySavedCards { id brand last4 expiryMonth expiryYear createdAt } }`,
      {},
      { cookie },
    );
    expect(res.data?.mySavedCards).toEqual([
      expect.objectContaining({ brand: 'VISA', last4: '4246', expiryMonth: 9, expiryYear: 2032 }),
    ]);
    expect(JSON.stringify(res)).not.toContain(token);
    const [row] = await db()
      .select()
      .from(savedCards)
      .where(eq(savedCards.ownerUserId, await userIdOf(cookie)));
    expect(row).toMatchObject({ email, provider: 'flutterwave', last4: '4246' });
    expect(row?.tokenSealed).toMatch(/^v1\./);
    expect(row?.tokenSealed).not.toContain(token);
    const [payment] = await db().select().from(payments).where(eq(payments.txRef, txRef));
    expect(payment?.saveCardFor).toBe(row?.ownerUserId);
    // The verification answer is kept as the record of the payment, without the token.
    expect(JSON.stringify(payment?.verification)).toContain('"last_4digits":"4246"');
    expect(JSON.stringify(payment?.verification)).not.toContain(token);
    expect(pay.logLines.join('\n')).not.toContain(token);
  });

  it('keeps nothing without the consent, even for a signed-in payer', async () => {
    const email = newEmail();
    const cookie = await signUpConfirmed(t, email);
    const { settled } = await payCheckout(await registerCamp(t, { email }), { cookie, saveCard: false });
    expect(settled?.paid).toBe(true);
    await payCheckout(await registerCamp(t, { email }), { cookie });
    expect(await mySavedCards(t, cookie)).toEqual([]);
  });

  it('keeps nothing when the payment fails or its verification is refused', async () => {
    const email = newEmail();
    const cookie = await signUpConfirmed(t, email);
    const failed = await payCheckout(await registerCamp(t, { email }), { cookie, saveCard: true, outcome: 'failed' });
    expect(failed.settled?.status).toBe('FAILED');
    // Paid less than asked: the verification refuses it, so nothing is saved either.
    fake.tamper = { amount: 100 };
    const short = await payCheckout(await registerCamp(t, { email }), { cookie, saveCard: true });
    fake.tamper = null;
    expect(short.settled?.paid).toBe(false);
    expect(await mySavedCards(t, cookie)).toEqual([]);
  });

  it('refuses to save without a signed-in account, or for a booking of another e-mail, and starts nothing', async () => {
    const booking = await registerCamp(t, { email: newEmail() });
    const before = fake.calls.length;
    const anonymous = await startSaving(t, booking, { saveCard: true });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: SAVE_CARD_NEEDS_ACCOUNT,
      extensions: { code: 'BAD_USER_INPUT', fields: { saveCard: SAVE_CARD_NEEDS_ACCOUNT } },
    });
    const someoneElse = await signUpConfirmed(t, newEmail());
    const other = await startSaving(t, booking, { saveCard: true, cookie: someoneElse });
    expect(other.errors?.[0]).toMatchObject({ message: SAVE_CARD_OTHER_EMAIL, extensions: { code: 'BAD_USER_INPUT' } });
    expect(fake.calls.length).toBe(before);
    expect(await db().select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual([]);
    // Without the wish, the same visitor pays as before.
    expect((await startSaving(t, booking)).errors).toBeUndefined();
  });

  it('keeps the card when the webhook settles the payment (no result screen), once per card and account', async () => {
    const email = newEmail();
    const cookie = await signUpConfirmed(t, email);
    const started = await startSaving(t, await registerCamp(t, { email }), { cookie, saveCard: true });
    const { transaction } = fake.complete(started.data!.startPayment.txRef, 'successful');
    expect(await fake.deliverWebhook(pay.webhookUrl, transaction!.id)).toBe(200);
    await t.app.services.payments.webhooks.idle();
    expect(await mySavedCards(t, cookie)).toHaveLength(1);
    // The same token saved again (a second booking paid with the same card) stays one card.
    const again = await startSaving(t, await registerCamp(t, { email }), { cookie, saveCard: true });
    const second = fake.complete(again.data!.startPayment.txRef, 'successful');
    second.transaction!.card = transaction!.card;
    await pay.settleUrl(second.redirect);
    expect(await mySavedCards(t, cookie)).toHaveLength(1);
  });
});

describe('charging a saved card (POST /v3/tokenized-charges)', () => {
  it('charges the token with its e-mail and the booking amount, verifies, settles and answers paid, once', async () => {
    const { email, saved, token } = await accountWithCard('2950');
    const next = await registerCamp(t, { email });
    const outcome = await chargeFor(saved, next);
    expect(outcome).toMatchObject({ outcome: 'paid', paidKobo: CAMP_AMOUNT_KOBO, counted: true });
    if (outcome.outcome !== 'paid') throw new Error('not paid');
    const call = tokenizedCalls().find((c) => c.body?.tx_ref === outcome.txRef);
    expect(call?.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(call?.body).toMatchObject({
      token,
      email,
      currency: 'NGN',
      country: 'NG',
      amount: 18_000,
      tx_ref: outcome.txRef,
      redirect_url: 'https://eazy2con.example/weekendcampsuccess',
    });
    expect(outcome.txRef).toMatch(/^e2c-[0-9a-f-]{36}$/);
    // Counted only after the provider verified it.
    const verified = fake.calls.filter((c) => c.path.startsWith('/v3/transactions/') && c.path.endsWith('/verify'));
    expect(verified.length).toBeGreaterThan(0);
    expect((await campPaymentOf(t, next.id))?.paymentStatus).toBe('PAID');
    expect(await pay.receiptsTo(email)).toHaveLength(2);

    const again = await chargeFor(saved, next);
    expect(again).toEqual(outcome);
    expect(tokenizedCalls().filter((c) => c.body?.tx_ref === outcome.txRef)).toHaveLength(1);
  });

  it('answers needs_authorisation with the bank page (3-D Secure); the payer approving it pays the booking', async () => {
    const { email, saved } = await accountWithCard('4246');
    const next = await registerCamp(t, { email });
    const outcome = await chargeFor(saved, next);
    if (outcome.outcome !== 'needs_authorisation') throw new Error(`answered ${outcome.outcome}`);
    expect(outcome.authorizationUrl).toMatch(new RegExp(`^${fake.url}/v3/hosted/authorize/\\d+$`));
    expect((await campPaymentOf(t, next.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
    expect(await chargeFor(saved, next)).toEqual(outcome);

    const id = Number(outcome.authorizationUrl.split('/').pop());
    const { redirect } = fake.authorize(id, 'successful');
    expect(redirect).toContain('https://eazy2con.example/weekendcampsuccess?status=successful');
    expect((await pay.settleUrl(redirect)).data?.settlePayment).toMatchObject({ status: 'SUCCESSFUL', paid: true });
    expect(await chargeFor(saved, next)).toMatchObject({ outcome: 'paid', txRef: outcome.txRef });
  });

  it('answers declined with the provider message when the card is refused (a failed transaction)', async () => {
    const { email, saved } = await accountWithCard('6506');
    const next = await registerCamp(t, { email });
    const outcome = await chargeFor(saved, next);
    expect(outcome).toMatchObject({ outcome: 'declined', message: 'Insufficient funds' });
    expect((await campPaymentOf(t, next.id))?.paymentStatus).toBe('FAILED');
    if (outcome.outcome !== 'declined') throw new Error('not declined');
    const [payment] = await db().select().from(payments).where(eq(payments.txRef, outcome.txRef));
    expect(payment).toMatchObject({ status: 'failed', savedCardId: saved.id });
  });

  it('answers declined when Flutterwave refuses the charge outright (status error), recording the attempt failed', async () => {
    const { email, saved } = await accountWithCard('6506');
    const next = await registerCamp(t, { email });
    fake.declineShape = 'error';
    const outcome = await chargeFor(saved, next);
    fake.declineShape = 'failed-transaction';
    expect(outcome).toMatchObject({ outcome: 'declined', message: 'Insufficient funds' });
    if (outcome.outcome !== 'declined') throw new Error('not declined');
    const [payment] = await db().select().from(payments).where(eq(payments.txRef, outcome.txRef));
    expect(payment).toMatchObject({ status: 'failed', providerTxId: null, providerMessage: 'Insufficient funds' });
    // A retry is a new attempt with its own reference.
    const retry = await chargeFor(saved, next, 2);
    expect(retry).toMatchObject({ outcome: 'declined' });
    if (retry.outcome === 'declined') expect(retry.txRef).not.toBe(outcome.txRef);
  });

  it('answers pending when Flutterwave gives no answer, and never charges again when asked again', async () => {
    const { email, saved } = await accountWithCard('2950');
    const next = await registerCamp(t, { email });
    fake.fault = 'down';
    const outcome = await chargeFor(saved, next);
    fake.fault = null;
    expect(outcome).toMatchObject({ outcome: 'pending' });
    const calls = tokenizedCalls().length;
    expect(await chargeFor(saved, next)).toMatchObject({ outcome: 'pending' });
    expect(tokenizedCalls()).toHaveLength(calls);
    expect((await campPaymentOf(t, next.id))?.paymentStatus).toBe('AWAITING_PAYMENT');
  });

  it("charges nothing for another person's booking, a paid booking, or a removed card", async () => {
    const { email, cookie, saved } = await accountWithCard('2950');
    const calls = tokenizedCalls().length;
    const stranger = await registerCamp(t, { email: newEmail() });
    expect(await chargeFor(saved, stranger)).toEqual({ outcome: 'unusable', reason: 'not_payer' });
    const paid = await registerCamp(t, { email });
    await payCheckout(paid);
    await expect(chargeFor(saved, paid)).rejects.toMatchObject({ code: 'CONFLICT' });
    await t.gql(REMOVE_SAVED_CARD, { id: saved.id }, { cookie });
    expect(await chargeFor(saved, await registerCamp(t, { email }))).toEqual({
      outcome: 'unusable',
      reason: 'removed',
    });
    expect(tokenizedCalls()).toHaveLength(calls);
  });
});

describe('removing a saved card', () => {
  it('only its owner removes it; the token is forgotten at once; others get the answer of a missing card', async () => {
    const { cookie, saved } = await accountWithCard('2950');
    const other = await signUpConfirmed(t, newEmail());
    const theirs = await t.gql(REMOVE_SAVED_CARD, { id: saved.id }, { cookie: other });
    const missing = await t.gql(REMOVE_SAVED_CARD, { id: crypto.randomUUID() }, { cookie: other });
    expect(theirs.errors?.[0]).toMatchObject({ message: SAVED_CARD_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    expect(theirs.errors?.[0]).toEqual(missing.errors?.[0]);
    expect((await t.gql(REMOVE_SAVED_CARD, { id: saved.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await mySavedCards(t, cookie)).toHaveLength(1);

    expect((await t.gql(REMOVE_SAVED_CARD, { id: saved.id }, { cookie })).data).toEqual({ removeSavedCard: true });
    expect(await mySavedCards(t, cookie)).toEqual([]);
    const [row] = await db().select().from(savedCards).where(eq(savedCards.id, saved.id));
    expect(row).toMatchObject({ tokenSealed: null, tokenFingerprint: null, last4: '2950' });
    expect(row?.removedAt).toBeInstanceOf(Date);
    expect((await t.gql(REMOVE_SAVED_CARD, { id: saved.id }, { cookie })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('is limited to 20 a connection in 10 minutes', async () => {
    const cookie = await signUpConfirmed(t, newEmail());
    for (let i = 0; i < 20; i += 1) {
      const res = await t.gql(REMOVE_SAVED_CARD, { id: crypto.randomUUID() }, { cookie });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const limited = await t.gql(REMOVE_SAVED_CARD, { id: crypto.randomUUID() }, { cookie });
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

async function userIdOf(cookie: string): Promise<string> {
  const res = await t.gql<{ me: { sub: string } }>('{ me { sub } }', {}, { cookie });
  return res.data!.me.sub;
}
