import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import type { FakeTestCard } from '../../test/fake-flutterwave.types';
import { signUpConfirmed } from '../accounts/test-helpers';
import type { CardPaymentsApp } from './card-payments.fixtures';
import { registerCamp, type TestBooking } from './payments.fixtures';

/** Saved cards' steps as people take them (decision 0045), for the saved-card tests and the ownership world. */

export const START_SAVING = `mutation ($kind: PayableBookingKind!, $bookingId: ID!, $token: String!, $saveCard: Boolean) {
  startPayment(kind: $kind, bookingId: $bookingId, token: $token, saveCard: $saveCard) { link txRef }
}`;
export const SETTLE_RESULT = `mutation ($txRef: String!, $transactionId: String, $status: String) {
  settlePayment(txRef: $txRef, transactionId: $transactionId, status: $status) { status paid }
}`;
export const MY_SAVED_CARDS = `{ mySavedCards { id brand last4 expiryMonth expiryYear createdAt usableUntil } }`;
export const REMOVE_SAVED_CARD = `mutation ($id: ID!) { removeSavedCard(id: $id) }`;

export interface SavedCardAnswer {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  createdAt: string;
  usableUntil: string;
}

/** The signed-in account's confirmed e-mail. */
export async function emailOf(t: TestApp, cookie: string): Promise<string> {
  const res = await t.gql<{ me: { email: string | null } }>('{ me { email } }', {}, { cookie });
  const email = res.data?.me.email;
  if (!email) throw new Error(`no e-mail for the cookie: ${JSON.stringify(res.errors)}`);
  return email;
}

/** Starts a camp checkout, as the signed-in account (when `cookie`) and with or without "Save this card". */
export function startSaving(t: TestApp, booking: TestBooking, options: { cookie?: string; saveCard?: boolean } = {}) {
  return t.gql<{ startPayment: { link: string; txRef: string } }>(
    START_SAVING,
    { kind: 'CAMP', bookingId: booking.id, token: booking.token, saveCard: options.saveCard ?? null },
    { cookie: options.cookie },
  );
}

/** The result screen's call with the query string the provider sent the browser back with. */
export function settleRedirect(t: TestApp, location: string) {
  const q = new URL(location).searchParams;
  return t.gql<{ settlePayment: { status: string; paid: boolean } }>(SETTLE_RESULT, {
    txRef: q.get('tx_ref'),
    transactionId: q.get('transaction_id'),
    status: q.get('status'),
  });
}

/** A sandbox page's button (no keys set): `pay-<last4>`, `successful`, `failed`, `cancelled`. */
export function chooseOnSandbox(t: TestApp, link: string, outcome: string) {
  return t.app.http.inject({
    method: 'POST',
    url: new URL(link).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome }).toString(),
  });
}

export async function mySavedCards(t: TestApp, cookie: string): Promise<SavedCardAnswer[]> {
  const res = await t.gql<{ mySavedCards: SavedCardAnswer[] }>(MY_SAVED_CARDS, {}, { cookie });
  if (!res.data) throw new Error(`mySavedCards failed: ${JSON.stringify(res.errors)}`);
  return res.data.mySavedCards;
}

/**
 * A card saved through the sandbox (no keys set), as a person saves one: a camp booked with the account's e-mail, paid
 * with the sandbox's test card `last4` with "Save this card for renewals" ticked, verified on the result screen.
 * Answers the saved card and the paid booking.
 */
export async function saveSandboxCard(
  t: TestApp,
  cookie: string,
  last4: '2950' | '4246' | '6506' = '2950',
): Promise<{ card: SavedCardAnswer; booking: TestBooking; email: string }> {
  const email = await emailOf(t, cookie);
  const booking = await registerCamp(t, { email });
  const started = await startSaving(t, booking, { cookie, saveCard: true });
  const link = started.data?.startPayment.link;
  if (!link) throw new Error(`startPayment failed: ${JSON.stringify(started.errors)}`);
  const chosen = await chooseOnSandbox(t, link, `pay-${last4}`);
  const settled = await settleRedirect(t, String(chosen.headers.location));
  if (!settled.data?.settlePayment.paid) throw new Error(`not paid: ${JSON.stringify(settled)}`);
  const card = (await mySavedCards(t, cookie)).find((c) => c.last4 === last4);
  if (!card) throw new Error('the card was not saved');
  return { card, booking, email };
}

/** The saved-card steps of a card-payments test file (saved-cards*.test.ts), against its app and fake Flutterwave. */
export function savedCardSteps(pay: CardPaymentsApp) {
  let n = 0;
  const newEmail = () => `saver-${++n}-${Date.now()}@example.com`;
  const tokenizedCalls = () => pay.fake.calls.filter((c) => c.path === '/v3/tokenized-charges');

  /** A camp checkout paid on the fake's hosted page with test card `card`, then verified by the result screen. */
  async function payCheckout(
    booking: TestBooking,
    options: { cookie?: string; saveCard?: boolean; card?: FakeTestCard; outcome?: 'successful' | 'failed' } = {},
  ) {
    const started = await startSaving(pay.t, booking, options);
    expect(started.errors).toBeUndefined();
    const { txRef } = started.data!.startPayment;
    const { redirect, transaction } = pay.fake.complete(txRef, options.outcome ?? 'successful', { card: options.card });
    const settled = await pay.settleUrl(redirect);
    return { txRef, transaction, settled: settled.data?.settlePayment };
  }

  /** An account with a card saved from a verified payment, and its e-mail. */
  async function accountWithCard(card: FakeTestCard = '2950') {
    const email = newEmail();
    const cookie = await signUpConfirmed(pay.t, email);
    const { transaction } = await payCheckout(await registerCamp(pay.t, { email }), { cookie, saveCard: true, card });
    const [saved] = await mySavedCards(pay.t, cookie);
    if (!saved) throw new Error('no card saved');
    return { email, cookie, saved, token: transaction?.card?.token ?? '' };
  }

  const chargeFor = (saved: SavedCardAnswer, booking: TestBooking, attempt?: number) =>
    pay.t.app.services.payments.savedCardCharges.charge({
      cardId: saved.id,
      bookingKind: 'camp',
      bookingId: booking.id,
      attempt,
    });

  return { newEmail, tokenizedCalls, payCheckout, accountWithCard, chargeFor };
}
