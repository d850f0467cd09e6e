import { and, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { chats, chatVisitors } from './chat.schema';

/** The chat module's deletes of old rows, called by the retention purge (modules/retention). */
export class ChatRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Chats whose last message (updatedAt) is older than the cutoff; their messages go with them (cascade). */
  deleteChatsBefore(cutoff: Date): Promise<number> {
    return deleteWhere(this.db, chats, lt(chats.updatedAt, cutoff));
  }

  deleteChatlessVisitorsBefore(cutoff: Date): Promise<number> {
    return deleteWhere(
      this.db,
      chatVisitors,
      and(
        lt(chatVisitors.updatedAt, cutoff),
        sql`not exists (select 1 from ${chats} where ${chats.visitorId} = ${chatVisitors.id})`,
      ),
    );
  }
}
