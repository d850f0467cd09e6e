/**
 * A thin client for Flutterwave's v3 REST API (contract §1.3): bearer secret key, JSON both ways, a timeout on
 * every call; the caller checks the shape of `data`. No SDK: the official Node SDK phones home when constructed (contract §1.4). Calls never throw; they
 * answer what happened, because the caller decides differently on "Flutterwave said no" and "no answer".
 */
export type FlutterwaveAnswer =
  /** HTTP 2xx with `status: "success"`. */
  | { kind: 'success'; httpStatus: number; message: string; data: unknown; meta?: unknown }
  /** Flutterwave answered and refused (`status: "error"`, or a 4xx): `message` is theirs. */
  | { kind: 'error'; httpStatus: number; message: string }
  /** No usable answer: timeout, network failure, 5xx, or a body that is not the envelope. Try again later. */
  | { kind: 'unavailable'; reason: string };

export interface FlutterwaveClientOptions {
  /** e.g. https://api.flutterwave.com/v3 (FLW_BASE_URL) */
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
}

interface Envelope {
  status?: unknown;
  message?: unknown;
  data?: unknown;
  /** Where some calls answer instead of `data` (the bank-transfer charge's `meta.authorization`). */
  meta?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export class FlutterwaveClient {
  private readonly baseUrl: string;

  constructor(private readonly options: FlutterwaveClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  get(path: string): Promise<FlutterwaveAnswer> {
    return this.request('GET', path);
  }

  post(path: string, body: unknown): Promise<FlutterwaveAnswer> {
    return this.request('POST', path, body);
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<FlutterwaveAnswer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        kind: 'unavailable',
        reason: timedOut ? `no answer within ${this.options.timeoutMs} ms` : describe(error),
      };
    }
    // "A timeout does not always mean request failure" (contract §1.3): a 5xx says nothing about the transaction.
    if (response.status >= 500) return { kind: 'unavailable', reason: `HTTP ${response.status}` };
    let envelope: Envelope;
    try {
      const parsed: unknown = JSON.parse(text);
      if (!isObject(parsed)) throw new Error('not an object');
      envelope = parsed;
    } catch {
      return { kind: 'unavailable', reason: `HTTP ${response.status} with a body that is not JSON` };
    }
    const message = typeof envelope.message === 'string' ? envelope.message : '';
    if (response.ok && envelope.status === 'success') {
      return { kind: 'success', httpStatus: response.status, message, data: envelope.data, meta: envelope.meta };
    }
    if (envelope.status === 'error' || (response.status >= 400 && response.status < 500)) {
      return { kind: 'error', httpStatus: response.status, message };
    }
    return { kind: 'unavailable', reason: `HTTP ${response.status} with status ${JSON.stringify(envelope.status)}` };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
