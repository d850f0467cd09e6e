import type { ChildMessageRow } from './families.schema';

/** A stored message to a child as it travels through the event bus (Redis carries JSON, so the dates are strings). */
export interface ChildMessageEvent {
  id: string;
  childId: string;
  mentorId: string | null;
  sender: ChildMessageRow['sender'];
  fromName: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export function childMessageEvent(message: ChildMessageRow): ChildMessageEvent {
  return {
    id: message.id,
    childId: message.childId,
    mentorId: message.mentorId,
    sender: message.sender,
    fromName: message.fromName,
    text: message.text,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
  };
}

/** Back to the stored shape for the resolvers (the DateTime scalar serialises Dates). */
export function childMessageOf(event: ChildMessageEvent): ChildMessageRow {
  return {
    ...event,
    createdAt: new Date(event.createdAt),
    updatedAt: new Date(event.updatedAt),
  };
}
