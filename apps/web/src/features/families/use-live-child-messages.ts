import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSubscription } from 'urql';
import { afterSubscribing, onLiveResumed } from '../../core/graphql/event-stream';
import { ChildMessageAddedSubscription, type ChildMessage } from './families.queries';

/**
 * Adds messages to a child's conversation by id, so one that arrives twice (live, then in the activity read again)
 * shows once; oldest first, as the activity lists them.
 */
export function mergeChildMessages(
  current: readonly ChildMessage[],
  incoming: readonly ChildMessage[],
): ChildMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

/** What the live region says, and a count that makes a second message from the same mentor a new announcement. */
export interface Announcement {
  text: string;
  count: number;
}

/**
 * A mentor's messages to the child as the parent watches (issue 35): those the activity read, then each new one as
 * it arrives over the tab's event stream, with what a screen reader is told. Subscribed only while the activity is
 * shown and loaded (`loaded`: the parent's own child, so no stream is asked for a child the server refused); the
 * activity is read again just after subscribing and whenever live updates resume after an interruption, so a
 * message sent in a gap still shows.
 */
export function useLiveChildMessages(
  childId: string,
  loaded: readonly ChildMessage[] | null,
  readAgain: () => void,
): { messages: ChildMessage[]; announcement: Announcement | null } {
  const [live, setLive] = useState<ChildMessage[]>([]);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  useSubscription(
    { query: ChildMessageAddedSubscription, variables: { childId }, pause: loaded === null },
    (_previous, data) => {
      const message = data.childMessageAdded;
      setLive((current) => mergeChildMessages(current, [message]));
      setAnnouncement((said) => ({ text: `New message from ${message.from}`, count: (said?.count ?? 0) + 1 }));
      return data;
    },
  );
  const subscribed = loaded !== null;
  const catchUp = useCallback(() => readAgain(), [readAgain]);
  useEffect(() => (subscribed ? afterSubscribing(catchUp) : undefined), [subscribed, catchUp]);
  useEffect(() => onLiveResumed(catchUp), [catchUp]);
  const messages = useMemo(() => mergeChildMessages(loaded ?? [], live), [loaded, live]);
  return { messages, announcement };
}
