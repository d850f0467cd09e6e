/**
 * The admin live lists' event topics (issue 13): the id of the row that changed, published after its transaction
 * commits (modules/events.ts merges every module's topics).
 */
export type AdminTopics = {
  'admin:webinar-attendee-created': [id: string];
  'admin:book-amentor-deleted': [id: string];
  'admin:book-kidmentor-changed': [id: string];
};
