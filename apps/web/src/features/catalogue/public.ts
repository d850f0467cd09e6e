// What other features may use from the catalogue: a course card and its query, and the featured course page the
// kids catalogue reuses with its own audience.
export { CourseCard } from './CourseCard';
export { CatalogueCourseCardFields, CatalogueCoursesQuery } from './queries';
export { FeaturedCoursePage } from './FeaturedCoursePage';
