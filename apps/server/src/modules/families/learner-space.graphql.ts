import { builder } from '../../graphql-core/builder';
import { requireRole } from '../accounts/guard';
import { limitRate } from '../rate-limits/guard';
import { ChildRef } from './families.graphql';
import type { LearnerSession, LearnerSpace } from './learner-space.service';

/** A child's learner space (issue 35, decision 0042): a parent-set code, the child's classes and nothing else. */

const LearnerSignInRef = builder.objectRef<{ token: string; firstName: string }>('LearnerSignIn').implement({
  description: "A child's signed-in browser: the token learnerSpace takes (30 days), and the child's first name",
  fields: (t) => ({ token: t.exposeString('token'), firstName: t.exposeString('firstName') }),
});

const LearnerSessionRef = builder.objectRef<LearnerSession>('LearnerSession').implement({
  description: "One of the child's upcoming classes",
  fields: (t) => ({
    start: t.field({ type: 'DateTime', resolve: (s) => s.start }),
    end: t.field({ type: 'DateTime', resolve: (s) => s.end }),
    status: t.exposeString('status', { description: 'BOOKED' }),
    roomUrl: t.exposeString('roomUrl', {
      nullable: true,
      description: 'The room, from 15 minutes before the start until the end',
    }),
    mentorName: t.exposeString('mentorName', { nullable: true }),
  }),
});

const LearnerSpaceRef = builder.objectRef<LearnerSpace>('LearnerSpace').implement({
  description: 'What a signed-in child sees: their first name and their upcoming classes; no purchases, no chat',
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    sessions: t.field({ type: [LearnerSessionRef], resolve: (s) => s.sessions }),
  }),
});

builder.objectField(ChildRef, 'learnerSpaceOn', (t) =>
  t.boolean({
    description: "Whether the parent set a code for the child's learner space",
    resolve: (c) => c.profile.learnerCodeHash !== null,
  }),
);

builder.queryFields((t) => ({
  learnerSpace: t.field({
    type: LearnerSpaceRef,
    description: 'The signed-in child\'s classes; UNAUTHENTICATED ("Sign in again with your code") for a bad token',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => ctx.services.learnerSpace.space(token),
  }),
}));

builder.mutationFields((t) => ({
  setLearnerCode: t.boolean({
    description: "Sets the code of the child's learner space (6 to 12 digits); signs out the child's browsers",
    args: { childId: t.arg.id({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, { childId, code }, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      await limitRate(ctx, 'setLearnerCode');
      return ctx.services.learnerSpace.setCode(viewer, String(childId), { code });
    },
  }),
  clearLearnerCode: t.boolean({
    description: "Turns the child's learner space off: the code and the signed-in browsers go",
    args: { childId: t.arg.id({ required: true }) },
    resolve: async (_root, { childId }, ctx) =>
      ctx.services.learnerSpace.clearCode(await requireRole(ctx, 'user'), String(childId)),
  }),
  learnerSignIn: t.field({
    type: LearnerSignInRef,
    description: 'A child signs in to their learner space with the code their parent set',
    args: { childId: t.arg.id({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, { childId, code }, ctx) => {
      await limitRate(ctx, 'learnerSignIn');
      return ctx.services.learnerSpace.signIn(String(childId), { code });
    },
  }),
}));
