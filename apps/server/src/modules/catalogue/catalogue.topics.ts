/** The catalogue's event topics (added to modules/events.ts by declaration merging). */
declare module '../events' {
  interface ModuleTopics {
    'catalogue:changed': [];
  }
}

export {};
