/**
 * The course forms' shared schemas and the helper that turns a failed parse into messages, loaded when a form is
 * sent (issue 38): zod and the schemas are about 24 kB gzip, which a course page's first load no longer carries for
 * two small forms most visitors never send. The first send waits for them (a few kB over a network already warm).
 */
export const loadCourseChecks = () =>
  Promise.all([import('@eazy2con/shared/validation/courses'), import('@eazy2con/shared/validation/issues')]).then(
    ([courses, issues]) => ({ ...courses, fieldErrors: issues.fieldErrors }),
  );
