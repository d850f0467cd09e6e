import { lazy, Suspense, useCallback, useEffect, useState, type MouseEvent } from 'react';
import { CalendarOutlined, CheckCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useQuery } from 'urql';
import {
  BOOTCAMP_FAILURE,
  BOOTCAMP_WEEKS,
  formatStartDate,
  REGISTRATION_CLOSED,
  type BootcampTrackId,
} from '@eazy2con/shared/bootcamp';
import { BOOTCAMP_FEE_NAIRA, BOOTCAMP_SLOTS } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import { usePageTitle } from '../../core/use-page-title';
import { BootcampRegistrationQuery, type BootcampRegistrationState } from './queries';
import { bootcampTracks, type BootcampTrack } from './tracks';
import { useNearViewport } from '../../ui/use-near-viewport';
import { BootcampVideos } from './BootcampVideos';
import { readPendingBooking } from '../bookings/public';
import { Button, buttonClass } from '../../ui/Button';
import './bootcamp.css';

// Below the fold or opened on demand: loaded when needed, not with the page.
const TrackCurriculumModal = lazy(() => import('./TrackCurriculumModal'));
const BootcampRegistration = lazy(() => import('./BootcampRegistration'));

export const REGISTER_ID = 'register';
export const VIDEO_ID = 'watch-video';

export const requirements = [
  'A laptop or desktop computer you can install software on',
  'A steady internet connection for the live classes',
  'About 8 hours a week for classes, labs and practice',
  'No experience needed: every track starts from the basics',
  `The one-time fee of ${formatNaira(BOOTCAMP_FEE_NAIRA)}`,
];

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Scrolls to an in-page section and moves focus there, keeping the anchor in the address for a reload or a share. */
function jumpTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  // replaceState, not a router navigation: a new location would make the layout scroll back to the top.
  window.history.replaceState(window.history.state, '', `#${id}`);
}

function AnchorButton({ to, children, primary }: { to: string; children: string; primary?: boolean }) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    jumpTo(to);
  };
  return (
    // A link to the section (it works before the page's code runs, and with a modifier key), with a button's looks.
    <a
      href={`#${to}`}
      onClick={onClick}
      className={buttonClass({ type: primary ? 'primary' : 'default', size: 'large' })}
    >
      {children}
    </a>
  );
}

/**
 * /bootcamp (spec 2 §2, §4, §9): a five-week bootcamp of six tracks. Whether registration is open and how many of
 * the ten seats are left come from the server (BOOTCAMP_OPEN, a count in the database); closed, the form shows
 * disabled under 'Registration closed'.
 */
export function BootcampPage() {
  usePageTitle('Bootcamp');
  const [{ data, error }, refetch] = useQuery({ query: BootcampRegistrationQuery });
  const state = data?.bootcampRegistration;
  const [curriculum, setCurriculum] = useState<BootcampTrack | null>(null);
  const [chosenTrack, setChosenTrack] = useState<BootcampTrackId | null>(null);
  const [registerRef, registerNear] = useNearViewport<HTMLElement>();
  const { hash } = useLocation();
  // A returning registrant's registration shows in the register section: load it at once (read after mounting:
  // the server, which rendered this page, cannot see this device's storage).
  const [hasPending, setHasPending] = useState(false);
  useEffect(() => setHasPending(readPendingBooking('bootcamp') !== null), []);

  useEffect(() => {
    // Spec 2 §8: a failed seat count is only logged; the page shows no figure rather than a wrong one.
    if (error) console.error('bootcamp: the seats left could not be read', error);
  }, [error]);

  useEffect(() => {
    if (!hash) return;
    // A link to /bootcamp#register: the layout scrolls new pages to the top after this page's effects, so wait a frame.
    const frame = requestAnimationFrame(() => jumpTo(decodeURIComponent(hash.slice(1))));
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  const seatsChanged = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const choose = (track: BootcampTrack) => {
    setChosenTrack(track.id);
    jumpTo(REGISTER_ID);
  };

  return (
    <div className="bootcamp">
      <section className="bootcamp-hero" aria-labelledby="bootcamp-hero-heading">
        <div className="bootcamp-hero__inner">
          <p className="eyebrow">Eazy2con Bootcamp</p>
          <h1 id="bootcamp-hero-heading">Learn a tech skill in {BOOTCAMP_WEEKS} weeks</h1>
          <p>
            Live evening classes and Saturday labs with a mentor, in a small group of {BOOTCAMP_SLOTS}. Pick one of six
            tracks, build real projects and finish with work you can show. One-time fee:{' '}
            {formatNaira(BOOTCAMP_FEE_NAIRA)}.
          </p>
          <HeroFacts state={state} failed={Boolean(error)} />
          <div className="hero__actions">
            {/* One state everywhere (issue 20): no 'Register now' above a closed form. */}
            <AnchorButton to={REGISTER_ID} primary>
              {state?.open ? 'Register now' : 'See requirements'}
            </AnchorButton>
            <AnchorButton to={VIDEO_ID}>Watch video</AnchorButton>
          </div>
        </div>
      </section>

      <div className="page">
        <section className="bootcamp-section" aria-labelledby="tracks-heading">
          <h2 id="tracks-heading">Choose your track</h2>
          <ul className="track-grid">
            {bootcampTracks.map((track) => (
              <li key={track.id} id={`track-${track.id}`} className="track-card" data-testid="track-card">
                <track.icon aria-hidden className="track-card__icon" />
                <h3>{track.title}</h3>
                <p>{track.details}</p>
                <div className="track-card__actions">
                  <Button
                    onClick={() => setCurriculum(track)}
                    aria-haspopup="dialog"
                    aria-label={`What to Expect: ${track.title}`}
                  >
                    What to Expect
                  </Button>
                  {state?.open && (
                    <Button type="link" onClick={() => choose(track)}>
                      Choose {track.title}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>

        <BootcampVideos id={VIDEO_ID} />

        <section
          id={REGISTER_ID}
          ref={registerRef}
          tabIndex={-1}
          className="bootcamp-section bootcamp-register"
          aria-labelledby="register-heading"
        >
          <div className="bootcamp-register__intro">
            <h2 id="register-heading">Register</h2>
            {state && !state.open && (
              <p className="bootcamp-register__closed" role="status">
                {REGISTRATION_CLOSED}
              </p>
            )}
            <h3>Requirements</h3>
            <ul className="check-list bootcamp-register__requirements">
              {requirements.map((item) => (
                <li key={item}>
                  <CheckCircleFilled aria-hidden /> {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="bootcamp-register__form">
            {error && !state ? (
              <p className="bootcamp-error" role="alert">
                {BOOTCAMP_FAILURE}
              </p>
            ) : state && (registerNear || hasPending) ? (
              <Suspense fallback={<FormPlaceholder />}>
                <BootcampRegistration open={state.open} chosenTrack={chosenTrack} onSeatsChanged={seatsChanged} />
              </Suspense>
            ) : (
              <FormPlaceholder />
            )}
          </div>
        </section>
      </div>

      {curriculum && (
        <Suspense fallback={null}>
          <TrackCurriculumModal track={curriculum} onClose={() => setCurriculum(null)} />
        </Suspense>
      )}
    </div>
  );
}

/** Plain CSS while the form's chunk loads (Ant Design's Skeleton would add to the page's first load). */
function FormPlaceholder() {
  return <p className="bootcamp-placeholder">Loading the registration form…</p>;
}

/** Seats left (from the server's count), dates and fee. Nothing about seats until the server has answered. */
function HeroFacts({ state, failed }: { state: BootcampRegistrationState | undefined; failed: boolean }) {
  return (
    <ul className="bootcamp-hero__facts">
      {state && !state.open ? (
        // Closed: seats left would read as an invitation the form then refuses.
        <li data-testid="registration-state">{REGISTRATION_CLOSED}</li>
      ) : (
        !failed && (
          <li data-testid="slots-left" aria-live="polite">
            {state ? (
              <>
                <strong>{state.slotsLeft}</strong> of {state.slotsTotal} slots left
              </>
            ) : (
              'Counting the slots left…'
            )}
          </li>
        )
      )}
      <li>
        <CalendarOutlined aria-hidden /> {BOOTCAMP_WEEKS} weeks
        {state?.startDate ? `, starting ${formatStartDate(state.startDate)}` : ''}
      </li>
      <li>
        <PlayCircleOutlined aria-hidden /> Live online classes
      </li>
    </ul>
  );
}
