import type { FastifyBaseLogger } from 'fastify';
import { CHAT_OFFLINE_MAIL_MINUTES } from '@eazy2con/shared/validation/chat';
import type { MailService } from '../mail/mail.service';
import type { ChatRepo } from './chat.repo';
import type { ChatSender } from './chat.schema';

/** How often each instance looks for chats left unread; a mail goes out at most this much after its five minutes. */
export const OFFLINE_MAIL_CHECK_MS = 60_000;
/** Chats mailed per side per run: a backlog drains over a few runs rather than in one long transaction. */
const BATCH = 100;

export interface OfflineMailDeps {
  repo: ChatRepo;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  log: FastifyBaseLogger;
}

/**
 * Mails the side of a chat that has left it unread for five minutes: the mentor for a visitor's messages, the
 * visitor for a mentor's reply. One mail per unread stretch (reading, or answering, starts a new one). Safe on
 * several instances: each chat is claimed by a conditional update in the transaction that queues its mail.
 */
export class ChatOfflineMail {
  constructor(private readonly deps: OfflineMailDeps) {}

  async run(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - CHAT_OFFLINE_MAIL_MINUTES * 60_000);
    let sent = 0;
    for (const reader of ['mentor', 'visitor'] as const satisfies ChatSender[]) {
      sent += await this.deps.repo.transaction(async (repo, tx) => {
        const due = await repo.claimOfflineMails(reader, cutoff, now, BATCH);
        for (const chat of due) {
          await this.deps.mail.enqueue(
            tx,
            reader === 'mentor'
              ? {
                  to: chat.mentorEmail,
                  template: 'chat-unread-mentor',
                  data: { fromName: chat.visitorName, path: `/mentor-dashboard/chat/${chat.chatId}` },
                }
              : {
                  to: chat.visitorEmail,
                  template: 'chat-unread-visitor',
                  data: { fromName: chat.mentorName, path: `/chat/${chat.chatId}` },
                },
          );
        }
        return due.length;
      });
    }
    if (sent > 0) this.deps.mail.kick();
    return sent;
  }
}
