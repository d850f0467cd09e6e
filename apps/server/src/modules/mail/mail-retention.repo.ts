import { and, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { mailOutbox } from './mail.schema';

/** The mail module's deletes of old outbox rows, called by the retention purge (modules/retention). */
export class MailRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Finished mails only: a pending one is still owed to its reader. */
  deleteFinishedMailBefore(cutoff: Date): Promise<number> {
    return deleteWhere(
      this.db,
      mailOutbox,
      and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, cutoff)),
    );
  }

  /** Mail held because no mail server is set: the team has read it by now, and it would never go out on its own. */
  deleteHeldMailBefore(cutoff: Date): Promise<number> {
    return deleteWhere(this.db, mailOutbox, and(eq(mailOutbox.status, 'held'), lt(mailOutbox.createdAt, cutoff)));
  }

  deleteMailOfTemplatesBefore(templates: readonly string[], cutoff: Date): Promise<number> {
    return deleteWhere(
      this.db,
      mailOutbox,
      and(inArray(mailOutbox.template, [...templates]), lt(mailOutbox.createdAt, cutoff)),
    );
  }
}
