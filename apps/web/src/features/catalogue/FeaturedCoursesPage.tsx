import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { useQuery } from 'urql';
import { usePageTitle } from '../../core/use-page-title';
import { apiErrorMessage } from '../../core/graphql/errors';
import { serverDrawn } from '../../ui/ServerDrawn';
import { CatalogueCoursesQuery } from './queries';

const CourseGrid = serverDrawn(() => import('./CourseGrid').then((module) => module.CourseGrid));

const NO_COURSES: never[] = [];

export function FeaturedCoursesPage() {
  usePageTitle('Featured Courses');
  const [{ data, fetching, error }] = useQuery({ query: CatalogueCoursesQuery, variables: { audience: 'ADULT' } });
  return (
    <div className="page">
      <header className="page__header">
        <h1>Featured Courses</h1>
        <p>Pick a path, meet your mentor, and learn one-on-one with people who do this work every day.</p>
      </header>
      {error && <Notice type="error" title={apiErrorMessage(error)} />}
      {fetching && !data ? (
        <LoadingBlock rows={6} />
      ) : (
        <CourseGrid courses={data?.catalogueCourses ?? NO_COURSES} basePath="/featured-courses" />
      )}
    </div>
  );
}
