/** A booked session of the mentor, as clashes need it. */
export interface MentorSession {
  id: string;
  start: Date;
  end: Date;
  learnerName: string;
}

/** A session booked over one of the mentor's busy times: shown with "Move" and "Keep", never moved by itself. */
export interface Clash {
  sessionId: string;
  start: Date;
  end: Date;
  learnerName: string;
  busyStart: Date;
  busyEnd: Date;
}

interface Span {
  start: Date;
  end: Date;
}

/**
 * Every (session, busy time) pair that overlaps, without the ones kept. The same busy time from two calendars is one
 * clash. Both lists are short (26 weeks of one mentor), so a plain double loop does.
 */
export function clashesOf(
  sessions: MentorSession[],
  busy: Span[],
  kept: { sessionId: string; start: Date; end: Date }[],
): Clash[] {
  const keptKeys = new Set(kept.map((k) => `${k.sessionId}|${k.start.getTime()}|${k.end.getTime()}`));
  const out = new Map<string, Clash>();
  for (const session of sessions) {
    for (const b of busy) {
      if (!(b.start < session.end && b.end > session.start)) continue;
      const key = `${session.id}|${b.start.getTime()}|${b.end.getTime()}`;
      if (keptKeys.has(key) || out.has(key)) continue;
      out.set(key, {
        sessionId: session.id,
        start: session.start,
        end: session.end,
        learnerName: session.learnerName,
        busyStart: b.start,
        busyEnd: b.end,
      });
    }
  }
  return [...out.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}
