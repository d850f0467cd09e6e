import { randomBytes } from 'node:crypto';
import {
  CHAT_MENTOR_NOT_FOUND,
  CHAT_NOT_FOUND,
  CreateChatSchema,
  CreateMessageSchema,
  VisitorFormSchema,
} from '@eazy2con/shared/validation/chat';
import { AppError } from '../../lib/app-error';
import { requirePhone } from '../notifications/phone';
import type { AppEventBus } from '../events';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import { hashSecret } from '../../lib/confirmation-secrets';
import type { MentorsService } from '../mentors/mentors.service';
import type { RateLimitService, RateRule } from '../rate-limits/rate-limits.service';
import { messageEvent, type ChatMessageEvent } from './chat-events';
import { liveEvents } from '../../lib/live-events';
import { accessLost } from '../../lib/access-watch';
import type { ChatListRow, ChatRepo } from './chat.repo';
import type { ChatMessageRow, ChatRow, ChatSender, ChatVisitorRow } from './chat.schema';

/** How many chats a list shows, and how many messages a conversation opens with (the latest ones). */
export const CHAT_LIST_MAX = 200;
export const MESSAGES_MAX = 200;
/** The catch-up overlaps the last message seen by this much (see ChatRepo.messagesSince); the client drops repeats. */
export const CATCH_UP_OVERLAP_MS = 5_000;
/** Messages per sender: a person typing stays well inside; a script filling a mentor's inbox does not. */
export const MESSAGE_RATE: Record<ChatSender, RateRule> = {
  visitor: { max: 20, windowSeconds: 60 },
  mentor: { max: 60, windowSeconds: 60 },
};
export const VISITOR_REQUIRED = 'Help us reach you first';

/**
 * Who is asking about chats: the visitor whose token came in the X-Visitor-Token header (if any, and not revoked),
 * and the signed-in accepted mentor (if any). The resolvers build it; only this service decides what it may read.
 */
export interface ChatAsker {
  visitor: ChatVisitorRow | null;
  mentorId: string | null;
  /**
   * For a signed-in mentor: the account, and the mentor id its session allows now (read again, not cached), so a
   * live stream ends when the session is revoked or the mentor loses the role (issue 34).
   */
  mentorSession?: { userId: string; currentMentorId(): Promise<string | null> };
}

/** A chat the asker may read, and as which side. */
export interface ChatAccess {
  chat: ChatRow;
  side: ChatSender;
  /** The id a message from this side carries: the visitor's or the mentor record's. */
  userId: string;
}

export interface ChatDeps {
  repo: ChatRepo;
  mentors: Pick<MentorsService, 'getPublicMentor'>;
  limiter: Pick<RateLimitService, 'consume'>;
  bus: AppEventBus;
}

const notFound = () => new AppError('NOT_FOUND', CHAT_NOT_FOUND);

/**
 * The visitor chat (issue 12). The original trusted the browser with ownership; here every read and write goes
 * through `access`: a chat opens only for its visitor's token or its own signed-in mentor, everyone else reads
 * 'Chat does not exist' (the same answer as for a chat that does not exist, so ids cannot be probed).
 */
export class ChatService {
  constructor(private readonly deps: ChatDeps) {}

  /** The visitor record and, once only, the secret token that proves it (only its hash is kept). */
  async createVisitor(input: unknown): Promise<{ visitor: ChatVisitorRow; token: string }> {
    const values = parseInput(VisitorFormSchema, input);
    // A ticked WhatsApp or SMS needs a number they can reach (refused on the phone field otherwise).
    if (values.channels.some((c) => c !== 'EMAIL')) requirePhone(values.phone);
    const token = randomBytes(32).toString('base64url');
    const visitor = await this.deps.repo.insertVisitor({ ...values, tokenHash: hashSecret(token) });
    return { visitor, token };
  }

  /** The visitor a token proves, or null (no token, a wrong one, or one revoked by 'Forget me on this device'). */
  async visitorByToken(token: string | null | undefined): Promise<ChatVisitorRow | null> {
    if (!token || token.length > 200) return null;
    return this.deps.repo.visitorByTokenHash(hashSecret(token));
  }

  /** 'Forget me on this device': the token opens nothing from now on; the mentor keeps the conversation. */
  async forgetVisitor(asker: ChatAsker): Promise<boolean> {
    if (!asker.visitor) return false;
    await this.deps.repo.clearToken(asker.visitor.id);
    // Its open streams end too, on every instance: a revoked token must not keep reading (issue 26).
    this.deps.bus.pubsub.publish('chat:visitor-forgotten', asker.visitor.id, true);
    return true;
  }

  /** The visitor record for its own token only; anyone else gets null, and the browser forgets what it stored. */
  getVisitor(asker: ChatAsker, id: string): ChatVisitorRow | null {
    return asker.visitor && asker.visitor.id === id ? asker.visitor : null;
  }

  visitorChats(visitor: ChatVisitorRow): Promise<ChatListRow[]> {
    return this.deps.repo.visitorChats(visitor.id, CHAT_LIST_MAX);
  }

  mentorChats(mentorId: string): Promise<ChatListRow[]> {
    return this.deps.repo.mentorChats(mentorId, CHAT_LIST_MAX);
  }

  /** The visitor's chat with a public mentor: reused when it exists (spec 1 §4). */
  async createChat(asker: ChatAsker, input: unknown): Promise<ChatRow> {
    const { mentorId } = parseInput(CreateChatSchema, input);
    if (!asker.visitor) throw new AppError('UNAUTHENTICATED', VISITOR_REQUIRED);
    const mentor = await this.deps.mentors.getPublicMentor(mentorId);
    if (!mentor) throw new AppError('NOT_FOUND', CHAT_MENTOR_NOT_FOUND);
    return this.deps.repo.chatFor(asker.visitor.id, mentor.id);
  }

  /** The chat if the asker may read it, as which side; 'Chat does not exist' otherwise. */
  async access(asker: ChatAsker, chatId: string): Promise<ChatAccess> {
    const chat = isUuid(chatId) ? await this.deps.repo.chat(chatId) : null;
    if (!chat) throw notFound();
    // The visitor's token first: a mentor who also chats as a visitor in this browser writes as that visitor there.
    if (asker.visitor && chat.visitorId === asker.visitor.id)
      return { chat, side: 'visitor', userId: asker.visitor.id };
    if (asker.mentorId && chat.mentorId === asker.mentorId) return { chat, side: 'mentor', userId: asker.mentorId };
    throw notFound();
  }

  /** The latest messages ascending, or (catch-up) those from just before the last one the client has, on. */
  async messages(access: ChatAccess, afterId: string | null): Promise<ChatMessageRow[]> {
    const last = afterId && isUuid(afterId) ? await this.deps.repo.message(access.chat.id, afterId) : null;
    if (!last) return this.deps.repo.latestMessages(access.chat.id, MESSAGES_MAX);
    const since = new Date(last.createdAt.getTime() - CATCH_UP_OVERLAP_MS);
    return this.deps.repo.messagesSince(access.chat.id, since, MESSAGES_MAX);
  }

  /** The chat's visitor record (for the mentor: the name, e-mail and phone to reach them). */
  visitorOf(access: ChatAccess): Promise<ChatVisitorRow | null> {
    return this.deps.repo.visitor(access.chat.visitorId);
  }

  unreadCount(access: ChatAccess): Promise<number> {
    return this.deps.repo.unreadCount(access.chat.id, access.side);
  }

  /** Stored first, then published: a subscriber that misses the event finds the message by the catch-up query. */
  async createMessage(asker: ChatAsker, input: unknown): Promise<ChatMessageRow> {
    const { chatId, text } = parseInput(CreateMessageSchema, input);
    const access = await this.access(asker, chatId);
    await this.deps.limiter.consume(`chat-message:${access.side}:${access.userId}`, MESSAGE_RATE[access.side]);
    const message = await this.deps.repo.transaction((repo) =>
      repo.insertMessage(access.chat, { text, userId: access.userId, sender: access.side }, new Date()),
    );
    this.deps.bus.pubsub.publish('chat:message', messageEvent(message, access.chat));
    return message;
  }

  async markRead(asker: ChatAsker, chatId: string): Promise<ChatAccess> {
    const access = await this.access(asker, chatId);
    await this.deps.repo.markRead(access.chat.id, access.side, new Date());
    return access;
  }

  /**
   * Which events a subscriber receives: those of the one chat asked for (checked now, so a stranger is refused at
   * once), or of every chat the asker is a side of. Decided per event from the event itself, on the server.
   */
  /**
   * The new messages the asker may read (of one chat, or of all of theirs), until its visitor token is revoked, the
   * mentor's session is revoked or the mentor role lost (an access change of the account, checked again then), or
   * the bus loses events (lib/live-events.ts). The stream ends as a whole; the client subscribes again and is checked
   * afresh.
   */
  async liveMessages(asker: ChatAsker, chatId: string | null): Promise<AsyncIterable<ChatMessageEvent>> {
    const keep = await this.subscriptionFilter(asker, chatId);
    const { pubsub } = this.deps.bus;
    const ends: AsyncIterable<unknown>[] = [];
    if (asker.visitor) ends.push(pubsub.subscribe('chat:visitor-forgotten', asker.visitor.id));
    const session = asker.mentorId ? asker.mentorSession : undefined;
    if (session) {
      const stillMentor = async () => (await session.currentMentorId()) === asker.mentorId;
      ends.push(accessLost(this.deps.bus, session.userId, stillMentor));
    }
    return liveEvents(pubsub.subscribe('chat:message'), keep, this.deps.bus, ends);
  }

  async subscriptionFilter(asker: ChatAsker, chatId: string | null): Promise<(event: ChatMessageEvent) => boolean> {
    if (chatId) {
      const { chat } = await this.access(asker, chatId);
      return (event) => event.chatId === chat.id;
    }
    const visitorId = asker.visitor?.id ?? null;
    const mentorId = asker.mentorId;
    if (!visitorId && !mentorId) throw notFound();
    return (event) => event.visitorId === visitorId || event.mentorId === mentorId;
  }
}
