import { builder } from '../../graphql-core/builder';
import { requireRole } from '../accounts/guard';
import { MentorRef } from '../mentors/mentors.graphql';

// Fields the form requires are nullable here on purpose: a missing value reaches the shared schema, which answers
// with the spec's message instead of a GraphQL type error.
const UpdateMentorInput = builder.inputType('UpdateMentorInput', {
  description: "The signed-in mentor's own profile fields; status and the admin flag are not among them",
  fields: (t) => ({
    firstname: t.string(),
    lastname: t.string(),
    specialization: t.string(),
    country: t.string({ description: 'ISO 3166 alpha-2' }),
    phone: t.string(),
    bio: t.string({ description: 'HTML; sanitised by the server' }),
    facebookUrl: t.string(),
    github: t.string(),
    dribbleUrl: t.string(),
    linkedInUrl: t.string(),
    otherLinkUrl: t.string(),
    imageKey: t.string({
      description: 'The key POST /api/uploads answered (purpose profile-image); none keeps the picture',
    }),
  }),
});

builder.mutationField('updateMentor', (t) =>
  t.field({
    type: MentorRef,
    description: "Changes the signed-in, accepted mentor's own profile",
    args: { input: t.arg({ type: UpdateMentorInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      ctx.services.mentorProfile.update(await requireRole(ctx, 'mentor'), input),
  }),
);
