import { VISITOR_TOKEN_HEADER } from '@eazy2con/shared/validation/chat';
import type { AccountsService } from '../accounts/accounts.service';
import type { Viewer } from '../accounts/viewer';
import type { ChatAsker, ChatService } from './chat.service';

/** The part of a request's context that says who asks in a chat (a resolver passes its whole context). */
export interface ChatRequest {
  services: { chat: ChatService; accounts: Pick<AccountsService, 'viewerFor'> };
  request: Request;
  viewer(): Promise<Viewer>;
}

const askers = new WeakMap<ChatRequest, Promise<ChatAsker>>();

/**
 * Who asks, once per request: the visitor proved by the X-Visitor-Token header (a header, never the query string,
 * which proxies and logs keep) and the signed-in accepted mentor from the session cookie. In a subscription the
 * request is the one that started the operation (graphql-sse's POST), so its headers count, not the stream's.
 */
export function chatAsker(ctx: ChatRequest): Promise<ChatAsker> {
  let asker = askers.get(ctx);
  if (!asker) {
    asker = (async () => {
      const [visitor, viewer] = await Promise.all([
        ctx.services.chat.visitorByToken(ctx.request.headers.get(VISITOR_TOKEN_HEADER)),
        ctx.viewer(),
      ]);
      const mentorId = mentorIdOf(viewer);
      if (!mentorId || viewer.role === 'visitor') return { visitor, mentorId };
      // Read again when the account's access changes, from the same request's cookie (a live stream outlives it).
      const currentMentorId = async () => mentorIdOf(await ctx.services.accounts.viewerFor(ctx.request.headers));
      return { visitor, mentorId, mentorSession: { userId: viewer.userId, currentMentorId } };
    })();
    askers.set(ctx, asker);
  }
  return asker;
}

/** The accepted mentor record a viewer acts as in chats, if any. */
function mentorIdOf(viewer: Viewer): string | null {
  return viewer.role === 'mentor' || viewer.role === 'admin' ? (viewer.mentor?.id ?? null) : null;
}
