/** The catalogue's event topics (modules/events.ts merges every module's). */
export type CatalogueTopics = {
  'catalogue:changed': [];
};
