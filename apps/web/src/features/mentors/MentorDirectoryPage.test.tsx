import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { MentorDirectoryPage } from './MentorDirectoryPage';

const mentor = (id: string, firstname: string) => ({
  __typename: 'Mentor',
  id,
  firstname,
  lastname: 'Obi',
  specialization: 'Frontend',
  bio: '<p>I teach <b>React</b>.</p>',
  imageUrl: null,
  rating: id === 'm1' ? 4.5 : null,
  reviewCount: id === 'm1' ? 2 : 0,
});

const respond = (call: GraphQLCall) => {
  if (call.query.includes('mentorCountries')) return { data: { mentorCountries: ['GH', 'NG'] } };
  if (!call.query.includes('listMentors')) return undefined;
  const filter = call.variables.filter as { q: string | null } | undefined;
  if (call.variables.nextToken === 'page2') {
    return {
      data: { listMentors: { __typename: 'MentorConnection', items: [mentor('m3', 'Chidi')], nextToken: null } },
    };
  }
  const items = filter?.q === 'ada' ? [mentor('m1', 'Ada')] : [mentor('m1', 'Ada'), mentor('m2', 'Bola')];
  return { data: { listMentors: { __typename: 'MentorConnection', items, nextToken: filter?.q ? null : 'page2' } } };
};

describe('MentorDirectoryPage', () => {
  it('shows cards with the real rating or No reviews yet, and loads more', async () => {
    renderPage(<MentorDirectoryPage />, { path: '/discover-mentors', respond });
    expect(await screen.findByText('4.5 (2 reviews)')).toBeTruthy();
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.getAllByText('I teach React.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Chidi Obi')).toBeTruthy();
  });

  it("offers the countries the directory's mentors live in, and the one the address chose", async () => {
    renderPage(<MentorDirectoryPage />, { path: '/mentors?country=KE', route: '/mentors', respond });
    const country = screen.getByLabelText<HTMLSelectElement>('Country');
    await waitFor(() => expect(country.options).toHaveLength(4));
    expect([...country.options].map((option) => option.textContent)).toEqual([
      'All countries',
      'Ghana',
      'Kenya',
      'Nigeria',
    ]);
    expect(country.value).toBe('KE');
  });

  it('sends the search from the address to the server', async () => {
    const page = renderPage(<MentorDirectoryPage />, { path: '/mentors?q=ada', route: '/mentors', respond });
    expect(await screen.findByText('Ada Obi')).toBeTruthy();
    expect(screen.queryByText('Bola Obi')).toBeNull();
    expect(page.calls.some((call) => (call.variables.filter as { q?: string } | undefined)?.q === 'ada')).toBe(true);
  });

  it('searches on the server after typing stops', async () => {
    const page = renderPage(<MentorDirectoryPage />, { path: '/mentors', respond });
    await screen.findByText('Bola Obi');
    fireEvent.change(screen.getByLabelText('Search mentors'), { target: { value: 'ada' } });
    await waitFor(() =>
      expect(page.calls.some((call) => (call.variables.filter as { q?: string } | undefined)?.q === 'ada')).toBe(true),
    );
    expect(await screen.findByText('Ada Obi')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Bola Obi')).toBeNull());
  });
});
