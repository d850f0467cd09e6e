import { builder } from '../../graphql-core/builder';
import { pageArgs, pageCost, pageRef } from '../../graphql-core/paging';
import { limitRate } from '../rate-limits/guard';
import type { ContactUsRow, TestimonialRow } from './content.repo';
import type { NewsletterSubscription } from './content.service';

const TestimonialRef = builder.objectRef<TestimonialRow>('Testimonial').implement({
  description: 'What a learner says about us (home and kids pages)',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    image: t.exposeString('image'),
    clientName: t.exposeString('clientName'),
    portfolio: t.exposeString('portfolio', { description: 'The role or portfolio of the client' }),
  }),
});

const TestimonialPageRef = pageRef<TestimonialRow>('TestimonialPage', TestimonialRef);

const NewsletterSubscriptionRef = builder.objectRef<NewsletterSubscription>('NewsletterSubscription').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    message: t.exposeString('message'),
    pendingConfirmation: t.exposeBoolean('pendingConfirmation', {
      description: 'True when the mailing list sent a mail asking to confirm the address',
    }),
  }),
});

const ContactUsRef = builder.objectRef<ContactUsRow>('ContactUs').implement({
  description: 'A message sent through the contact form',
  fields: (t) => ({
    id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    email: t.exposeString('email'),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

// Nullable on purpose (like CreateBookCourseInput): a missing value reaches the shared schema, which answers with
// the spec's message instead of a GraphQL type error.
const CreateContactUsInput = builder.inputType('CreateContactUsInput', {
  fields: (t) => ({
    fullName: t.string(),
    email: t.string(),
    message: t.string(),
  }),
});

builder.queryField('listTestimonials', (t) =>
  t.field({
    type: TestimonialPageRef,
    args: pageArgs,
    complexity: pageCost,
    resolve: (_root, args, ctx) => ctx.services.content.listTestimonials(args),
  }),
);

builder.mutationFields((t) => ({
  subscribeNewsletter: t.field({
    type: NewsletterSubscriptionRef,
    args: { email: t.arg.string() }, // nullable: the shared schema answers 'Email is required!'
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'subscribeNewsletter');
      return ctx.services.content.subscribeNewsletter(args);
    },
  }),
  createContactUs: t.field({
    type: ContactUsRef,
    args: { input: t.arg({ type: CreateContactUsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await limitRate(ctx, 'createContactUs');
      return ctx.services.content.createContactUs(input);
    },
  }),
}));
