import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import './advisory.css';

const AdvisorScheduler = lazy(() => import('./AdvisorScheduler').then((m) => ({ default: m.AdvisorScheduler })));

/** How far below the screen the section may be when its scheduler starts loading, so it is there when reached. */
const LOAD_AHEAD = '300px';

/**
 * The advisor call section of /kid-tech. The scheduler (form, dialog, select: the heavy part) loads when the section
 * comes near the screen, or at once when the visitor asks for it, so the page's first load does not carry it.
 */
export function AdvisorSection() {
  const ref = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const section = ref.current;
    if (wanted || !section) return;
    if (!('IntersectionObserver' in window)) {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [wanted]);

  return (
    <section
      ref={ref}
      className="kids-section kids-advisor"
      aria-labelledby="advisor-heading"
      data-testid="advisor-slot"
    >
      <h2 id="advisor-heading">Talk to an advisor</h2>
      <p>
        Not sure where your child should start? Book a free 20-minute call: pick a day and a time, leave your number,
        and an advisor will call you.
      </p>
      {wanted ? (
        <Suspense fallback={<p className="advisor__note">Loading the scheduler…</p>}>
          <AdvisorScheduler />
        </Suspense>
      ) : (
        <button type="button" className="advisor__open" onClick={() => setWanted(true)}>
          Pick a date and time
        </button>
      )}
    </section>
  );
}
