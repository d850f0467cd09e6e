import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../core/use-page-title';
import { CourseDialog } from './CourseDialog';
import { CourseSearchHeader } from './CourseSearchHeader';
import { PagedGrid } from '../../core/PagedGrid';
import { PaidCourseCard } from './PaidCourseCard';
import { ProfileCard } from './ProfileCard';
import { MyCoursesQuery, type MyCourse } from './queries';
import { paidSearchTerm } from './search-rules';
import { useSearchTerm } from './use-search-term';
import './courses.css';

const PAGE_SIZE = 24;

/**
 * Paid Courses (spec 1 §2, §4), for a signed-in learner: the courses booked with their account's e-mail, searched
 * by language (case-insensitive substring; an empty term shows all), each with the learner's own progress.
 */
export function PaidCoursesPage() {
  usePageTitle('Paid Courses');
  const { input, setInput, term: language } = useSearchTerm(paidSearchTerm);
  const [open, setOpen] = useState<MyCourse | null>(null);

  return (
    <div className="page paid-courses">
      <ProfileCard />
      <CourseSearchHeader title="Paid Courses" label="Search by language" value={input} onChange={setInput} />
      <PagedGrid
        key={language ?? ''}
        query={MyCoursesQuery}
        filter={{ language }}
        pageSize={PAGE_SIZE}
        select={(data) => data.myCourses}
        itemKey={(item) => item.course.id}
        renderCard={(item) => <PaidCourseCard item={item} onOpen={() => setOpen(item)} />}
        empty={
          <>
            {language ? 'No paid course matches your search.' : 'You have not booked a course yet. '}
            {!language && <Link to="/courses">Browse courses</Link>}
          </>
        }
        loadingLabel="Loading your courses"
      />
      <CourseDialog courseId={open?.course.id ?? null} myCourse={open ?? undefined} onClose={() => setOpen(null)} />
    </div>
  );
}
