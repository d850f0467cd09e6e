import { useEffect, useState } from 'react';

/** The clock in ms, moved on every minute, so the room, the free-change time and the answer window follow it. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
