// Import-free: a page's first script (app/boot) reads these without the chat or the learner space's code.

/** localStorage: the chat visitor this browser keeps (features/chat/visitor-store.ts). */
export const CHAT_VISITOR_KEY = 'visitor';

/** localStorage: a child's signed-in token for their learner space (features/families/learner-token.ts). */
export const learnerTokenKey = (childId: string) => `learner-token:${childId}`;
