import { countryName } from '@eazy2con/shared/countries';
import { builder } from '../../graphql-core/builder';
import { pageArgs, pageCost, pageRef } from '../../graphql-core/paging';
import type { MentorRow } from './mentors.repo';
import { hasReviewStats } from './mentors.service';

export const MentorStatusEnum = builder.enumType('MentorStatus', {
  values: ['REVIEW', 'ACCEPTED', 'DECLINED'] as const,
});

const ImageRef = builder.objectRef<{ url: string; key: string | null }>('Image').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    key: t.exposeString('key', { nullable: true }),
  }),
});

/** A mentor as the public sees it. Contact and account fields are added by the modules that guard them. */
export const MentorRef = builder.objectRef<MentorRow>('Mentor').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.expose('status', { type: MentorStatusEnum }),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    country: t.exposeString('country'),
    countryName: t.string({ resolve: (m) => countryName(m.country) }),
    specialization: t.exposeString('specialization'),
    yrsOfexperience: t.exposeString('yrsOfexperience'),
    github: t.exposeString('github'),
    projects: t.exposeString('projects'),
    bio: t.exposeString('bio', { description: 'Sanitised HTML' }),
    imageUrl: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (m) => (m.imageUrl ? { url: m.imageUrl, key: m.imageKey } : null),
    }),
    video: t.exposeString('video', { nullable: true }),
    facebookUrl: t.exposeString('facebookUrl', { nullable: true }),
    dribbleUrl: t.exposeString('dribbleUrl', { nullable: true }),
    linkedInUrl: t.exposeString('linkedInUrl', { nullable: true }),
    otherLinkUrl: t.exposeString('otherLinkUrl', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('getMentor', (t) =>
  t.field({
    type: MentorRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ctx.services.mentors.getMentorFor(String(id), () => ctx.viewer()),
  }),
);

const MentorFilterInput = builder.inputType('MentorFilterInput', {
  fields: (t) => ({
    q: t.string({
      description: "Case-insensitive substring of the name, specialization, country (code or name) or a course's title",
    }),
    specialization: t.string({ description: 'One of the specialization options (case-insensitive)' }),
    country: t.string({ description: 'ISO 3166 alpha-2 code' }),
  }),
});

const MentorPageRef = pageRef<MentorRow>('MentorConnection', MentorRef);

builder.queryField('listMentors', (t) =>
  t.field({
    type: MentorPageRef,
    description: 'The public directory: ACCEPTED and active mentors, newest first',
    args: { filter: t.arg({ type: MentorFilterInput }), ...pageArgs },
    complexity: pageCost,
    resolve: (_root, { filter, ...page }, ctx) => ctx.services.mentors.listDirectory(filter, page),
  }),
);

builder.queryField('mentorCountries', (t) =>
  t.stringList({
    description:
      "ISO 3166 alpha-2 codes of the countries the public directory's mentors live in, in the order of the countries' names",
    resolve: (_root, _args, ctx) => ctx.services.mentors.directoryCountries(),
  }),
);

builder.objectFields(MentorRef, (t) => ({
  students: t.int({
    description: 'Distinct e-mails that booked this mentor',
    resolve: async (m, _args, ctx) => (await ctx.loaders.mentorCounters.load(m.id)).students,
  }),
  classes: t.int({
    description: "This mentor's bookings marked Done",
    resolve: async (m, _args, ctx) => (await ctx.loaders.mentorCounters.load(m.id)).classes,
  }),
  courseCount: t.int({ resolve: async (m, _args, ctx) => (await ctx.loaders.mentorCounters.load(m.id)).courseCount }),
  // A directory card carries its figures (read with the page): answered at once, without the loader's promise.
  rating: t.float({
    nullable: true,
    description: 'Average stars of the visible reviews, one decimal; null before the first',
    resolve: (m, _args, ctx) =>
      hasReviewStats(m)
        ? m.reviewStats.average
        : ctx.loaders.mentorReviewStats.load(m.id).then((stats) => stats.average),
  }),
  reviewCount: t.int({
    resolve: (m, _args, ctx) =>
      hasReviewStats(m) ? m.reviewStats.count : ctx.loaders.mentorReviewStats.load(m.id).then((stats) => stats.count),
  }),
  ratingBreakdown: t.intList({
    description: 'Visible reviews per star: [1-star, 2-star, 3-star, 4-star, 5-star]',
    resolve: (m, _args, ctx) =>
      hasReviewStats(m)
        ? m.reviewStats.breakdown
        : ctx.loaders.mentorReviewStats.load(m.id).then((stats) => stats.breakdown),
  }),
}));
