import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Client, Provider, fetchExchange } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import type { Testimonial } from './queries';
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
        {
          id: 't1',
          title: 'Great mentor',
          body: 'I learnt a lot.',
          clientName: 'Ada',
          portfolio: 'Student',
          image: '/a.png',
        },
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

  it('takes over the server’s carousel on a phone without rebuilding its slides', async () => {
    const items: Testimonial[] = ['Ada', 'Bola', 'Chidi'].map((name, index) => ({
      id: `t${index}`,
      title: `Story ${index + 1}`,
      body: 'I learnt a lot.',
      clientName: name,
      portfolio: 'Student',
      image: '/a.png',
    }));
    const client = new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange] });
    const carousel = (
      <Provider value={client}>
        <TestimonialCarousel result={{ data: { items }, fetching: false, error: undefined }} />
      </Provider>
    );
    // The server cannot know the screen: it draws two stories in view.
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel);
    document.body.append(container);
    const inView = () =>
      [...container.querySelectorAll('[aria-roledescription="slide"][data-active="true"]')].map(
        (slide) => slide.textContent,
      );
    expect(inView()).toHaveLength(2);
    const firstSlide = container.querySelector('[aria-roledescription="slide"]');
    // A phone: one story in view, on the server's elements (rebuilding every slide held up the page's start).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      hydrateRoot(container, carousel, { onRecoverableError: (error) => console.error(error) });
    });
    await waitFor(() => expect(inView()).toHaveLength(1));
    expect(container.querySelector('[aria-roledescription="slide"]')).toBe(firstSlide);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
