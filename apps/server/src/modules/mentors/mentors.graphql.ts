import { countryName } from '@eazy2con/shared/countries';
import { builder } from '../../graphql/builder';
import type { MentorRow } from './mentors.repo';

export const MentorStatusEnum = builder.enumType('MentorStatus', { values: ['REVIEW', 'ACCEPTED', 'DECLINED'] as const });

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
