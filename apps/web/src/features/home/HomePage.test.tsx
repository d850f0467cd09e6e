import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Client, Provider, cacheExchange, fetchExchange } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellDataProvider } from '../../core/shell-data';
import { siteInfoData, VISITOR_ME } from '../../test/render-page';
import { AuthProvider } from '../accounts/public';
import { HomePage } from './HomePage';
import { HomeQuery } from './home-query';

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());
const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

const course = {
  __typename: 'CatalogueCourse',
  id: 'web-development',
  title: 'Web Development',
  image: '/images/web.png',
  description: 'Build websites.',
  profession: 'Web Developer',
  ageRange: null,
  video: null,
};
const testimonial = {
  __typename: 'Testimonial',
  id: 't1',
  title: 'Great mentor',
  body: 'I learnt a lot.',
  image: '/a.png',
  clientName: 'Ada',
  portfolio: 'Student',
};

/** The home page under the app's providers, as main.tsx starts it on a first visit to /. */
function renderFirstVisit(answer: (query: string) => unknown) {
  const queries: string[] = [];
  // The blog teaser's REST call and the session touch: not GraphQL.
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => json(urlOf(input).includes('/api/posts') ? [] : {}));
  const client = new Client({
    url: 'http://localhost/graphql',
    exchanges: [cacheExchange, fetchExchange],
    fetch: (input, init) => {
      const query =
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as { query: string }).query
          : (new URL(urlOf(input)).searchParams.get('query') ?? '');
      queries.push(query);
      return json(answer(query));
    },
  });
  render(
    <Provider value={client}>
      <ShellDataProvider query={HomeQuery}>
        <AuthProvider>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </AuthProvider>
      </ShellDataProvider>
    </Provider>,
  );
  return queries;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage on a first visit', () => {
  it('gets every section, the session and the site details in one GraphQL request', async () => {
    const queries = renderFirstVisit(() => ({
      data: {
        me: VISITOR_ME,
        ...siteInfoData(),
        catalogueCourses: [course],
        siteStats: { __typename: 'SiteStats', courses: 16, students: 40, mentors: 9, mentorCountries: 3, floor: 10 },
        listTestimonials: { __typename: 'TestimonialConnection', items: [testimonial], nextToken: null },
      },
    }));
    expect(await screen.findByRole('heading', { name: 'Web Development' })).toBeTruthy();
    expect((await screen.findByTestId('stat-courses')).textContent).toBe('16');
    expect(await screen.findByText('Great mentor')).toBeTruthy();
    expect(queries).toHaveLength(1);
    for (const field of ['me', 'siteInfo', 'catalogueCourses', 'siteStats', 'listTestimonials'])
      expect(queries[0]).toContain(field);
  });

  it("keeps the other sections when one section's field fails", async () => {
    renderFirstVisit(() => ({
      data: {
        me: VISITOR_ME,
        ...siteInfoData(),
        catalogueCourses: [course],
        siteStats: null,
        listTestimonials: { __typename: 'TestimonialConnection', items: [testimonial], nextToken: null },
      },
      errors: [{ message: 'Unexpected error.', path: ['siteStats'] }],
    }));
    expect(await screen.findByText('Great mentor')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Web Development' })).toBeTruthy();
    // The figures hide rather than show made-up numbers; the course strip shows no error.
    expect(screen.queryByTestId('stats-band')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Courses' })).queryByRole('alert')).toBeNull();
  });
});
