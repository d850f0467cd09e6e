import type { FastifyInstance } from 'fastify';
import { html } from '../mail/templates/html';
import type { TextChannelName } from './channel';
import { OPT_OUT_PATH, SHORT_OPT_OUT_PREFIX, type OptOutLinks } from './opt-out-links';

/**
 * The one-tap opt-out link (issue 24): /api/notifications/opt-out?to=<E.164 digits>&channel=WHATSAPP|SMS&sig=…,
 * signed so that nobody can stop another person's messages by guessing numbers. Opening it shows one button; the
 * opt-out itself is the POST the button sends, because mail and chat apps open links on their own to preview them.
 */
export { OPT_OUT_PATH };

const isChannel = (value: unknown): value is TextChannelName => value === 'WHATSAPP' || value === 'SMS';
const LABEL: Record<TextChannelName, string> = { WHATSAPP: 'WhatsApp', SMS: 'SMS' };

function page(title: string, body: ReturnType<typeof html>): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px">
        <h1 style="font-size:22px">${title}</h1>
        ${body}
      </body>
    </html>`.value;
}

/** GET shows the button, POST opts the number out; both answer 400 for a link that is not ours. */
export function registerOptOutRoutes(
  http: FastifyInstance,
  notifications: {
    optOutLinks: Pick<OptOutLinks, 'verify' | 'url' | 'readShort'>;
    optOut(phone: string, channel: TextChannelName): Promise<void>;
  },
): void {
  const read = (query: unknown) => {
    const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
    const to = typeof q.to === 'string' ? q.to : '';
    const sig = typeof q.sig === 'string' ? q.sig : '';
    return isChannel(q.channel) && /^\d{8,15}$/.test(to) && notifications.optOutLinks.verify(to, q.channel, sig)
      ? { to, channel: q.channel }
      : null;
  };
  const headers = {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    'Referrer-Policy': 'no-referrer',
  };
  const invalid = page(
    'This link does not work',
    html`<p>The link is incomplete or was changed. Reply STOP to our message instead.</p>`,
  );

  void http.register((scope, _options, done) => {
    // The button's form posts an empty urlencoded body: everything it needs is in the signed link.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, next) =>
      next(null, body),
    );
    // The SMS's short link leads to the page with the button (the long link's): it changes nothing by itself.
    scope.get<{ Params: { code: string } }>(`${SHORT_OPT_OUT_PREFIX}:code`, async (req, reply) => {
      const link = notifications.optOutLinks.readShort(req.params.code);
      const url = link ? notifications.optOutLinks.url(link.to, link.channel) : null;
      if (url) return reply.headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).redirect(url);
      return reply.status(400).headers(headers).type('text/html; charset=utf-8').send(invalid);
    });
    scope.get(OPT_OUT_PATH, async (req, reply) => {
      void reply.headers(headers).type('text/html; charset=utf-8');
      const link = read(req.query);
      if (!link) return reply.status(400).send(invalid);
      const label = LABEL[link.channel];
      return page(
        `Stop ${label} messages?`,
        html`<p>
            We will no longer send ${label} messages to +${link.to}. Your receipts and invoices still go by e-mail.
          </p>
          <form method="post" action="${req.url}">
            <button type="submit" style="font-size:16px;padding:10px 18px">Stop ${label} messages</button>
          </form>`,
      );
    });
    scope.post(OPT_OUT_PATH, async (req, reply) => {
      void reply.headers(headers).type('text/html; charset=utf-8');
      const link = read(req.query);
      if (!link) return reply.status(400).send(invalid);
      await notifications.optOut(link.to, link.channel);
      const label = LABEL[link.channel];
      // WhatsApp's way back is START from the phone; SMS replies are not read, so SMS comes back through a new code
      // typed back on the account page (decision 0044).
      const back =
        link.channel === 'WHATSAPP'
          ? html`To have them again, reply START on WhatsApp.`
          : html`To have them again, confirm this number with a code on
              <a href="/account#contact-channels">your account page</a> and turn SMS on there.`;
      return page(
        `${label} messages stopped`,
        html`<p>We will not send ${label} messages to +${link.to} any more. ${back}</p>`,
      );
    });
    done();
  });
}
