// What other features may use from courses: a mentor's course card and list query, the course page's sections and
// its 'not found' result (the catalogue's course page shares them), and the course dialog's inline error.
export { MentorCourseCard } from './MentorCourseCard';
export { CourseFields, ListCoursesQuery } from './queries';
export { AboutClassSection, IntroVideoSection } from './CoursePageSections';
export { CourseNotFound } from './CourseNotFound';
export { InlineError } from './InlineError';
