import { lazy, Suspense, useState } from 'react';
import { SEARCH_MIN_LENGTH } from '@eazy2con/shared/course-limits';
import { usePageTitle } from '../../core/use-page-title';
import { CourseSearchHeader } from './CourseSearchHeader';
import { ModuleCard } from './ModuleCard';
import { PagedCourseGrid } from './PagedCourseGrid';
import { moduleSearchTerm } from './search-rules';
import { useSearchTerm } from './use-search-term';
import './courses.css';

// The dialog (Ant Design's modal, the rating and comment forms) loads when a module is first opened.
const CourseDialog = lazy(() => import('./CourseDialog').then((m) => ({ default: m.CourseDialog })));

/**
 * All Modules (spec 1 §2, §4): the search waits 300 ms after typing and filters only from 3 characters; the
 * server matches the term against the course's text fields (docs/decisions/0004).
 */
export function AllModulesPage() {
  usePageTitle('All Modules');
  const { input, setInput, term: search } = useSearchTerm(moduleSearchTerm);
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (id: string) => {
    setOpened(true);
    setOpenId(id);
  };

  return (
    <div className="page">
      <CourseSearchHeader title="All Modules" label="Search modules" value={input} onChange={setInput} />
      <p className="courses-toolbar__hint">Type at least {SEARCH_MIN_LENGTH} characters to search.</p>
      <PagedCourseGrid
        key={search ?? ''}
        search={search}
        emptyText={search ? 'No module matches your search.' : 'No modules yet. Please check back soon.'}
        renderCard={(course) => <ModuleCard course={course} onOpen={() => open(course.id)} />}
      />
      {opened && (
        <Suspense fallback={null}>
          <CourseDialog courseId={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </div>
  );
}
