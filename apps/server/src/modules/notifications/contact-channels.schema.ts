import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * An account's contact channels (issue 35, decision 0044): its phone, whether WhatsApp and SMS are on for it, and its
 * quiet hours, which replace the product's for that number once the account proved it (account_phone_proofs).
 */
export const accountContactChannels = pgTable(
  'account_contact_channels',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164 digits without the '+', as in notification_deliveries; null: no phone given. */
    phone: text('phone'),
    whatsapp: boolean('whatsapp').notNull().default(false),
    sms: boolean('sms').notNull().default(false),
    /** Quiet hours as minutes after midnight in Lagos; over midnight when `to` comes first. */
    quietFromMinute: smallint('quiet_from_minute').notNull(),
    quietToMinute: smallint('quiet_to_minute').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Every text queued asks which account's quiet hours its number has.
    index('account_contact_channels_phone_idx').on(t.phone, t.updatedAt),
    check('account_contact_channels_phone_check', sql`${t.phone} ~ '^[1-9][0-9]{7,14}$'`),
    check('account_contact_channels_texts_need_phone', sql`${t.phone} is not null or not (${t.whatsapp} or ${t.sms})`),
    check(
      'account_contact_channels_quiet_check',
      sql`${t.quietFromMinute} between 0 and 1439 and ${t.quietToMinute} between 0 and 1439 and ${t.quietFromMinute} <> ${t.quietToMinute}`,
    ),
  ],
);

/**
 * The numbers an account proved it holds: a code texted to the number came back while the account was signed in
 * (`confirmPhone`, or a parent's consent code). Only then are the number's texts the account's to time and switch.
 */
export const accountPhoneProofs = pgTable(
  'account_phone_proofs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    provenAt: timestamp('proven_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phone] })],
);
