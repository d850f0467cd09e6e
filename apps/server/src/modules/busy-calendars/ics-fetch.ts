import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { isPublicAddress } from './address-guard';

/** Why a fetch failed, each with the words the mentor reads. */
export type FetchFailure =
  | 'PRIVATE_ADDRESS'
  | 'INSECURE'
  | 'NOT_FOUND'
  | 'HTTP_ERROR'
  | 'TOO_LARGE'
  | 'TIMEOUT'
  | 'UNREACHABLE'
  | 'TOO_MANY_REDIRECTS';

export class CalendarFetchError extends Error {
  override name = 'CalendarFetchError';
  constructor(
    readonly reason: FetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /**
   * Hosts (names or IP addresses, as written in the address) fetched even though they are private or loopback, and
   * over plain http: BUSY_CALENDAR_ALLOW_HOSTS, for tests and development only (refused in production).
   */
  allowHosts: ReadonlySet<string>;
}

/** The last answer's validators, sent back so an unchanged calendar answers 304. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchResult = { status: 'not-modified' } | ({ status: 'ok'; body: string } & Validators);

const MAX_REDIRECTS = 5;

/** Rejects when the signal aborts (never resolves). */
const whenAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
const mb = (bytes: number) => `${Math.round(bytes / 1_000_000)} MB`;

/** The host as the allow-list and the resolver take it: an IPv6 literal without its brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The one address this fetch connects to: every address the name resolves to (v4 and v6) must be public, or the
 * fetch is refused; the connection then goes to the checked address itself, so a second DNS answer (rebinding) cannot
 * swap in another.
 */
async function checkedAddress(url: URL, limits: FetchLimits): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostOf(url);
  const allowed = limits.allowHosts.has(host.toLowerCase());
  let answers: { address: string; family: number }[];
  const literal = isIP(host);
  if (literal) answers = [{ address: host, family: literal }];
  else {
    try {
      answers = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new CalendarFetchError('UNREACHABLE', `We could not find the calendar's host ${host}`);
    }
  }
  const first = answers[0];
  if (!first) throw new CalendarFetchError('UNREACHABLE', `We could not find the calendar's host ${host}`);
  if (!allowed && answers.some((a) => !isPublicAddress(a.address)))
    throw new CalendarFetchError(
      'PRIVATE_ADDRESS',
      'This address points to a private or local network; paste your calendar’s public address',
    );
  // After the address check, so a local address is refused as local whatever its scheme.
  if (url.protocol !== 'https:' && !allowed)
    throw new CalendarFetchError('INSECURE', 'Use the https:// address of your calendar');
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

function send(
  url: URL,
  target: { address: string; family: 4 | 6 },
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const host = hostOf(url);
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)({
      protocol: url.protocol,
      hostname: target.address,
      family: target.family,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { host: url.host, ...headers },
      // The certificate is checked against the name in the address, not the IP connected to.
      ...(secure && !isIP(host) ? { servername: host } : {}),
      signal,
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/** The body, decompressed, up to `maxBytes` (counted after decompression, so a small gzip bomb is refused too). */
async function readBody(res: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new CalendarFetchError(
      'TOO_LARGE',
      `This calendar is larger than ${mb(maxBytes)}; we read calendars up to that size`,
    );
  }
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  const stream: Readable =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? res.pipe(createGunzip())
      : encoding === 'deflate'
        ? res.pipe(createInflate())
        : encoding === 'br'
          ? res.pipe(createBrotliDecompress())
          : res;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      stream.destroy();
      throw new CalendarFetchError(
        'TOO_LARGE',
        `This calendar is larger than ${mb(maxBytes)}; we read calendars up to that size`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function statusError(status: number): CalendarFetchError {
  if (status === 401 || status === 403 || status === 404 || status === 410)
    return new CalendarFetchError(
      'NOT_FOUND',
      `The calendar's host says this address is not shared (${status}). If you made a new secret address, paste the new one`,
    );
  return new CalendarFetchError('HTTP_ERROR', `The calendar's host answered with an error (${status})`);
}

/**
 * Fetches a calendar address within the limits: public addresses only (checked again on every redirect), the
 * whole exchange within `timeoutMs`, the body within `maxBytes`, with If-None-Match / If-Modified-Since from the last
 * answer. Throws CalendarFetchError with the mentor's words.
 */
export async function fetchCalendar(
  address: string,
  validators: Validators,
  limits: FetchLimits,
): Promise<FetchResult> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      // The resolver cannot be aborted: a host whose DNS never answers still ends at the timeout.
      const target = await Promise.race([checkedAddress(url, limits), whenAborted(signal)]);
      const headers: Record<string, string> = {
        accept: 'text/calendar, */*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'eazy2con-busy-calendars/1',
      };
      if (validators.etag) headers['if-none-match'] = validators.etag;
      if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
      const res = await send(url, target, headers, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304 && res.headers.location) {
        res.resume();
        url = new URL(res.headers.location, url);
        continue;
      }
      if (status === 304) {
        res.resume();
        return { status: 'not-modified' };
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw statusError(status);
      }
      const body = await readBody(res, limits.maxBytes);
      const etag = res.headers.etag ?? null;
      const lastModified = res.headers['last-modified'] ?? null;
      return { status: 'ok', body, etag, lastModified };
    }
    throw new CalendarFetchError('TOO_MANY_REDIRECTS', 'This address redirects too many times');
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    if (signal.aborted) {
      const seconds = Math.max(1, Math.round(limits.timeoutMs / 1000));
      throw new CalendarFetchError(
        'TIMEOUT',
        `The calendar did not answer within ${seconds} second${seconds === 1 ? '' : 's'}`,
      );
    }
    throw new CalendarFetchError('UNREACHABLE', 'We could not reach the calendar’s host; check the address');
  }
}
