import { nextIp, type TestApp } from '../../test/test-app';

/** The newest confirmation code texted to this number, read from the outbox as the person reads it on the phone. */
export async function lastPhoneCode(t: TestApp, phone: string): Promise<string> {
  const { items } = await t.app.services.notifications.list({ to: phone, limit: 50 });
  const code = items.find((d) => d.template === 'phone-code')?.data.code;
  if (typeof code !== 'string') throw new Error(`no code was texted to ${phone}`);
  return code;
}

/** Confirms the number the way its holder does: asks for a code, reads it from the outbox, types it back. */
export async function confirmNumber(t: TestApp, phone: string): Promise<void> {
  await t.app.services.phoneConfirmation.requestCode({ phone }, nextIp());
  await t.app.services.phoneConfirmation.confirm({ phone, code: await lastPhoneCode(t, phone) });
}
