import type { ReactNode } from 'react';
import { PagedGrid } from '../../core/PagedGrid';
import { ListCoursesQuery, type Course } from './queries';

const PAGE_SIZE = 12;

interface GridProps {
  /** The server-side search term, or null for every course. Give the grid a `key` of it to start over. */
  search: string | null;
  renderCard: (course: Course) => ReactNode;
  emptyText: string;
}

/** Courses of accepted mentors, newest first, a page at a time. */
export function PagedCourseGrid({ search, renderCard, emptyText }: GridProps) {
  return (
    <PagedGrid
      query={ListCoursesQuery}
      filter={search ? { search } : undefined}
      pageSize={PAGE_SIZE}
      select={(data) => data.listCourses}
      itemKey={(course) => course.id}
      renderCard={renderCard}
      empty={emptyText}
      loadingLabel="Loading courses"
    />
  );
}
