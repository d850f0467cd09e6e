import { eq } from 'drizzle-orm';
import { Tx } from '../../db/transaction';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxTestCards } from '@eazy2con/shared/validation/saved-cards';
import { signUpConfirmed } from '../accounts/test-helpers';
import { DELETE_ACCOUNT, mailData, REQUEST_CODE } from '../data-rights/test-helpers';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { campPaymentOf, registerCamp } from './payments.fixtures';
import { payments } from './payments.schema';
import { savedCards } from './saved-cards.schema';
import { SavedCardsPersonalData } from './saved-cards-personal-data.repo';
import { chooseOnSandbox, saveSandboxCard, settleRedirect, startSaving } from './saved-cards.fixtures';
import { SANDBOX_LABEL } from './sandbox-page';
import { SANDBOX_DECLINE_MESSAGE } from './sandbox.provider';

// The sandbox (no keys) simulates saved-card renewals by the saved test card's last four digits (decision 0045).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

let n = 0;
const account = () => signUpConfirmed(t, `sandbox-cards-${++n}-${Date.now()}@example.com`);
const charges = () => t.app.services.payments.savedCardCharges;

/** A card saved with test card `last4`, and a second booking of the same person waiting to be paid with it. */
async function cardAndNextBooking(last4: '2950' | '4246' | '6506') {
  const cookie = await account();
  const { card, email } = await saveSandboxCard(t, cookie, last4);
  const next = await registerCamp(t, { email });
  return { cookie, card, next };
}

describe('the sandbox checkout with test cards', () => {
  it('offers Pay (the first test card), the two other test cards with what their renewals do, Fail and Cancel', async () => {
    const booking = await registerCamp(t);
    const res = await t.gql<{ startPayment: { link: string } }>(
      `mutation ($id: ID!, $token: String!) { startPayment(kind: CAMP, bookingId: $id, token: $token) { link } }`,
      { id: booking.id, token: booking.token },
    );
    const page = await t.app.http.inject({ method: 'GET', url: new URL(res.data!.startPayment.link).pathname });
    expect(page.body).toContain(SANDBOX_LABEL);
    expect(page.body).toMatch(/value="successful"[^>]*>Pay</);
    for (const card of sandboxTestCards.slice(1)) {
      expect(page.body).toContain(`value="pay-${card.last4}"`);
      expect(page.body).toContain(card.number);
      expect(page.body).toContain(card.says);
    }
    expect(page.body).toContain(sandboxTestCards[0].number);
  });

  it('saves the test card paid with, when the signed-in payer asked and the payment verified', async () => {
    const cookie = await account();
    const { card } = await saveSandboxCard(t, cookie, '4246');
    expect(card).toMatchObject({ brand: 'VISA', last4: '4246', expiryMonth: 9, expiryYear: 2032 });
    const [row] = await t.database.db.select().from(savedCards).where(eq(savedCards.id, card.id));
    expect(row?.provider).toBe('sandbox');
    expect(row?.tokenSealed).toMatch(/^v1\./);
    expect(row?.tokenSealed).not.toContain('sbx-');
  });
});

describe('saved-card renewals in the sandbox', () => {
  it('the 2950 card succeeds: verified, settled and the booking paid at its own amount', async () => {
    const { card, next } = await cardAndNextBooking('2950');
    const outcome = await charges().charge({ cardId: card.id, bookingKind: 'camp', bookingId: next.id });
    expect(outcome).toMatchObject({ outcome: 'paid', paidKobo: next.amountKobo, counted: true });
    expect((await campPaymentOf(t, next.id))?.paymentStatus).toBe('PAID');
    if (outcome.outcome !== 'paid') throw new Error('not paid');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.txRef, outcome.txRef));
    expect(payment).toMatchObject({ status: 'successful', provider: 'sandbox', savedCardId: card.id });
  });

  it("the 4246 card asks for 3-D Secure on the sandbox's own page; approving it pays the booking", async () => {
    const { card, next } = await cardAndNextBooking('4246');
    const outcome = await charges().charge({ cardId: card.id, bookingKind: 'camp', bookingId: next.id });
    if (outcome.outcome !== 'needs_authorisation') throw new Error(`answered ${outcome.outcome}`);
    expect(outcome.authorizationUrl).toMatch(/^http:\/\/localhost:3000\/api\/payments\/sandbox\/[0-9a-f-]{36}$/);
    expect((await campPaymentOf(t, next.id))?.paymentStatus).toBe('AWAITING_PAYMENT');

    const page = await t.app.http.inject({ method: 'GET', url: new URL(outcome.authorizationUrl).pathname });
    expect(page.body).toContain('Approve a saved-card payment');
    expect(page.body).toContain('VISA ending 4246');
    expect(page.body).toContain(SANDBOX_LABEL);
    const approved = await chooseOnSandbox(t, outcome.authorizationUrl, 'successful');
    expect(approved.statusCode).toBe(303);
    const location = String(approved.headers.location);
    expect(location).toContain('http://localhost:3000/weekendcampsuccess?status=successful');
    expect((await settleRedirect(t, location)).data?.settlePayment).toEqual({ status: 'SUCCESSFUL', paid: true });
    // Asked again (the renewal job after a restart): where the same charge stands, never a second charge.
    const again = await charges().charge({ cardId: card.id, bookingKind: 'camp', bookingId: next.id });
    expect(again).toMatchObject({ outcome: 'paid', txRef: outcome.txRef });
  });

  it('a declined approval leaves the booking unpaid and says so', async () => {
    const { card, next } = await cardAndNextBooking('4246');
    const outcome = await charges().charge({ cardId: card.id, bookingKind: 'camp', bookingId: next.id });
    if (outcome.outcome !== 'needs_authorisation') throw new Error(`answered ${outcome.outcome}`);
    const declined = await chooseOnSandbox(t, outcome.authorizationUrl, 'failed');
    expect((await settleRedirect(t, String(declined.headers.location))).data?.settlePayment.paid).toBe(false);
    expect(await charges().charge({ cardId: card.id, bookingKind: 'camp', bookingId: next.id })).toMatchObject({
      outcome: 'declined',
      message: SANDBOX_DECLINE_MESSAGE,
    });
    expect((await campPaymentOf(t, next.id))?.paymentStatus).toBe('FAILED');
  });

  it('the 6506 card is declined with the provider message, and a second attempt is a charge of its own', async () => {
    const { card, next } = await cardAndNextBooking('6506');
    const first = await charges().charge({ cardId: card.id, bookingKind: 'camp', bookingId: next.id });
    expect(first).toMatchObject({ outcome: 'declined', message: SANDBOX_DECLINE_MESSAGE });
    expect((await campPaymentOf(t, next.id))?.paymentStatus).toBe('FAILED');
    const retry = await charges().charge({ cardId: card.id, bookingKind: 'camp', bookingId: next.id, attempt: 2 });
    expect(retry).toMatchObject({ outcome: 'declined' });
    if (first.outcome !== 'declined' || retry.outcome !== 'declined') throw new Error('not declined');
    expect(retry.txRef).not.toBe(first.txRef);
  });
});

describe("a person's saved cards in their data", () => {
  it('are exported without the token and erased with the account, with the consents still waiting', async () => {
    const cookie = await account();
    const { card, email } = await saveSandboxCard(t, cookie, '2950');
    const userId = (await t.gql<{ me: { sub: string } }>('{ me { sub } }', {}, { cookie })).data!.me.sub;
    const pending = await startSaving(t, await registerCamp(t, { email }), { cookie, saveCard: true });
    const owner = new SavedCardsPersonalData(t.database.db);
    const exported = await owner.export({ userId, email });
    expect(exported.savedCards).toEqual([
      expect.objectContaining({ id: card.id, brand: 'MASTERCARD', last4: '2950', chargedWithEmail: email }),
    ]);
    expect(JSON.stringify(exported)).not.toMatch(/sbx-|v1\./);

    await t.database.db.transaction((handle) => owner.erase(Tx.of(handle), { userId, email }));
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.ownerUserId, userId))).toEqual([]);
    const [waiting] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.txRef, pending.data!.startPayment.txRef));
    expect(waiting?.saveCardFor).toBeNull();
  });
});

describe('Delete my account', () => {
  it("erases the account's saved cards, and its payments keep their record without the payer's details", async () => {
    const email = `sandbox-cards-erased-${Date.now()}@example.com`;
    const cookie = await signUpConfirmed(t, email);
    const { card, booking } = await saveSandboxCard(t, cookie, '4246');
    expect(await t.gql(REQUEST_CODE, {}, { cookie })).toMatchObject({ data: { requestAccountDeletionCode: true } });
    const code = String((await mailData(t, email, 'account-deletion-code')).code);
    expect((await t.gql(DELETE_ACCOUNT, { code }, { cookie })).data).toEqual({ deleteMyAccount: true });

    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.id, card.id))).toEqual([]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ status: 'successful', amountKobo: booking.amountKobo });
    expect(JSON.stringify(payment?.verification)).not.toContain(email);
  });
});
