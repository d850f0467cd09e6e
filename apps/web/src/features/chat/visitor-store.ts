import { VISITOR_TOKEN_HEADER } from '@eazy2con/shared/chat-texts';
import { addRequestHeaders } from '../../core/graphql/request-headers';
import { resetEventStream } from '../../core/graphql/event-stream';
import { CHAT_VISITOR_KEY } from '../../core/browser-kept-keys';

/** The visitor as this browser keeps it (spec 1 §3 'visitor'), with the secret token createVisitor answered. */
export interface StoredVisitor {
  id: string;
  email: string;
  fullName: string;
  phone: string;
  token: string;
}

const KEY = CHAT_VISITOR_KEY;

export function readVisitor(): StoredVisitor | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isStoredVisitor(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveVisitor(visitor: StoredVisitor): void {
  localStorage.setItem(KEY, JSON.stringify(visitor));
  // The event stream carries the headers it connected with: open the next one with this token.
  resetEventStream();
}

export function forgetStoredVisitor(): void {
  localStorage.removeItem(KEY);
  resetEventStream();
}

function isStoredVisitor(value: unknown): value is StoredVisitor {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['id', 'email', 'fullName', 'phone', 'token'].every((k) => typeof v[k] === 'string');
}

// Loaded with the chat pages only: from then on this tab's requests prove the visitor, as a header (never in the
// address, which proxies and logs keep).
addRequestHeaders((): Record<string, string> => {
  const visitor = readVisitor();
  return visitor ? { [VISITOR_TOKEN_HEADER]: visitor.token } : {};
});
