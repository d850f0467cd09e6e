import { builder } from '../../graphql-core/builder';
import { pageArgs, pageCost, pageRef } from '../../graphql-core/paging';
import { requireRole } from '../accounts/guard';
import { MentorRef } from '../mentors/mentors.graphql';
import { limitRate } from '../rate-limits/guard';
import type { BookCourseRow, CourseCommentRow, CourseWithStats } from './courses.repo';
import type { RatingOutcome } from './course-ratings.service';
import { progressOf, type MyCourse } from './courses.service';

const CourseCommentRef = builder.objectRef<CourseCommentRow>('CourseComment').implement({
  description: "A comment on a course. The commenter's e-mail is kept for the team, never shown.",
  fields: (t) => ({
    id: t.exposeID('id'),
    courseId: t.exposeID('courseId'),
    name: t.exposeString('name', { nullable: true }),
    text: t.exposeString('text'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const CourseRef = builder.objectRef<CourseWithStats>('Course').implement({
  description: 'A course a mentor offers',
  fields: (t) => ({
    id: t.exposeID('id'),
    mentorId: t.exposeID('mentorId'),
    mentor: t.field({
      type: MentorRef,
      nullable: true,
      // Read with the course where the query joined it (lists, course page); the public sees ACCEPTED mentors only.
      resolve: (c, _args, ctx) =>
        c.mentor ? (c.mentor.status === 'ACCEPTED' ? c.mentor : null) : ctx.loaders.publicMentorById.load(c.mentorId),
    }),
    title: t.exposeString('title'),
    image: t.exposeString('image'),
    video: t.exposeString('video', { nullable: true }),
    description: t.exposeString('description', { description: 'Sanitised HTML' }),
    language: t.exposeString('language'),
    topics: t.exposeStringList('topics'),
    duration: t.exposeInt('durationHours', { description: 'Length of the course in hours' }),
    rating: t.exposeFloat('rating', {
      nullable: true,
      description: 'Average stars (1 to 5) of the ratings whose e-mail is confirmed; null before the first',
    }),
    ratingCount: t.exposeInt('ratingCount', { description: 'Ratings whose e-mail is confirmed' }),
    students: t.exposeInt('students', { description: 'Distinct confirmed e-mails that booked this course' }),
    commentCount: t.int({
      // A course page reads it with the course; a list that asks counts all its courses' comments in one query.
      resolve: (c, _args, ctx) => c.commentCount ?? ctx.loaders.courseCommentCounts.load(c.id),
    }),
    latestComments: t.field({
      type: [CourseCommentRef],
      description: 'The newest comments, newest first',
      resolve: (c, _args, ctx) => ctx.loaders.latestCourseComments.load(c.id),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CourseConnectionRef = pageRef<CourseWithStats>('CourseConnection', CourseRef);

const MyCourseRef = builder.objectRef<MyCourse>('MyCourse').implement({
  description: 'A course the signed-in learner booked, with their progress',
  fields: (t) => ({
    course: t.field({ type: CourseRef, resolve: (m) => m.course }),
    completedTopics: t.stringList({
      description: 'Topics of the course the learner marked finished',
      resolve: (m) => m.course.topics.filter((topic) => m.completedTopics.includes(topic)),
    }),
    progress: t.int({ description: 'Percent of the topics finished (100 only when all are)', resolve: progressOf }),
  }),
});

const MyCourseConnectionRef = pageRef<MyCourse>('MyCourseConnection', MyCourseRef);

const BookCourseRef = builder.objectRef<BookCourseRow>('BookCourse').implement({
  description: 'A course booking made on the checkout page',
  fields: (t) => ({
    id: t.exposeID('id'),
    courseId: t.exposeID('courseId'),
    menteeName: t.exposeString('menteeName'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    confirmed: t.boolean({
      description: 'True once the e-mail is confirmed (signed-in account or mailed link); only then it counts',
      resolve: (b) => b.confirmedAt !== null,
    }),
    course: t.field({
      type: CourseRef,
      nullable: true,
      description: 'The booked course, while the public may see it',
      resolve: (b, _args, ctx) => ctx.services.courses.getPublic(b.courseId),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CourseRatingStatusEnum = builder.enumType('CourseRatingStatus', {
  values: {
    COUNTED: { description: "The signed-in account's verified e-mail: the stars count now" },
    CODE_SENT: { description: 'A code was mailed to the e-mail; the stars count once confirmCourseRating gets it' },
  } as const,
});

const CourseRatingResultRef = builder.objectRef<RatingOutcome>('CourseRatingResult').implement({
  fields: (t) => ({
    status: t.field({ type: CourseRatingStatusEnum, resolve: (r) => r.status }),
    course: t.field({ type: CourseRef, description: 'The course with its current figures', resolve: (r) => r.course }),
  }),
});

const CourseFilterInput = builder.inputType('CourseFilterInput', {
  fields: (t) => ({
    mentorId: t.id(),
    search: t.string({
      description: 'Case-insensitive substring of title, language, topics, description or mentor name',
    }),
  }),
});

const MyCourseFilterInput = builder.inputType('MyCourseFilterInput', {
  fields: (t) => ({
    language: t.string({ description: 'Case-insensitive substring of the language (Paid Courses search)' }),
  }),
});

// Fields the spec requires are nullable here on purpose: a missing value reaches the shared schema, which answers
// with the spec's message instead of a GraphQL type error.
const CreateBookCourseInput = builder.inputType('CreateBookCourseInput', {
  fields: (t) => ({
    courseId: t.id({ required: true }),
    menteeName: t.string(),
    phone: t.string(),
    email: t.string(),
  }),
});

builder.queryFields((t) => ({
  listCourses: t.field({
    type: CourseConnectionRef,
    description: 'Courses of accepted mentors, newest first',
    args: { filter: t.arg({ type: CourseFilterInput }), ...pageArgs },
    complexity: pageCost,
    resolve: (_root, { filter, ...page }, ctx) =>
      ctx.services.courses.listPublic(
        { mentorId: filter?.mentorId ? String(filter.mentorId) : null, search: filter?.search },
        page,
      ),
  }),
  getCourse: t.field({
    type: CourseRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => ctx.services.courses.getPublic(String(id)),
  }),
  myCourses: t.field({
    type: MyCourseConnectionRef,
    description: "The signed-in learner's courses: those booked with the verified e-mail of their account",
    args: { filter: t.arg({ type: MyCourseFilterInput }), ...pageArgs },
    complexity: pageCost,
    resolve: async (_root, { filter, ...page }, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      return ctx.services.courses.listMine(viewer, filter, page);
    },
  }),
}));

builder.mutationFields((t) => ({
  rateCourse: t.field({
    type: CourseRatingResultRef,
    description:
      "One rating per confirmed e-mail per course; a repeat replaces the earlier stars. The signed-in account's verified e-mail counts at once; any other gets a code by mail (CODE_SENT) for confirmCourseRating",
    args: { courseId: t.arg.id({ required: true }), email: t.arg.string(), stars: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'rateCourse');
      return ctx.services.courseRatings.rate(await ctx.viewer(), { ...args, courseId: String(args.courseId) });
    },
  }),
  confirmCourseRating: t.field({
    type: CourseRef,
    description: 'Counts the stars sent with rateCourse once the code mailed to the e-mail comes back',
    args: { courseId: t.arg.id({ required: true }), email: t.arg.string(), code: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'confirmCourseRating');
      return ctx.services.courseRatings.confirm({ ...args, courseId: String(args.courseId) });
    },
  }),
  commentCourse: t.field({
    type: CourseCommentRef,
    args: { courseId: t.arg.id({ required: true }), text: t.arg.string(), name: t.arg.string(), email: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'commentCourse');
      return ctx.services.courses.comment({ ...args, courseId: String(args.courseId) });
    },
  }),
  setCourseTopicDone: t.field({
    type: MyCourseRef,
    description: 'The signed-in learner marks a topic of a course they booked as finished, or not',
    args: {
      courseId: t.arg.id({ required: true }),
      topic: t.arg.string({ required: true }),
      done: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      return ctx.services.courses.setTopicDone(viewer, { ...args, courseId: String(args.courseId) });
    },
  }),
  createBookCourse: t.field({
    type: BookCourseRef,
    description:
      'Books a course. Confirmed at once for a signed-in account with this verified e-mail; otherwise a single-use link is mailed (confirmCourseBooking)',
    args: { input: t.arg({ type: CreateBookCourseInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await limitRate(ctx, 'createBookCourse');
      return ctx.services.courseBookings.book(await ctx.viewer(), { ...input, courseId: String(input.courseId) });
    },
  }),
  confirmCourseBooking: t.field({
    type: BookCourseRef,
    description: 'Confirms a booking with the token of the link mailed to its e-mail; the link works once',
    args: { token: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'confirmCourseBooking');
      return ctx.services.courseBookings.confirm(args);
    },
  }),
}));

builder.objectField(MentorRef, 'courses', (t) =>
  t.field({
    type: CourseConnectionRef,
    description: "The mentor's courses, newest first",
    args: pageArgs,
    complexity: pageCost,
    resolve: (mentor, page, ctx) => ctx.loaders.mentorCourses.load({ mentorId: mentor.id, ...page }),
  }),
);
