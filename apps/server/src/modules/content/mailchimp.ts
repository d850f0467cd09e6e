import { z } from 'zod';

/**
 * Forwards a newsletter address to a Mailchimp audience through its embedded form's JSONP endpoint (see docs
 * flutterwave-contract.md §12). MAILCHIMP_URL is the embed form's action,
 * `https://<acct>.<dc>.list-manage.com/subscribe/post?u=<u>&id=<list>`; the server calls `/post-json` with a fixed
 * callback name and reads the JSON inside it.
 */

export type NewsletterOutcome = 'subscribed' | 'pending_confirmation' | 'already' | 'rate_limited' | 'invalid';

export interface NewsletterForwardResult {
  outcome: NewsletterOutcome;
  /** Mailchimp's message as plain text (HTML removed). */
  message: string;
}

export interface NewsletterProvider {
  subscribe(email: string): Promise<NewsletterForwardResult>;
}

const CALLBACK = 'cb';
const JsonpBody = z.object({ result: z.string(), msg: z.string().catch('') });

export class MailchimpNewsletter implements NewsletterProvider {
  constructor(
    private readonly formUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async subscribe(email: string): Promise<NewsletterForwardResult> {
    const response = await fetch(this.jsonpUrl(email), {
      headers: { accept: 'application/javascript, application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`Mailchimp answered HTTP ${response.status}`);
    const body = JsonpBody.parse(parseJsonp(await response.text()));
    return classify(body.result, plainMessage(body.msg));
  }

  private jsonpUrl(email: string): URL {
    const url = new URL(this.formUrl);
    url.pathname = url.pathname.replace(/\/post(-json)?\/?$/, '/post-json');
    url.searchParams.set('c', CALLBACK);
    url.searchParams.set('EMAIL', email);
    const u = url.searchParams.get('u');
    const id = url.searchParams.get('id');
    // The embed's honeypot field must be present and empty, or Mailchimp treats the sign-up as a bot.
    if (u && id) url.searchParams.set(`b_${u}_${id}`, '');
    return url;
  }
}

/** `cb({...})` or `cb({...});` → the object inside. */
export function parseJsonp(text: string): unknown {
  const match = /^\s*[\w$.]+\(([\s\S]*)\)\s*;?\s*$/.exec(text);
  if (!match?.[1]) throw new Error('Mailchimp answered with something that is not JSONP');
  return JSON.parse(match[1]);
}

/** Mailchimp prefixes some errors with a field index ("0 - …") and links the profile page in others. */
export function plainMessage(msg: string): string {
  return msg
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/^\s*\d+\s+-\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function classify(result: string, message: string): NewsletterForwardResult {
  if (result === 'success') {
    return { outcome: /confirm/i.test(message) ? 'pending_confirmation' : 'subscribed', message };
  }
  if (/already subscribed/i.test(message)) return { outcome: 'already', message };
  if (/too many/i.test(message)) return { outcome: 'rate_limited', message };
  return { outcome: 'invalid', message: message || 'This email cannot be added to the newsletter.' };
}
