import { StarFilled, StarOutlined } from '@ant-design/icons';
import { RATING_MAX } from '@eazy2con/shared/course-limits';
import { studentCountLabel } from './course-format';

/** Average stars of a course, then its student count in brackets, or (-) when it has none (spec 1 §9). */
export function StarRating({ rating, students }: { rating: number | null; students: number }) {
  const filled = rating === null ? 0 : Math.round(rating);
  const label = rating === null ? 'Not rated yet' : `Rated ${rating.toFixed(1)} out of ${RATING_MAX}`;
  return (
    <span className="star-rating" data-testid="star-rating">
      <span className="star-rating__stars" role="img" aria-label={label}>
        {Array.from({ length: RATING_MAX }, (_, i) =>
          i < filled ? <StarFilled key={i} aria-hidden /> : <StarOutlined key={i} aria-hidden />,
        )}
      </span>
      <span className="star-rating__students" title={`${students} ${students === 1 ? 'student' : 'students'}`}>
        {studentCountLabel(students)}
      </span>
    </span>
  );
}
