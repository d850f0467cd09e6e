import { builder } from '../../graphql-core/builder';
import { requireRole } from '../accounts/guard';
import { CourseRef } from './courses.graphql';
import type { OwnedCourse } from './course-editing.repo';

const EditableCourseRef = builder.objectRef<OwnedCourse>('EditableCourse').implement({
  description: 'A course as its own mentor edits it, with the keys of its uploaded files',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { description: 'Sanitised HTML' }),
    image: t.exposeString('image'),
    imageKey: t.exposeString('imageKey', { nullable: true, description: 'Null for a picture that was not uploaded' }),
    video: t.exposeString('video', { nullable: true }),
    videoKey: t.exposeString('videoKey', { nullable: true }),
    topics: t.exposeStringList('topics', { description: 'Empty when the mentor has not set them' }),
    durationHours: t.exposeInt('durationHours', { description: 'Whole hours; 0 when the mentor has not set it' }),
  }),
});

// Fields the form requires are nullable here on purpose: a missing value reaches the shared schema, which answers
// with the spec's message instead of a GraphQL type error.
const MentorCourseInput = builder.inputType('MentorCourseInput', {
  fields: (t) => ({
    title: t.string(),
    description: t.string({ description: 'HTML; sanitised by the server' }),
    imageKey: t.string({ description: 'The key POST /api/uploads answered for the image (purpose course-image)' }),
    videoKey: t.string({
      description: 'The key of an uploaded intro video (purpose course-video); none to have no video',
    }),
    topics: t.stringList({ description: 'At most 40, each at most 120 characters; none to have no topics' }),
    durationHours: t.int({ description: 'Whole hours, 0 to 500; none or 0 to leave the duration unset' }),
  }),
});

builder.mutationFields((t) => ({
  createCourse: t.field({
    type: CourseRef,
    description: 'A course of the signed-in, accepted mentor',
    args: { input: t.arg({ type: MentorCourseInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      ctx.services.courseEditing.create(await requireRole(ctx, 'mentor'), input),
  }),
  updateCourse: t.field({
    type: CourseRef,
    description: "Changes one of the signed-in mentor's own courses; FORBIDDEN 'Unauthorized' for anyone else's",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MentorCourseInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) =>
      ctx.services.courseEditing.update(await requireRole(ctx, 'mentor'), String(id), input),
  }),
  deleteCourse: t.field({
    type: 'ID',
    description: "Deletes one of the signed-in mentor's own courses, with its uploaded files; answers its id",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) =>
      ctx.services.courseEditing.delete(await requireRole(ctx, 'mentor'), String(id)),
  }),
}));

builder.queryField('editableCourse', (t) =>
  t.field({
    type: EditableCourseRef,
    description:
      "One of the signed-in mentor's own courses, to edit; NOT_FOUND 'Course does not exist', FORBIDDEN 'Unauthorized'",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) =>
      ctx.services.courseEditing.owned(await requireRole(ctx, 'mentor'), String(id)),
  }),
);
