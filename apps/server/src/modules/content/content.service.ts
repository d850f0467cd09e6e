import type { FastifyBaseLogger } from 'fastify';
import { ContactUsSchema, NewsletterSchema } from '@eazy2con/shared/validation/content';
import type { SiteInfo } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { readPage, type Page, type PageArgs } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import type { MailService } from '../mail/mail.service';
import { BLOG_DEFAULT_LIMIT, BLOG_MAX_LIMIT, blogPostFromRow, type BlogPostDto, type BlogSource } from './blog-post';
import type { ContactUsRow, ContentRepo, TestimonialRow } from './content.repo';
import type { NewsletterProvider } from './mailchimp';

export interface NewsletterSubscription {
  email: string;
  /** What to tell the visitor: a thank-you, or Mailchimp's request to confirm the address. */
  message: string;
  pendingConfirmation: boolean;
}

export const NEWSLETTER_THANKS = 'Thank you for subscribing to our newsletter!';

export interface ContentServiceDeps {
  repo: ContentRepo;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  site: SiteInfo;
  log: FastifyBaseLogger;
  /** Prismic when BLOG_API_URL is set; null reads our own posts. */
  blog: BlogSource | null;
  /** Mailchimp when MAILCHIMP_URL is set; null keeps the list here only. */
  newsletter: NewsletterProvider | null;
}

/** Public content: testimonials, blog teaser, newsletter sign-ups and the contact form. */
export class ContentService {
  constructor(private readonly deps: ContentServiceDeps) {}

  listTestimonials(args: PageArgs): Promise<Page<TestimonialRow>> {
    return readPage(
      args,
      { at: 'position', id: 'slug' },
      ({ take, after }) => this.deps.repo.listTestimonials(take, after),
      (row) => ({ at: String(row.position), id: row.id }),
    );
  }

  async latestBlogPosts(limit: number = BLOG_DEFAULT_LIMIT): Promise<BlogPostDto[]> {
    const size = Math.min(Math.max(Math.trunc(limit), 1), BLOG_MAX_LIMIT);
    if (this.deps.blog) return this.deps.blog.latest(size);
    const rows = await this.deps.repo.latestBlogPosts(size);
    return rows.map(blogPostFromRow);
  }

  /**
   * Keeps the address (once, whatever its case) and forwards it to Mailchimp when configured. Subscribing twice
   * is not an error. Only an address Mailchimp refuses is refused, with its message; when Mailchimp cannot be
   * reached the address is kept here and the visitor is thanked all the same.
   */
  async subscribeNewsletter(input: unknown): Promise<NewsletterSubscription> {
    const { email } = parseInput(NewsletterSchema, input);
    const thanks: NewsletterSubscription = { email, message: NEWSLETTER_THANKS, pendingConfirmation: false };
    if (!this.deps.newsletter) {
      await this.deps.repo.addSubscriber(email);
      return thanks;
    }
    let status: string;
    let result: NewsletterSubscription = thanks;
    try {
      const forwarded = await this.deps.newsletter.subscribe(email);
      if (forwarded.outcome === 'rate_limited') throw new AppError('RATE_LIMITED', forwarded.message);
      if (forwarded.outcome === 'invalid') throw new AppError('BAD_USER_INPUT', forwarded.message);
      status = forwarded.outcome;
      if (forwarded.outcome === 'pending_confirmation') {
        result = { email, message: forwarded.message, pendingConfirmation: true };
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.deps.log.warn({ err: error }, 'newsletter: Mailchimp unreachable; the address is kept locally');
      status = 'unreachable';
    }
    await this.deps.repo.addSubscriber(email);
    await this.deps.repo.setSubscriberStatus(email, status);
    return result;
  }

  /** Stores the message and queues a mail to the team in the same transaction, so neither exists without the other. */
  async createContactUs(input: unknown): Promise<ContactUsRow> {
    const data = parseInput(ContactUsSchema, input);
    const row = await this.deps.repo.transaction(async (repo, tx) => {
      const created = await repo.insertContactUs(data);
      await this.deps.mail.enqueue(tx, {
        to: this.deps.site.email,
        template: 'contact-team',
        data: { fullName: created.fullName, email: created.email, message: created.message },
      });
      return created;
    });
    this.deps.mail.kick();
    return row;
  }
}
