/**
 * The visitor chat's limits and texts without zod (issue 38): the chat pages draw with them, and importing
 * validation/chat.ts for them put the schema library into /chat's first load. That file re-exports these and builds
 * its schemas on them.
 */
export const CHAT_MESSAGE_MAX = 2000;
export const VISITOR_NAME_MAX = 100;
export const VISITOR_PHONE_MAX = 30;

export const VISITOR_EMAIL_REQUIRED = 'Email is required';
export const VISITOR_EMAIL_INVALID = 'Email is not valid';
export const VISITOR_NAME_REQUIRED = 'Name is required';
export const VISITOR_PHONE_REQUIRED = 'Phone is required';
export const CHAT_NOT_FOUND = 'Chat does not exist';
export const NO_SELECTED_CHAT = 'No selected chat';
export const MESSAGE_REQUIRED = 'Write a message';
export const MESSAGE_TOO_LONG = `A message must be at most ${CHAT_MESSAGE_MAX} characters`;
export const CHAT_MENTOR_NOT_FOUND = 'Mentor does not exist';
/** The header that carries the visitor's secret token (never the query string: URLs end up in logs). */
export const VISITOR_TOKEN_HEADER = 'X-Visitor-Token';
/** How long a chat stays unread before the other side is mailed (issue 12: 'Offline mail'). */
export const CHAT_OFFLINE_MAIL_MINUTES = 5;
