import { useMemo } from 'react';
import { useQuery } from 'urql';
import { GetCourseQuery } from './queries';

/**
 * One course with its newest comments. urql's document cache refreshes a query when a mutation returns a type
 * the query contains; a course without comments contains no CourseComment yet, so that type is named here.
 */
export function useCourse(id: string, pause = false) {
  const context = useMemo(() => ({ additionalTypenames: ['CourseComment', 'Course'] }), []);
  return useQuery({ query: GetCourseQuery, variables: { id }, context, pause });
}
