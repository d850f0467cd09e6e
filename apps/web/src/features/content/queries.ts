import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** A testimonial as the carousel shows it. */
export const TestimonialFields = graphql(`
  fragment TestimonialFields on Testimonial {
    id
    title
    body
    image
    clientName
    portfolio
  }
`);

export const ListTestimonialsQuery = graphql(
  `
    query ListTestimonials($limit: Int) {
      listTestimonials(limit: $limit) {
        items {
          ...TestimonialFields
        }
        nextToken
      }
    }
  `,
  [TestimonialFields],
);

export type Testimonial = ResultOf<typeof TestimonialFields>;

export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      email
      message
      pendingConfirmation
    }
  }
`);

export const CreateContactUsMutation = graphql(`
  mutation CreateContactUs($input: CreateContactUsInput!) {
    createContactUs(input: $input) {
      id
    }
  }
`);
