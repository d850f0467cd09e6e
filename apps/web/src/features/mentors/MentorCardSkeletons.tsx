import { Skeleton } from '../../ui/Skeleton';

/** Where cards are loading. */
export function MentorCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="course-card" data-testid="mentor-card-skeleton">
          <Skeleton image rows={2} />
        </div>
      ))}
    </>
  );
}
