import { builder } from '../../graphql-core/builder';
import { MentorRef } from '../mentors/mentors.graphql';
import type { CatalogueCourseRow } from './catalogue.repo';

const AudienceEnum = builder.enumType('CatalogueAudience', { values: ['ADULT', 'KID'] as const });

const FaqRef = builder.objectRef<{ question: string; answer: string }>('Faq').implement({
  fields: (t) => ({ question: t.exposeString('question'), answer: t.exposeString('answer') }),
});

const CatalogueCourseRef = builder.objectRef<CatalogueCourseRow>('CatalogueCourse').implement({
  description: 'A featured course of the static catalogue (adult or kid)',
  fields: (t) => ({
    id: t.exposeID('id'),
    audience: t.expose('audience', { type: AudienceEnum }),
    title: t.exposeString('title'),
    image: t.exposeString('image'),
    video: t.exposeString('video'),
    description: t.exposeString('description'),
    profession: t.exposeString('profession'),
    programRightCaption: t.exposeString('programRightCaption'),
    prerequisites: t.exposeStringList('prerequisites'),
    whatYouGet: t.exposeStringList('whatYouGet'),
    faqs: t.field({ type: [FaqRef], resolve: (c) => c.faqs }),
    aboutClass: t.exposeString('aboutClass', { description: 'Sanitised HTML' }),
    ageRange: t.exposeString('ageRange', { nullable: true }),
    mentor: t.field({
      type: MentorRef,
      nullable: true,
      resolve: (c, _args, ctx) => (c.mentorId ? ctx.loaders.publicMentorById.load(c.mentorId) : null),
    }),
  }),
});

builder.queryFields((t) => ({
  catalogueCourses: t.field({
    type: [CatalogueCourseRef],
    args: { audience: t.arg({ type: AudienceEnum, defaultValue: 'ADULT' }) },
    resolve: (_root, { audience }, ctx) => ctx.services.catalogue.list(audience ?? 'ADULT'),
  }),
  catalogueCourse: t.field({
    type: CatalogueCourseRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }), audience: t.arg({ type: AudienceEnum, defaultValue: 'ADULT' }) },
    resolve: (_root, { id, audience }, ctx) => ctx.services.catalogue.get(audience ?? 'ADULT', String(id)),
  }),
}));
