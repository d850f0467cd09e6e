/** The accounts' event topics (added to modules/events.ts by declaration merging). */
declare module '../events' {
  interface ModuleTopics {
    /**
     * What an account may do may have shrunk: one of its sessions was revoked (sign-out, sign-out everywhere, password
     * reset, confirmation in another browser) or its role changed (a mentor declined). Keyed by the account id; each
     * open subscription of the account checks its own session again and ends if it no longer allows what it opened
     * with (access-watch.ts). Through Redis when configured, so every instance hears it.
     */
    'accounts:access-changed': [userId: string, changed: true];
  }
}

export {};
