import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { TestimonialCarousel } from './TestimonialCarousel';

const testimonials = (items: Record<string, string>[]) => () => ({
  data: {
    listTestimonials: {
      __typename: 'TestimonialConnection',
      nextToken: null,
      items: items.map((item) => ({ __typename: 'Testimonial', ...item })),
    },
  },
});

describe('TestimonialCarousel', () => {
  it('shows the stored testimonials under its heading', async () => {
    renderPage(<TestimonialCarousel />, {
      respond: testimonials([
        { id: 't1', title: 'Great mentor', body: 'I learnt a lot.', clientName: 'Ada', portfolio: 'Student', image: '/a.png' },
      ]),
    });
    expect(await screen.findByText('Great mentor')).toBeTruthy();
    expect(screen.getByText('What our learners say')).toBeTruthy();
  });

  it('shows nothing, not an empty heading, when there are no testimonials yet', async () => {
    const page = renderPage(<TestimonialCarousel />, { respond: testimonials([]) });
    await waitFor(() => expect(page.calls.some((c) => c.query.includes('listTestimonials'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('testimonials')).toBeNull());
  });
});
