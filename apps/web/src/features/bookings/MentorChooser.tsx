import { useCallback, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { apiErrorCode } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/inputs';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { BookingMentorQuery, BookingMentorSearchQuery, type BookingMentor } from './queries';

/** The mentor a booking is for; a preset one (a profile's Book link) carries only its id, and is read to be shown. */
export interface ChosenMentor {
  id: string;
  name: string;
  specialization?: string;
  imageUrl?: string | null;
}

const DEFAULT_PICTURE = '/images/default-mentor.svg';
const SEARCH_LIMIT = 6;

const chosenFrom = (mentor: BookingMentor): ChosenMentor => ({
  id: mentor.id,
  name: `${mentor.firstname} ${mentor.lastname}`,
  specialization: mentor.specialization,
  imageUrl: mentor.imageUrl?.url ?? null,
});

interface Props {
  mentor: ChosenMentor | null;
  /** Called with the mentor picked, or null to search again; keep it stable (a state setter). */
  onChoose: (mentor: ChosenMentor | null) => void;
  /** A course page's modal books its own mentor: no other can be chosen here. */
  locked: boolean;
  /** 'Choose a mentor', once the booker tried to book without one. */
  error?: string;
  idPrefix: string;
}

/**
 * 'Your mentor': the mentor the page was opened for (a course page's, or `?mentor=` from a profile's Book link), or
 * a search over the public directory (name, specialization, country or course) to pick one.
 */
export function MentorChooser({ mentor, onChoose, locked, error, idPrefix }: Props) {
  const [notFound, setNotFound] = useState(false);
  const onMissing = useCallback(() => {
    setNotFound(true);
    onChoose(null);
  }, [onChoose]);
  const headingId = `${idPrefix}-mentor-heading`;
  return (
    <section className="booking-step" aria-labelledby={headingId}>
      <h2 id={headingId} className="booking-step__title">
        Your mentor
      </h2>
      {mentor ? (
        <>
          {mentor.name ? <MentorLine mentor={mentor} /> : <MentorLookup id={mentor.id} onMissing={onMissing} />}
          {!locked && (
            <Button
              htmlType="button"
              onClick={() => {
                setNotFound(false);
                onChoose(null);
              }}
            >
              Choose another mentor
            </Button>
          )}
        </>
      ) : (
        <>
          {notFound && <p className="booking-step__note">We could not find that mentor. Please choose one below.</p>}
          <MentorSearch idPrefix={idPrefix} onChoose={onChoose} />
        </>
      )}
      {error && (
        <p className="booking-step__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function MentorLine({ mentor }: { mentor: ChosenMentor }) {
  return (
    <div className="booking-mentor" data-testid="booking-mentor">
      <img src={mentor.imageUrl ?? DEFAULT_PICTURE} alt="" width={48} height={48} />
      <div>
        <p className="booking-mentor__name">{mentor.name}</p>
        {mentor.specialization && <p className="booking-mentor__meta">{mentor.specialization}</p>}
      </div>
    </div>
  );
}

/** Shows a preset mentor read by id; one the directory does not list (or no longer) is reported missing. */
function MentorLookup({ id, onMissing }: { id: string; onMissing: () => void }) {
  const [{ data, error }] = useQuery({ query: BookingMentorQuery, variables: { id } });
  const found = data?.getMentor;
  const missing = data?.getMentor === null || apiErrorCode(error) === 'NOT_FOUND';
  useEffect(() => {
    if (missing) onMissing();
  }, [missing, onMissing]);
  if (found) return <MentorLine mentor={chosenFrom(found)} />;
  return <p className="booking-step__note">{error ? 'We could not load this mentor.' : 'Loading your mentor…'}</p>;
}

function MentorSearch({ idPrefix, onChoose }: { idPrefix: string; onChoose: (mentor: ChosenMentor) => void }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const [{ data, error, fetching }] = useQuery({
    query: BookingMentorSearchQuery,
    variables: { filter: q ? { q } : null, limit: SEARCH_LIMIT },
  });
  const mentors = data?.listMentors.items ?? [];
  const inputId = `${idPrefix}-mentor-search`;
  return (
    <div className="booking-mentor-search">
      <label className="field__label" htmlFor={inputId}>
        Find a mentor
      </label>
      <TextInput
        id={inputId}
        type="search"
        value={text}
        maxLength={100}
        placeholder="A name, a skill or a course, e.g. React"
        onChange={(event) => setText(event.target.value)}
      />
      {error && !data && <p className="booking-step__note">We could not load the mentors. Check your connection.</p>}
      {data && mentors.length === 0 && !fetching && (
        <p className="booking-step__note">No mentor matches “{q}”. Try another name or skill.</p>
      )}
      <ul className="booking-mentor-search__list">
        {mentors.map((mentor) => (
          <li key={mentor.id}>
            <button
              type="button"
              className="booking-mentor booking-mentor--pick"
              onClick={() => onChoose(chosenFrom(mentor))}
            >
              <img src={mentor.imageUrl?.url ?? DEFAULT_PICTURE} alt="" width={48} height={48} loading="lazy" />
              <span>
                <span className="booking-mentor__name">
                  {mentor.firstname} {mentor.lastname}
                </span>
                <span className="booking-mentor__meta">{mentor.specialization}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
