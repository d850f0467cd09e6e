import { gql } from 'urql';

export interface Testimonial {
  id: string;
  title: string;
  body: string;
  image: string;
  clientName: string;
  portfolio: string;
}

export const ListTestimonialsQuery = gql<{ listTestimonials: { items: Testimonial[]; nextToken: string | null } }, { limit?: number }>`
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
`;

export interface NewsletterSubscription {
  email: string;
  message: string;
  pendingConfirmation: boolean;
}

export const SubscribeNewsletterMutation = gql<{ subscribeNewsletter: NewsletterSubscription }, { email: string }>`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      email
      message
      pendingConfirmation
    }
  }
`;

export const CreateContactUsMutation = gql<
  { createContactUs: { id: string } },
  { input: { fullName: string; email: string; message: string } }
>`
  mutation CreateContactUs($input: CreateContactUsInput!) {
    createContactUs(input: $input) {
      id
    }
  }
`;
