import { formatCalendarDate } from '@eazy2con/shared/calendar-text';
import { useQuery } from 'urql';
import { useAuth } from '../accounts/public';
import { ratingText } from './mentor-format';
import { MentorReviewForm } from './MentorReviewForm';
import { MentorReviewsQuery, type MentorProfile } from './queries';

/** The reviews section: the real average, the five-bar breakdown, the reviews newest first and the review form. */
export function MentorReviews({ mentor, onChanged }: { mentor: MentorProfile; onChanged: () => void }) {
  const [{ data }, refetch] = useQuery({ query: MentorReviewsQuery, variables: { mentorId: mentor.id } });
  const reviews = data?.listMentorReviews ?? [];
  const total = mentor.reviewCount;
  // A mentor reading their own profile is not one of the people it asks for reviews.
  const ownProfile = useAuth().data?.id === mentor.id;
  return (
    <section className="course-page__section mentor-reviews" aria-labelledby="reviews">
      <h2 id="reviews">Reviews</h2>
      <div className="mentor-reviews__summary">
        <p className="mentor-reviews__average" data-testid="review-average">
          {mentor.rating !== null && <strong>{mentor.rating.toFixed(1)}</strong>} {ratingText(mentor.rating, total)}
        </p>
        <ul className="mentor-reviews__bars" aria-label="Reviews per star">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = mentor.ratingBreakdown[stars - 1] ?? 0;
            return (
              <li key={stars} className="mentor-reviews__bar">
                <span>{stars} star</span>
                <span className="mentor-reviews__track" aria-hidden>
                  <span
                    className="mentor-reviews__fill"
                    style={{ width: total ? `${(count / total) * 100}%` : '0%' }}
                  />
                </span>
                <span data-testid={`bar-${stars}`}>{count}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <ul className="course-comments" data-testid="review-list">
        {reviews.map((review) => (
          <li key={review.id} className="course-comments__item">
            <p className="course-comments__meta">
              <strong>{review.name}</strong> ·{' '}
              <span aria-label={`${review.stars} out of 5 stars`}>{'★'.repeat(review.stars)}</span> ·{' '}
              {formatCalendarDate(new Date(review.createdAt), { month: 'short', zone: 'local' })}
            </p>
            <p className="course-comments__text">{review.message}</p>
          </li>
        ))}
      </ul>
      {ownProfile ? (
        <p className="mentor-reviews__own" data-testid="own-profile-reviews">
          This is your profile: reviews come from the people you mentor.
        </p>
      ) : (
        <MentorReviewForm
          mentorId={mentor.id}
          onPosted={() => {
            refetch({ requestPolicy: 'network-only' });
            onChanged();
          }}
        />
      )}
    </section>
  );
}
