import type { z } from 'zod';
import type { SiteInfo } from '../../../config/env';
import { html, layout, textFooter, type SafeHtml } from './html';

export interface MailContext {
  site: SiteInfo;
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

interface MailParts {
  subject: string;
  /** Shown above the body in both versions. */
  heading: string;
  body: SafeHtml;
  text: string;
  replyTo?: string;
}

export interface MailTemplate<S extends z.ZodType> {
  schema: S;
  render(data: z.output<S>, ctx: MailContext): RenderedMail;
}

/** A template: the typed data it needs (checked when a mail is queued and again when it is sent) and its text. */
export function defineTemplate<S extends z.ZodType>(
  schema: S,
  parts: (data: z.output<S>, ctx: MailContext) => MailParts,
): MailTemplate<S> {
  return {
    schema,
    render(data, ctx) {
      const p = parts(data, ctx);
      const subject = p.subject.replace(/[\r\n]+/g, ' ').trim(); // a header stays on one line
      const body = html`<h1 style="font-size:20px;margin:0 0 16px">${p.heading}</h1>
        ${p.body}`;
      return {
        subject,
        html: layout(ctx.site, ctx.publicUrl, subject, body),
        text: `${p.heading}\n\n${p.text.trim()}${textFooter(ctx.site, ctx.publicUrl)}`,
        ...(p.replyTo ? { replyTo: p.replyTo } : {}),
      };
    },
  };
}
