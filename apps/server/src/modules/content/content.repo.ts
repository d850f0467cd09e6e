import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import type { Cursor } from '../../lib/paging';
import { blogPosts, contactUs, newsletterSubscribers, testimonials } from './content.schema';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type ContactUsRow = typeof contactUs.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

export class ContentRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: ContentRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new ContentRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): ContentRepo {
    return new ContentRepo(Tx.handle(tx));
  }

  /** Testimonials in their display order; the cursor's `at` is the position of the last one seen. */
  listTestimonials(limit: number, after: Cursor | null): Promise<TestimonialRow[]> {
    const position = after ? Number(after.at) : null;
    return this.db
      .select()
      .from(testimonials)
      .where(
        after && position !== null && Number.isFinite(position)
          ? or(
              gt(testimonials.position, position),
              and(eq(testimonials.position, position), gt(testimonials.id, after.id)),
            )
          : undefined,
      )
      .orderBy(asc(testimonials.position), asc(testimonials.id))
      .limit(limit);
  }

  /** Newest first. */
  latestBlogPosts(limit: number): Promise<BlogPostRow[]> {
    return this.db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit);
  }

  /** Inserts the address unless it is already there in any case; answers whether it was new. */
  async addSubscriber(email: string): Promise<{ created: boolean }> {
    const inserted = await this.db
      .insert(newsletterSubscribers)
      .values({ email })
      // The only unique key besides the id is lower(email), which Drizzle cannot name as a conflict target.
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    return { created: inserted.length > 0 };
  }

  async setSubscriberStatus(email: string, mailchimpStatus: string): Promise<void> {
    await this.db
      .update(newsletterSubscribers)
      .set({ mailchimpStatus })
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
  }

  async findSubscriber(email: string): Promise<NewsletterSubscriberRow | null> {
    const [row] = await this.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))
      .limit(1);
    return row ?? null;
  }

  async insertContactUs(values: { fullName: string; email: string; message: string }): Promise<ContactUsRow> {
    // Set here rather than by now(): millisecond precision, so a page cursor (a JS Date) compares exactly.
    const createdAt = new Date();
    const [row] = await this.db
      .insert(contactUs)
      .values({ ...values, createdAt, updatedAt: createdAt })
      .returning();
    if (!row) throw new Error('contact_us insert returned nothing');
    return row;
  }
}
