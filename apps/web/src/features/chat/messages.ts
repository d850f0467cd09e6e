import type { ChatMessage } from './queries';

/**
 * Adds messages to a conversation: by id, so a message that arrives twice (the mutation's answer and the live
 * event, or the catch-up after a reconnect overlapping what came live) shows once; ascending by createdAt (spec 1 §4).
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.every((m) => current.some((c) => c.id === m.id))) return current as ChatMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
