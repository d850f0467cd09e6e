import { nextIp, type TestApp } from '../../test/test-app';
import { lastPhoneCode } from './phone-confirmation.fixtures';

/** API-test helpers for an account's contact channels (decision 0044). */

export const MY_CHANNELS = `{ me { contactChannels { email phone phoneConfirmed whatsapp sms quietHours { from to } stopped } } }`;
export const SET_CHANNELS = `mutation ($input: ContactChannelsInput!) {
  setContactChannels(input: $input) { email phone phoneConfirmed whatsapp sms quietHours { from to } stopped } }`;
const REQUEST_CODE = `mutation ($phone: String!, $channel: DeliveryChannel) {
  requestPhoneCode(phone: $phone, channel: $channel) { phone } }`;
const CONFIRM = `mutation ($phone: String!, $code: String!) { confirmPhone(phone: $phone, code: $code) }`;

export interface ChannelsAnswer {
  email: string;
  phone: string | null;
  phoneConfirmed: boolean;
  whatsapp: boolean;
  sms: boolean;
  quietHours: { from: string; to: string };
  stopped: string[];
}

let numbers = 0;
/** A Nigerian mobile number no other test of the run used: as typed on a form, and as E.164 digits. */
export const freshPhone = (): { typed: string; digits: string } => {
  numbers += 1;
  const local = `807${String(5_000_000 + numbers).slice(-7)}`;
  return { typed: `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`, digits: `234${local}` };
};

/** Confirms the number as its holder does on /account: asks for a code, reads it on the phone, types it back. */
export async function proveNumber(
  t: TestApp,
  typed: string,
  digits: string,
  cookie?: string,
  channel: 'WHATSAPP' | 'SMS' = 'SMS',
): Promise<void> {
  const asked = await t.gql(REQUEST_CODE, { phone: typed, channel }, { ip: nextIp() });
  if (asked.errors) throw new Error(`requestPhoneCode failed: ${JSON.stringify(asked.errors)}`);
  const code = await lastPhoneCode(t, digits);
  const confirmed = await t.gql(CONFIRM, { phone: typed, code }, { cookie, ip: nextIp() });
  if (confirmed.errors) throw new Error(`confirmPhone failed: ${JSON.stringify(confirmed.errors)}`);
}

/** Saves the account's channels; the answer, or the errors. */
export function setChannels(t: TestApp, cookie: string, input: Record<string, unknown>, ip = nextIp()) {
  return t.gql<{ setContactChannels: ChannelsAnswer }>(SET_CHANNELS, { input }, { cookie, ip });
}

export async function myChannels(t: TestApp, cookie?: string): Promise<ChannelsAnswer | null> {
  const res = await t.gql<{ me: { contactChannels: ChannelsAnswer | null } }>(MY_CHANNELS, {}, { cookie });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data?.me.contactChannels ?? null;
}

/** Quiet hours that hold a text sent now: from the quarter-hour just begun, for two hours; and their end. */
export function quietNow(now = new Date()): { hours: { from: string; to: string }; endsAt: Date } {
  const start = new Date(Math.floor(now.getTime() / 900_000) * 900_000);
  const endsAt = new Date(start.getTime() + 2 * 3_600_000);
  // Lagos is UTC+1 all year.
  const lagos = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(11, 16);
  return { hours: { from: lagos(start), to: lagos(endsAt) }, endsAt };
}
