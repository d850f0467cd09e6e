import { Link } from 'react-router';
import { bioPreview, cardName, DEFAULT_MENTOR_PICTURE, ratingText } from './mentor-format';
import type { MentorCard } from './queries';

/** A directory card (spec 3 §2.1): photo, cut name, specialization, bio preview and the real rating. */
export function MentorCardView({ mentor }: { mentor: MentorCard }) {
  return (
    <Link to={`/mentors/${mentor.id}`} className="course-card mentor-card" data-testid="mentor-card">
      <img
        src={mentor.imageUrl?.url ?? DEFAULT_MENTOR_PICTURE}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        className="mentor-card__image"
      />
      <div className="course-card__body">
        <h2 className="course-card__title mentor-card__name">{cardName(mentor.firstname, mentor.lastname)}</h2>
        <p className="course-card__meta">{mentor.specialization}</p>
        <p className="course-card__text">{bioPreview(mentor.bio)}</p>
        <p className="mentor-card__rating" data-testid="mentor-card-rating">
          {mentor.reviewCount > 0 && <span aria-hidden>★ </span>}
          {ratingText(mentor.rating, mentor.reviewCount)}
        </p>
      </div>
    </Link>
  );
}

/**
 * A page of the directory's cards, each in its grid cell. They only show: kept as the server drew them when the page
 * becomes the app's, never hydrated (MentorGrid draws them with ui/ServerDrawn, issue 38), so this module loads only
 * when the browser draws cards itself (another search, 'Load more', a navigation).
 */
export function MentorCards({ mentors }: { mentors: readonly MentorCard[] }) {
  return (
    <>
      {mentors.map((mentor) => (
        <div key={mentor.id} className="course-grid__cell">
          <MentorCardView mentor={mentor} />
        </div>
      ))}
    </>
  );
}
