import { startFakeTermii, type FakeTermii } from './fake-termii';
import { startFakeWhatsApp, type FakeWhatsApp } from './fake-whatsapp';
import { notificationsHarness, type NotificationsHarness } from './test-helpers';

/** The notifications harness with the fake WhatsApp Cloud API and Termii peers it sends to. */
export interface TextPeersHarness extends NotificationsHarness {
  wa: FakeWhatsApp;
  termii: FakeTermii;
  /** Stops the app, then the two peers. */
  close(): Promise<void>;
}

/**
 * Starts both fake peers and a harness whose WHATSAPP_* and TERMII_* point at them. `signWebhooks` also sets
 * WHATSAPP_APP_SECRET (for tests that post the fake's signed status webhooks); `env` adds to the configuration.
 */
export async function textPeersHarness(
  options: { signWebhooks?: boolean; env?: Record<string, string> } = {},
): Promise<TextPeersHarness> {
  const wa = await startFakeWhatsApp();
  const termii = await startFakeTermii();
  const harness = await notificationsHarness({
    WHATSAPP_API_URL: wa.apiUrl,
    WHATSAPP_TOKEN: wa.token,
    WHATSAPP_PHONE_NUMBER_ID: wa.phoneNumberId,
    ...(options.signWebhooks ? { WHATSAPP_APP_SECRET: wa.appSecret } : {}),
    TERMII_API_KEY: termii.apiKey,
    TERMII_BASE_URL: termii.baseUrl,
    ...options.env,
  });
  return {
    ...harness,
    wa,
    termii,
    async close() {
      await harness.close();
      await wa.close();
      await termii.close();
    },
  };
}
