import type { ChildMessageEvent } from './child-message-events';

/** The families module's event topics (added to modules/events.ts by declaration merging; decision 0041). */
declare module '../events' {
  interface ModuleTopics {
    /**
     * A mentor's message to a child, once its transaction committed, keyed by the child's id: only the streams opened
     * on that child (its parent's, checked when subscribing) receive it. Through Redis when configured.
     */
    'families:child-message': [childId: string, message: ChildMessageEvent];
    /** The child's consent was withdrawn (the profile erased): the child's open streams end, on every instance. */
    'families:child-gone': [childId: string, gone: true];
  }
}

export {};
