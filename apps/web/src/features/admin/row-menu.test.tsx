import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { MentorBookingsPage } from './pages/MentorBookingsPage';
import { RowActions, RowPlaceContext } from './row-menu';

const created = new Date().toISOString();
const booking = (changes: Record<string, unknown> = {}) => ({
  __typename: 'AdminBookAmentor',
  id: 'b1',
  fullName: 'Ada Obi',
  email: 'ada@example.com',
  phone: '+234 803 000 0001',
  course: 'React',
  detailCourseName: null,
  courseDetails: null,
  whyLearnTheCourse: null,
  type: 'Personal',
  image: null,
  startDate: '2026-03-01',
  endDate: '2026-04-01',
  mentorId: 'm1',
  mentorName: 'Chidi Okafor',
  status: 'IN_PROGRESS',
  paid: false,
  transferOption: true,
  cancelledAt: null,
  createdAt: created,
  ...changes,
});

const listOf = (row: ReturnType<typeof booking>) => (call: GraphQLCall) =>
  call.query.includes('listBookAmentors')
    ? { data: { listBookAmentors: { __typename: 'AdminBookAmentorPage', items: [row], total: 1 } } }
    : undefined;

const menuItems = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => `${item.textContent}${item.getAttribute('aria-disabled') === 'true' ? ' (disabled)' : ''}`);
};

describe('a row of the admin tables: one actions menu (issue 20 §9)', () => {
  it('has one Actions button in the row, and in its menu View and the actions in clear words', async () => {
    renderPage(<MentorBookingsPage />, { path: '/admin-dashboard/mentees-application', respond: listOf(booking()) });
    const row = (await screen.findByText('Ada Obi')).closest('tr')!;
    // The row carries one button, whatever the booking allows.
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Actions for Ada Obi']);
    expect(await menuItems('Ada Obi')).toEqual([
      'View details',
      'Mark as in progress (disabled)',
      'Mark as paused',
      'Mark as done',
      'Mark paid',
      'Send mail',
      'Delete',
    ]);
  });

  it('opens the detail from View, where the same actions are buttons', async () => {
    renderPage(<MentorBookingsPage />, { path: '/admin-dashboard/mentees-application', respond: listOf(booking()) });
    await menuItems('Ada Obi');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View details' }));
    const detail = await screen.findByRole('dialog');
    expect(within(detail).getByRole('button', { name: 'Mark as done: Ada Obi' })).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Delete: Ada Obi' })).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it("shows a cancelled booking as 'Cancelled' and offers only what still applies: mail and delete", async () => {
    renderPage(<MentorBookingsPage />, {
      path: '/admin-dashboard/mentees-application',
      respond: listOf(booking({ cancelledAt: '2026-03-02T10:00:00.000Z' })),
    });
    const row = (await screen.findByText('Ada Obi')).closest('tr')!;
    expect(within(row).getByText('Cancelled')).toBeTruthy();
    expect(within(row).queryByText('In Progress')).toBeNull();
    expect(await menuItems('Ada Obi')).toEqual(['View details', 'Send mail', 'Delete']);
  });

  it('runs the chosen action only, and leaves out the ones that do not apply', async () => {
    const chosen = vi.fn();
    const other = vi.fn();
    const view = vi.fn();
    renderPage(
      <RowPlaceContext.Provider value={{ name: 'Kemi Bello', view }}>
        <RowActions
          actions={[
            false,
            { key: 'a', label: 'Send reminder', onSelect: chosen },
            null,
            { key: 'b', label: 'Archive', onSelect: other },
          ]}
        />
      </RowPlaceContext.Provider>,
    );
    expect(await menuItems('Kemi Bello')).toEqual(['View details', 'Send reminder', 'Archive']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Send reminder' }));
    await waitFor(() => expect(chosen).toHaveBeenCalledTimes(1));
    expect(other).not.toHaveBeenCalled();
    expect(view).not.toHaveBeenCalled();
  });
});
