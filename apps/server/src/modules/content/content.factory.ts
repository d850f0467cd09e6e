import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { DbOrTx } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import { ContentRepo } from './content.repo';
import { ContentService } from './content.service';
import { MailchimpNewsletter } from './mailchimp';
import { PrismicBlogSource } from './prismic';

/** Builds the content service with the outside services the configuration names (Prismic, Mailchimp), if any. */
export function createContentService(deps: { db: DbOrTx; config: Config; mail: MailService; log: FastifyBaseLogger }) {
  const { config } = deps;
  return new ContentService({
    repo: new ContentRepo(deps.db),
    mail: deps.mail,
    site: config.site,
    log: deps.log,
    blog: config.BLOG_API_URL
      ? new PrismicBlogSource({ apiUrl: config.BLOG_API_URL, accessToken: config.BLOG_ACCESS_TOKEN })
      : null,
    newsletter: config.MAILCHIMP_URL ? new MailchimpNewsletter(config.MAILCHIMP_URL) : null,
  });
}
