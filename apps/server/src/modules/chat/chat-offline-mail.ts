import type { FastifyBaseLogger } from 'fastify';
import { CHAT_OFFLINE_MAIL_MINUTES } from '@eazy2con/shared/validation/chat';
import type { Tx } from '../../db/transaction';
import type { MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ChatRepo, OfflineMailRow } from './chat.repo';
import type { ChatSender } from './chat.schema';

/** How often each instance looks for chats left unread; a mail goes out at most this much after its five minutes. */
export const OFFLINE_MAIL_CHECK_MS = 60_000;
/** Chats mailed per side per run: a backlog drains over a few runs rather than in one long transaction. */
const BATCH = 100;

export interface OfflineMailDeps {
  repo: ChatRepo;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  /** WhatsApp and SMS (issue 24): a visitor who ticked them is told there instead of by e-mail. */
  notifications?: Pick<NotificationsService, 'notify' | 'kick'> | undefined;
  log: FastifyBaseLogger;
}

/**
 * Tells the side of a chat that has left it unread for five minutes: the mentor for a visitor's messages, the
 * visitor for a mentor's reply. A side with the chat open reads each message as it arrives (the page marks it read),
 * so "unread for five minutes" is how the chat knows they left. One notice per unread stretch however many messages
 * it holds (reading, or answering, starts a new one). Safe on several instances: each chat is claimed by a
 * conditional update in the transaction that queues its notice.
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
          if (reader === 'mentor') await this.tellMentor(tx, chat);
          else await this.tellVisitor(tx, chat);
        }
        return due.length;
      });
    }
    if (sent > 0) {
      this.deps.mail.kick();
      this.deps.notifications?.kick();
    }
    return sent;
  }

  /**
   * By e-mail: mentors have not chosen WhatsApp or SMS anywhere (their application collects a phone without asking),
   * and those messages need that consent.
   */
  private tellMentor(tx: Tx, chat: OfflineMailRow) {
    return this.deps.mail.enqueue(tx, {
      to: chat.mentorEmail,
      template: 'chat-unread-mentor',
      data: { fromName: chat.visitorName, path: `/mentor-dashboard/chat/${chat.chatId}` },
    });
  }

  /** On WhatsApp or SMS when they ticked it (and have not replied STOP), by e-mail otherwise. */
  private async tellVisitor(tx: Tx, chat: OfflineMailRow) {
    const path = `/chat/${chat.chatId}`;
    const texts = chat.visitorChannels.filter((c) => c !== 'EMAIL');
    if (texts.length > 0 && this.deps.notifications) {
      const { texts: queued } = await this.deps.notifications.notify(tx, {
        template: 'chat-message-visitor',
        data: { fromName: chat.mentorName, path },
        phone: chat.visitorPhone,
        channels: texts,
      });
      if (queued.length > 0) return;
    }
    await this.deps.mail.enqueue(tx, {
      to: chat.visitorEmail,
      template: 'chat-unread-visitor',
      data: { fromName: chat.mentorName, path },
    });
  }
}
