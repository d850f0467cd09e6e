import { REVIEW_CODE_SENT } from '@eazy2con/shared/validation/mentor-reviews';
import { builder } from '../../graphql-core/builder';
import { adminResolver } from '../../graphql-core/admin-operations';
import { limitRate } from '../rate-limits/guard';
import type { MentorReviewRow } from './mentor-reviews.schema';

/** A review as the public sees it: the reviewer's e-mail is never exposed. */
export const MentorReviewRef = builder.objectRef<MentorReviewRow>('MentorReview').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    mentorId: t.exposeID('mentorId'),
    name: t.exposeString('name'),
    message: t.exposeString('message'),
    stars: t.exposeInt('stars'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    hiddenAt: t.expose('hiddenAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('listMentorReviews', (t) =>
  t.field({
    type: [MentorReviewRef],
    description: "A public mentor's visible reviews, newest first (at most 200)",
    args: { mentorId: t.arg.id({ required: true }) },
    complexity: { field: 1, multiplier: 200 },
    resolve: (_root, { mentorId }, ctx) => ctx.services.mentorReviews.listVisible(String(mentorId)),
  }),
);

builder.mutationFields((t) => ({
  requestMentorReviewCode: t.string({
    description:
      'Mails a one-time code when this e-mail booked this mentor. The answer is the same either way, so it tells nobody who booked whom',
    args: { mentorId: t.arg.id({ required: true }), email: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'requestMentorReviewCode');
      await ctx.services.mentorReviews.requestCode({ ...args, mentorId: String(args.mentorId) });
      return REVIEW_CODE_SENT;
    },
  }),
  createMentorReview: t.field({
    type: MentorReviewRef,
    description: 'One review per booking e-mail per mentor, with the code requestMentorReviewCode mailed',
    args: {
      mentorId: t.arg.id({ required: true }),
      email: t.arg.string(),
      code: t.arg.string(),
      name: t.arg.string(),
      message: t.arg.string(),
      stars: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'createMentorReview');
      return ctx.services.mentorReviews.create({ ...args, mentorId: String(args.mentorId) });
    },
  }),
  hideMentorReview: t.field({
    type: MentorReviewRef,
    description: 'Admins only: the review no longer shows nor counts',
    args: { id: t.arg.id({ required: true }) },
    resolve: adminResolver('hideMentorReview', ({ id }, ctx) => ctx.services.mentorReviews.hide(String(id))),
  }),
  showMentorReview: t.field({
    type: MentorReviewRef,
    description: 'Admins only: a hidden review shows and counts again',
    args: { id: t.arg.id({ required: true }) },
    resolve: adminResolver('showMentorReview', ({ id }, ctx) => ctx.services.mentorReviews.show(String(id))),
  }),
}));
