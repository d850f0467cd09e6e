import { builder } from '../../graphql-core/builder';
import { requireRole } from '../accounts/guard';
import { NotificationChannelEnum } from '../bookings/mentor-bookings.graphql';
import { limitRate } from '../rate-limits/guard';
import { chatAsker } from './chat-asker';
import { messageOf, type ChatMessageEvent } from './chat-events';
import type { ChatListRow } from './chat.repo';
import type { ChatMessageRow, ChatVisitorRow } from './chat.schema';
import { MESSAGES_MAX, type ChatAccess } from './chat.service';

/** A chat the asker may read (the service checked it), with the unread count when the list query already has it. */
interface ChatView {
  access: ChatAccess;
  unreadCount?: number;
}

const listView =
  (side: ChatAccess['side']) =>
  (row: ChatListRow): ChatView => ({
    access: { chat: row, side, userId: side === 'visitor' ? row.visitorId : row.mentorId },
    unreadCount: row.unreadCount,
  });

export const ChatMessageRef = builder.objectRef<ChatMessageRow>('Message').implement({
  description: 'A chat message, shown as text (never as HTML)',
  fields: (t) => ({
    id: t.exposeID('id'),
    chatId: t.exposeID('chatId'),
    text: t.exposeString('text'),
    userId: t.exposeID('userId', { description: "The sender: the visitor's id or the mentor's, set by the server" }),
    fromMentor: t.boolean({ resolve: (m) => m.sender === 'mentor' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ChatContactRef = builder.objectRef<ChatVisitorRow>('ChatVisitor').implement({
  description: 'The visitor of a chat, as its mentor (or the visitor themselves) sees them',
  fields: (t) => ({
    id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
  }),
});

const ChatMentorRef = builder.objectRef<{ id: string; firstname: string; lastname: string }>('ChatMentor').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
  }),
});

export const ChatRef = builder.objectRef<ChatView>('Chat').implement({
  description: 'A conversation between a visitor and a mentor, readable only by those two',
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.access.chat.id }),
    mentorId: t.id({ resolve: (c) => c.access.chat.mentorId }),
    visitorId: t.id({ resolve: (c) => c.access.chat.visitorId }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.access.chat.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (c) => c.access.chat.updatedAt }),
    unreadCount: t.int({
      description: "The other side's messages the asker has not read",
      resolve: (c, _args, ctx) => c.unreadCount ?? ctx.services.chat.unreadCount(c.access),
    }),
    mentor: t.field({
      type: ChatMentorRef,
      nullable: true,
      resolve: (c, _args, ctx) => ctx.loaders.publicMentorById.load(c.access.chat.mentorId),
    }),
    visitor: t.field({
      type: ChatContactRef,
      nullable: true,
      resolve: (c, _args, ctx) => ctx.services.chat.visitorOf(c.access),
    }),
    messages: t.field({
      type: [ChatMessageRef],
      description:
        'The latest messages, ascending by createdAt; with `after` (the last one the client has) the catch-up',
      args: { after: t.arg.id() },
      complexity: { field: 1, multiplier: MESSAGES_MAX },
      resolve: (c, { after }, ctx) => ctx.services.chat.messages(c.access, after == null ? null : String(after)),
    }),
  }),
});

const VisitorRef = builder.objectRef<ChatVisitorRow>('Visitor').implement({
  description: 'Someone who chats without an account; readable only with its own token',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    fullName: t.exposeString('fullName'),
    phone: t.exposeString('phone'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    chats: t.field({
      type: [ChatRef],
      description: 'Ascending by updatedAt',
      complexity: { field: 1, multiplier: 20 },
      resolve: async (v, _args, ctx) => (await ctx.services.chat.visitorChats(v)).map(listView('visitor')),
    }),
  }),
});

const CreatedVisitorRef = builder.objectRef<{ visitor: ChatVisitorRow; token: string }>('CreatedVisitor').implement({
  fields: (t) => ({
    visitor: t.field({ type: VisitorRef, resolve: (r) => r.visitor }),
    token: t.exposeString('token', {
      description: 'The secret that proves this visitor (send it as X-Visitor-Token); shown this once only',
    }),
  }),
});

builder.queryFields((t) => ({
  getVisitor: t.field({
    type: VisitorRef,
    nullable: true,
    description: 'The visitor, with its own X-Visitor-Token only; null for anyone else (the browser then forgets it)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ctx.services.chat.getVisitor(await chatAsker(ctx), String(id)),
  }),
  getChat: t.field({
    type: ChatRef,
    description: "For the chat's visitor token or its signed-in mentor; 'Chat does not exist' for anyone else",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({
      access: await ctx.services.chat.access(await chatAsker(ctx), String(id)),
    }),
  }),
  mentorChats: t.field({
    type: [ChatRef],
    description: "The signed-in mentor's chats, latest activity first",
    complexity: { field: 1, multiplier: 20 },
    resolve: async (_root, _args, ctx) => {
      const viewer = await requireRole(ctx, 'mentor');
      return (await ctx.services.chat.mentorChats(viewer.mentor.id)).map(listView('mentor'));
    },
  }),
}));

builder.mutationFields((t) => ({
  createVisitor: t.field({
    type: CreatedVisitorRef,
    args: {
      email: t.arg.string(),
      fullName: t.arg.string(),
      phone: t.arg.string(),
      channels: t.arg({
        type: [NotificationChannelEnum],
        description: "Where to hear of a mentor's answer besides e-mail: WHATSAPP, SMS on the phone given",
      }),
    },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'createVisitor');
      return ctx.services.chat.createVisitor(args);
    },
  }),
  forgetVisitor: t.boolean({
    description: "'Forget me on this device': the visitor's token opens nothing from now on",
    resolve: async (_root, _args, ctx) => ctx.services.chat.forgetVisitor(await chatAsker(ctx)),
  }),
  createChat: t.field({
    type: ChatRef,
    description: "The visitor's chat with this mentor (reused when it exists); the visitor comes from X-Visitor-Token",
    args: { mentorId: t.arg.id({ required: true }) },
    resolve: async (_root, { mentorId }, ctx) => {
      const asker = await chatAsker(ctx);
      const chat = await ctx.services.chat.createChat(asker, { mentorId: String(mentorId) });
      return { access: await ctx.services.chat.access(asker, chat.id) };
    },
  }),
  createMessage: t.field({
    type: ChatMessageRef,
    description: "userId is the sender's, set by the server; 'Chat does not exist' for anyone but the chat's two sides",
    args: { chatId: t.arg.id({ required: true }), text: t.arg.string() },
    resolve: async (_root, { chatId, text }, ctx) =>
      ctx.services.chat.createMessage(await chatAsker(ctx), { chatId: String(chatId), text }),
  }),
  markChatRead: t.field({
    type: ChatRef,
    description: "The asker's side has read the chat up to now (unread count 0; no offline mail for what came before)",
    args: { chatId: t.arg.id({ required: true }) },
    resolve: async (_root, { chatId }, ctx) => ({
      access: await ctx.services.chat.markRead(await chatAsker(ctx), String(chatId)),
      unreadCount: 0,
    }),
  }),
}));

builder.subscriptionField('onCreateMessage', (t) =>
  t.field({
    type: ChatMessageRef,
    description: 'New messages of one chat (chatId) or of every chat the asker is a side of, filtered on the server',
    args: { chatId: t.arg.id() },
    subscribe: async (_root, { chatId }, ctx) => {
      return ctx.services.chat.liveMessages(await chatAsker(ctx), chatId == null ? null : String(chatId));
    },
    resolve: (event: ChatMessageEvent) => messageOf(event),
  }),
);
