import { lazy, Suspense, useState } from 'react';
import { useNearViewport } from '../../ui/use-near-viewport';
import './advisory.css';

const AdvisorScheduler = lazy(() => import('./AdvisorScheduler').then((m) => ({ default: m.AdvisorScheduler })));

/** How far below the screen the section may be when its scheduler starts loading, so it is there when reached. */
const LOAD_AHEAD = '300px';

/**
 * The advisor call section of /kid-tech. The scheduler (form, dialog, select: the heavy part) loads when the section
 * comes near the screen, or at once when the visitor asks for it, so the page's first load does not carry it.
 */
export function AdvisorSection() {
  const [ref, near] = useNearViewport<HTMLElement>(LOAD_AHEAD);
  const [asked, setAsked] = useState(false);
  const wanted = near || asked;

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
        <button type="button" className="advisor__open" onClick={() => setAsked(true)}>
          Pick a date and time
        </button>
      )}
    </section>
  );
}
