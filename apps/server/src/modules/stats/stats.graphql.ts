import { builder } from '../../graphql-core/builder';
import type { SiteStats } from './stats.service';

const SiteStatsRef = builder.objectRef<SiteStats>('SiteStats').implement({
  description: 'The figures the home page shows, counted from the data',
  fields: (t) => ({
    courses: t.exposeInt('courses', {
      description: 'Catalogue courses plus the courses of accepted mentors',
    }),
    students: t.exposeInt('students', { description: 'Distinct e-mails with a confirmed course booking' }),
    mentors: t.exposeInt('mentors', { description: 'Accepted, active mentors (admins not included)' }),
    mentorCountries: t.exposeInt('mentorCountries', { description: 'The countries those mentors live in' }),
    floor: t.exposeInt('floor', {
      description: 'Figures under this are not shown as figures (STATS_FLOOR): the page says what is true instead',
    }),
  }),
});

builder.queryField('siteStats', (t) =>
  t.field({
    type: SiteStatsRef,
    resolve: (_root, _args, ctx) => ctx.services.stats.siteStats(),
  }),
);
