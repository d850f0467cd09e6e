import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import type { TextChannelName } from './channel';
import { accountContactChannels, accountPhoneProofs } from './contact-channels.schema';
import { notificationOptOuts } from './notifications.schema';
import type { QuietWindow } from './quiet-hours';

export type ContactChannelsRow = typeof accountContactChannels.$inferSelect;

/** What an account saves: its phone (E.164 digits), its switches and its quiet hours in minutes. */
export interface ContactChannelsWrite {
  userId: string;
  phone: string | null;
  whatsapp: boolean;
  sms: boolean;
  quiet: QuietWindow;
}

/** The only writer of account_contact_channels and account_phone_proofs (decision 0044). */
export class ContactChannelsRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it. */
  transaction<T>(work: (repo: ContactChannelsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new ContactChannelsRepo(handle), tx));
  }

  /** The same repository reading and writing through a caller's transaction. */
  in(tx: Tx): ContactChannelsRepo {
    return new ContactChannelsRepo(Tx.handle(tx));
  }

  async find(userId: string): Promise<ContactChannelsRow | null> {
    const c = accountContactChannels;
    const [row] = await this.db.select().from(c).where(eq(c.userId, userId)).limit(1);
    return row ?? null;
  }

  /** Replaces the account's channels (one row per account). */
  async save(write: ContactChannelsWrite): Promise<void> {
    const values = {
      phone: write.phone,
      whatsapp: write.whatsapp,
      sms: write.sms,
      quietFromMinute: write.quiet.from,
      quietToMinute: write.quiet.to,
      updatedAt: new Date(),
    };
    await this.db
      .insert(accountContactChannels)
      .values({ userId: write.userId, ...values })
      .onConflictDoUpdate({ target: accountContactChannels.userId, set: values });
  }

  /** Records that the account typed back a code sent to the number; a new proof moves its time forward. */
  async addProof(userId: string, phone: string): Promise<void> {
    await this.db
      .insert(accountPhoneProofs)
      .values({ userId, phone })
      .onConflictDoUpdate({
        target: [accountPhoneProofs.userId, accountPhoneProofs.phone],
        set: { provenAt: sql`now()` },
      });
  }

  /** When the account last proved it holds the number, or null when it never did. */
  async provenAt(userId: string, phone: string): Promise<Date | null> {
    const p = accountPhoneProofs;
    const [row] = await this.db
      .select({ at: p.provenAt })
      .from(p)
      .where(and(eq(p.userId, userId), eq(p.phone, phone)))
      .limit(1);
    return row?.at ?? null;
  }

  /** The numbers the account proved (its data archive, and the texts' owner finds their rows by them). */
  async proofsOf(userId: string): Promise<{ phone: string; provenAt: Date }[]> {
    const p = accountPhoneProofs;
    return this.db.select({ phone: p.phone, provenAt: p.provenAt }).from(p).where(eq(p.userId, userId));
  }

  /** The text channels the number opted out of (a STOP reply, the link), with when. */
  async optOutsOf(phone: string): Promise<{ channel: TextChannelName; at: Date }[]> {
    const o = notificationOptOuts;
    const rows = await this.db.select({ channel: o.channel, at: o.createdAt }).from(o).where(eq(o.phone, phone));
    return rows.flatMap((r) => (r.channel === 'EMAIL' ? [] : [{ channel: r.channel, at: r.at }]));
  }

  /**
   * The quiet hours of the number: those of the account that proved it and saved it as its phone, the latest saved
   * when two did (a shared phone); null when no account did, and the product's hours apply.
   */
  async windowOf(phone: string, tx?: Tx): Promise<QuietWindow | null> {
    const c = accountContactChannels;
    const p = accountPhoneProofs;
    const [row] = await (tx ? Tx.handle(tx) : this.db)
      .select({ from: c.quietFromMinute, to: c.quietToMinute })
      .from(c)
      .innerJoin(p, and(eq(p.userId, c.userId), eq(p.phone, c.phone)))
      .where(eq(c.phone, phone))
      .orderBy(desc(c.updatedAt))
      .limit(1);
    return row ?? null;
  }
}
