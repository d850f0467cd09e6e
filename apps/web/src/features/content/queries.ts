import { graphql, type ResultOf } from '../../app/graphql/graphql';

export const ListTestimonialsQuery = graphql(`
  query ListTestimonials($limit: Int) {
    listTestimonials(limit: $limit) {
      items {
        id
        title
        body
        image
        clientName
        portfolio
      }
      nextToken
    }
  }
`);

export type Testimonial = ResultOf<typeof ListTestimonialsQuery>['listTestimonials']['items'][number];

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
