import type { Config } from '../../config/env';
import type { WhatsAppTemplateMessage } from './templates';

/** The channels this module delivers; e-mail stays with the mail outbox. */
export type TextChannelName = 'WHATSAPP' | 'SMS';
export const TEXT_CHANNELS: readonly TextChannelName[] = ['WHATSAPP', 'SMS'];

/** One way to reach a phone. `to` is E.164 digits without '+'. */
export interface TextChannel {
  readonly name: TextChannelName;
  /** Sends `text`, or on WhatsApp the approved `template` when given; resolves with the provider's message id. */
  send(to: string, text: string, template?: WhatsAppTemplateMessage): Promise<{ providerId: string }>;
}

/**
 * A send that did not go. `retryable`: the provider is down, slow or rate-limiting us (a 429, a 5xx, no answer),
 * so the same message may go later; otherwise the message itself is refused (an invalid number, a template WhatsApp
 * does not know) and retrying cannot help.
 */
export class ChannelError extends Error {
  override name = 'ChannelError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly details: { status?: number; code?: number } = {},
  ) {
    super(message);
  }
}

/** One send may take this long before it counts as no answer (and is retried): well inside the worker's lease. */
export const SEND_TIMEOUT_MS = 15_000;

type Fetch = typeof fetch;

/** POSTs JSON; a network failure or timeout is a retryable ChannelError. Answers the status and parsed body. */
async function postJson(
  fetchImpl: Fetch,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; json: unknown; text: string }> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : String(error);
    throw new ChannelError(`could not reach the provider: ${reason}`, true);
  }
  const text = await response.text().catch(() => '');
  return { status: response.status, json: parseJson(text), text };
}

/** The body as JSON, or null when it is empty or not JSON (a proxy's HTML error page). */
function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * Graph API error codes that mean "not now" rather than "never", whatever the HTTP status (Meta answers most
 * errors with 400): 1 and 2 (API unknown / service temporarily down), 4 (app call limit), 80007 (business account
 * rate limit), 130429 (throughput limit), 131056 (too many messages to this one number). See PROVIDERS.md.
 */
export const WHATSAPP_RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131056]);

/** WhatsApp Business Cloud API: POST {WHATSAPP_API_URL}/{phone number id}/messages with a bearer token. */
export class WhatsAppChannel implements TextChannel {
  readonly name = 'WHATSAPP';

  constructor(
    private readonly options: { apiUrl: string; phoneNumberId: string; token: string; timeoutMs?: number },
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  async send(to: string, text: string, template?: WhatsAppTemplateMessage): Promise<{ providerId: string }> {
    const content = template
      ? {
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language },
            components: [{ type: 'body', parameters: template.parameters.map((p) => ({ type: 'text', text: p })) }],
          },
        }
      : { type: 'text', text: { preview_url: false, body: text } };
    const url = `${this.options.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(this.options.phoneNumberId)}/messages`;
    const answer = await postJson(
      this.fetchImpl,
      url,
      { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...content },
      { authorization: `Bearer ${this.options.token}` },
      this.options.timeoutMs ?? SEND_TIMEOUT_MS,
    );
    const body = record(answer.json);
    if (answer.status >= 200 && answer.status < 300) {
      const first = Array.isArray(body.messages) ? record(body.messages[0]) : {};
      if (typeof first.id === 'string' && first.id) return { providerId: first.id };
      // Accepted but no id: sending again could deliver it twice, so it is not retried.
      throw new ChannelError(`WhatsApp answered ${answer.status} without a message id`, false, {
        status: answer.status,
      });
    }
    const error = record(body.error);
    const code = typeof error.code === 'number' ? error.code : undefined;
    const detail = record(error.error_data).details;
    const message = [
      typeof error.message === 'string' ? error.message : answer.text.slice(0, 200) || 'no details',
      typeof detail === 'string' ? detail : null,
    ]
      .filter(Boolean)
      .join(': ');
    const retryable =
      answer.status === 429 || answer.status >= 500 || (code !== undefined && WHATSAPP_RETRYABLE_CODES.has(code));
    throw new ChannelError(
      `WhatsApp ${answer.status}${code === undefined ? '' : ` (#${code})`}: ${message}`,
      retryable,
      {
        status: answer.status,
        ...(code === undefined ? {} : { code }),
      },
    );
  }
}

/** Termii SMS: POST {TERMII_BASE_URL}/api/sms/send, the key in the body, on the DND route (transactional). */
export class TermiiSmsChannel implements TextChannel {
  readonly name = 'SMS';

  constructor(
    private readonly options: { baseUrl: string; apiKey: string; senderId: string; timeoutMs?: number },
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  async send(to: string, text: string): Promise<{ providerId: string }> {
    const answer = await postJson(
      this.fetchImpl,
      `${this.options.baseUrl.replace(/\/$/, '')}/api/sms/send`,
      { api_key: this.options.apiKey, to, from: this.options.senderId, sms: text, type: 'plain', channel: 'dnd' },
      {},
      this.options.timeoutMs ?? SEND_TIMEOUT_MS,
    );
    const body = record(answer.json);
    if (answer.status >= 200 && answer.status < 300) {
      const id = body.message_id;
      if ((typeof id === 'string' && id) || typeof id === 'number') return { providerId: String(id) };
      throw new ChannelError(`Termii answered ${answer.status} without a message id`, false, { status: answer.status });
    }
    const message = typeof body.message === 'string' ? body.message : answer.text.slice(0, 200) || 'no details';
    throw new ChannelError(`Termii ${answer.status}: ${message}`, answer.status === 429 || answer.status >= 500, {
      status: answer.status,
    });
  }
}

export type TextChannels = Record<TextChannelName, TextChannel | null>;

/** Whether each channel has its keys (an unset key turns the channel off: its messages are held). */
export function channelsOn(config: Config): Record<TextChannelName, boolean> {
  return {
    WHATSAPP: Boolean(config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID),
    SMS: Boolean(config.TERMII_API_KEY),
  };
}

/** The configured channels; null for one whose keys are unset. */
export function createChannels(config: Config, fetchImpl: Fetch = fetch): TextChannels {
  const on = channelsOn(config);
  return {
    WHATSAPP:
      on.WHATSAPP && config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID
        ? new WhatsAppChannel(
            {
              apiUrl: config.WHATSAPP_API_URL,
              phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
              token: config.WHATSAPP_TOKEN,
            },
            fetchImpl,
          )
        : null,
    SMS:
      on.SMS && config.TERMII_API_KEY
        ? new TermiiSmsChannel(
            { baseUrl: config.TERMII_BASE_URL, apiKey: config.TERMII_API_KEY, senderId: config.TERMII_SENDER_ID },
            fetchImpl,
          )
        : null,
  };
}
