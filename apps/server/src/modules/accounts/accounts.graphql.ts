import { builder } from '../../graphql-core/builder';
import { pageArgs, pageCost, pageRef } from '../../graphql-core/paging';
import { MentorRef, MentorStatusEnum } from '../mentors/mentors.graphql';
import type { MentorRow } from '../mentors/mentors.repo';
import { limitRate } from '../rate-limits/guard';
import { requireRole } from './guard';
import { ownsOrAdmin, type Viewer } from './viewer';

export const RoleEnum = builder.enumType('Role', {
  description:
    'visitor (signed out), user (signed in; an applicant in review is a user), mentor (accepted mentor record), admin (accepted record with isAdmin)',
  values: {
    VISITOR: { value: 'visitor' },
    USER: { value: 'user' },
    MENTOR: { value: 'mentor' },
    ADMIN: { value: 'admin' },
  } as const,
});

export const SortDirectionEnum = builder.enumType('SortDirection', { values: ['ASC', 'DESC'] as const });

export const MeRef = builder.objectRef<Viewer>('Me').implement({
  description: 'Who is signed in (client auth state: email, sub, the mentor record or null, role)',
  fields: (t) => ({
    role: t.field({ type: RoleEnum, resolve: (v) => v.role }),
    isAuthenticated: t.boolean({ resolve: (v) => v.role !== 'visitor' }),
    sub: t.string({
      nullable: true,
      description: 'The account id (userSubId)',
      resolve: (v) => (v.role === 'visitor' ? null : v.userId),
    }),
    email: t.string({ nullable: true, resolve: (v) => (v.role === 'visitor' ? null : v.email) }),
    emailVerified: t.boolean({ resolve: (v) => v.role !== 'visitor' && v.emailVerified }),
    mentor: t.field({ type: MentorRef, nullable: true, resolve: (v) => (v.role === 'visitor' ? null : v.mentor) }),
  }),
});

export const MentorPageRef = pageRef<MentorRow>('MentorPage', MentorRef);

const MentorByUserSubIdFilter = builder.inputType('MentorByUserSubIdFilter', {
  fields: (t) => ({ status: t.field({ type: MentorStatusEnum, required: false }) }),
});

// Every field is optional here so that a missing one gets the spec's message from MentorApplicationSchema.
const CreateMentorInput = builder.inputType('CreateMentorInput', {
  fields: (t) => ({
    firstname: t.string(),
    lastname: t.string(),
    phone: t.string(),
    projects: t.string(),
    country: t.string({ description: 'ISO 3166 code, e.g. NG' }),
    specialization: t.string(),
    github: t.string(),
    yrsOfexperience: t.string(),
  }),
});

// Account fields of a mentor record: shown to the account that owns it and to admins, null to everyone else.
builder.objectFields(MentorRef, (t) => {
  const guarded = <K extends 'userSubId' | 'phone' | 'email'>(key: K) =>
    t.string({
      nullable: true,
      resolve: async (m, _args, ctx) => (ownsOrAdmin(await ctx.viewer(), m.userSubId) ? m[key] : null),
    });
  const guardedFlag = <K extends 'isActive' | 'isAdmin'>(key: K) =>
    t.boolean({
      nullable: true,
      resolve: async (m, _args, ctx) => (ownsOrAdmin(await ctx.viewer(), m.userSubId) ? m[key] : null),
    });
  return {
    userSubId: guarded('userSubId'),
    email: guarded('email'),
    phone: guarded('phone'),
    isActive: guardedFlag('isActive'),
    isAdmin: guardedFlag('isAdmin'),
    accountBalance: t.int({
      nullable: true,
      description: "Naira the mentor may be paid now, summed from the ledger (the owner's and admins' only)",
      resolve: async (m, _args, ctx) =>
        ownsOrAdmin(await ctx.viewer(), m.userSubId) ? ctx.loaders.mentorAccountBalance.load(m.id) : null,
    }),
  };
});

builder.queryFields((t) => ({
  me: t.field({ type: MeRef, resolve: (_root, _args, ctx) => ctx.viewer() }),
  mentorByUserSubId: t.field({
    type: MentorPageRef,
    description: "An account's mentor record (the first item is the current mentor). Own account, or admin.",
    args: {
      userSubId: t.arg.string({ required: true }),
      sortDirection: t.arg({ type: SortDirectionEnum }),
      filter: t.arg({ type: MentorByUserSubIdFilter }),
      ...pageArgs,
    },
    complexity: pageCost,
    resolve: async (_root, args, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      return ctx.services.accounts.mentorByUserSubId(viewer, args);
    },
  }),
}));

builder.mutationField('createMentor', (t) =>
  t.field({
    type: MentorRef,
    description: 'The mentor application of the signed-in account (spec: create Mentor)',
    args: { input: t.arg({ type: CreateMentorInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      await limitRate(ctx, 'createMentor');
      return ctx.services.accounts.createMentor(viewer, input);
    },
  }),
);
