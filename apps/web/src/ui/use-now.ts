import { useEffect, useState } from 'react';

/**
 * The clock in ms, moved on every minute: what depends on the time (a session's room opening, the free-change time,
 * an answer window, the advisor slots still bookable) follows it without a reload.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
