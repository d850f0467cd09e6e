/**
 * The admin live lists' event topics (issue 13): the id of the row that changed, published after its transaction
 * commits (added to modules/events.ts by declaration merging).
 */
declare module '../events' {
  interface ModuleTopics {
    'admin:webinar-attendee-created': [id: string];
    'admin:book-amentor-deleted': [id: string];
    'admin:book-kidmentor-changed': [id: string];
  }
}

export {};
