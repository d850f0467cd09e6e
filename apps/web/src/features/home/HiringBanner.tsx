import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { hiringCountdown, type HiringCountdown } from './hiring-countdown';
import './home.css';

/** Spec 1 §4/§9: the banner sticks once the page has scrolled 5 px; the countdown is worked out after 1 s. */
export const STICK_AFTER_PX = 5;
export const COUNTDOWN_DELAY_MS = 1000;

export function HiringBanner({ endsAt }: { endsAt: string | undefined }) {
  const [stuckBelow, setStuckBelow] = useState<number | null>(null);
  const [countdown, setCountdown] = useState<HiringCountdown | null>(null);

  useEffect(() => {
    const onScroll = () => {
      if (window.scrollY < STICK_AFTER_PX) {
        setStuckBelow(null);
        return;
      }
      // Stick just under the top navigation, which is itself fixed once the page scrolls.
      const nav = document.querySelector<HTMLElement>('[data-testid="topnav"]');
      setStuckBelow(nav?.offsetHeight ?? 0);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!endsAt) return undefined;
    const timer = setTimeout(() => setCountdown(hiringCountdown(endsAt, new Date())), COUNTDOWN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [endsAt]);

  // An ended vacancy is no news to a visitor: the banner goes with it (issue 20), instead of a bar saying 'Ended'.
  if (endsAt && hiringCountdown(endsAt, new Date()).ended) return null;
  const stuck = stuckBelow !== null;
  return (
    <aside
      className={`hiring-banner${stuck ? ' is-stuck' : ''}`}
      style={stuck ? { top: stuckBelow } : undefined}
      aria-label="We are hiring"
      data-testid="hiring-banner"
      data-stuck={stuck}
    >
      <p>
        <strong>We are hiring a sales expert</strong>
        {countdown && (
          <>
            {' — '}
            <span data-testid="hiring-countdown">{countdown.text}</span>
          </>
        )}
        {countdown && !countdown.ended && (
          <>
            {' '}
            <Link to="/hiring">Click here to apply</Link>
          </>
        )}
      </p>
    </aside>
  );
}
