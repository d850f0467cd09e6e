import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { usePageTitle } from '../../core/use-page-title';
import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { apiErrorMessage } from '../../core/graphql/errors';
import { CourseNotFound } from '../courses/public';
import { CatalogueCourseQuery, type Audience } from './queries';
import { CourseDetail } from './CourseDetail';
import { BookMentorButton } from './BookMentorButton';

/**
 * A catalogue course, /featured-courses/{id}; the kids page (/featured-kid-courses/{id}, spec 2 §2) is the same
 * page over the kids catalogue. A course of the other audience is not found.
 */
export function FeaturedCoursePage({ audience = 'ADULT' }: { audience?: Audience }) {
  const { id = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({ query: CatalogueCourseQuery, variables: { id, audience } });
  const course = data?.catalogueCourse;
  usePageTitle(course?.title ?? (fetching ? undefined : 'Course does not exist'));

  if (fetching && !data) return <LoadingBlock className="page" rows={10} />;
  if (error) return <Notice className="page" type="error" title={apiErrorMessage(error)} />;
  if (!course) return <CourseNotFound />;
  return (
    <CourseDetail
      course={course}
      action={
        course.mentor && (
          <BookMentorButton
            mentor={course.mentor}
            audience={audience === 'KID' ? 'kids' : 'adult'}
            courseTitle={course.title}
          />
        )
      }
    />
  );
}
