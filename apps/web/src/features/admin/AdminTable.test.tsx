import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { ContactUsPage } from './pages/ContactUsPage';

const now = Date.now();
const DAY = 86_400_000;

const row = (i: number, createdAt: string, message = `Message ${i}`) => ({
  __typename: 'AdminContactUs',
  id: `c${i}`,
  fullName: `Person ${i}`,
  email: `p${i}@example.com`,
  message,
  createdAt,
});

const LONG =
  'I would like to know more about the bootcamp, the weekend camp, the plans and how the mentors are chosen for each track please.';

function contactList(calls: GraphQLCall[], answer: (call: GraphQLCall) => unknown) {
  return (call: GraphQLCall) => {
    if (!call.query.includes('listContactUss')) return undefined;
    calls.push(call);
    return answer(call);
  };
}

const page = (items: ReturnType<typeof row>[], total: number) => ({
  data: { listContactUss: { __typename: 'AdminContactUsPage', items, total } },
});

describe('AdminTable (on the contact-us list)', () => {
  it('numbers rows down from the total, shows today / yesterday / date and cuts descriptions at 100 characters', async () => {
    const calls: GraphQLCall[] = [];
    const items = [
      row(1, new Date(now).toISOString(), LONG),
      row(2, new Date(now - DAY).toISOString()),
      row(3, '2024-01-05T12:00:00Z'),
    ];
    renderPage(<ContactUsPage />, {
      path: '/admin-dashboard/contact-us',
      respond: contactList(calls, () => page(items, 23)),
    });
    const first = await screen.findByText('Person 1');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['23', '22', '21']);
    const cells = within(first.closest('tr')!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toContain('Today');
    expect(cells.some((c) => c.textContent === `${LONG.slice(0, 100)}…`)).toBe(true);
    expect(within(rows[1]!).getByText('Yesterday')).toBeTruthy();
    expect(within(rows[2]!).getByText('5 Jan 2024')).toBeTruthy();
    // The server pages: the first request asks for 10 from 0, newest first by default (nothing sent).
    expect(calls[0]?.variables).toEqual({ list: { offset: 0, limit: 10 } });
  });

  it('sends the search (debounced), the sort and the page to the server, and exports the same rows', async () => {
    const calls: GraphQLCall[] = [];
    const items = Array.from({ length: 10 }, (_, i) => row(i, new Date(now).toISOString()));
    renderPage(<ContactUsPage />, {
      path: '/admin-dashboard/contact-us',
      respond: contactList(calls, () => page(items, 35)),
    });
    await screen.findByText('Person 0');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Contact us requests' }), {
      target: { value: ' ada ' },
    });
    await waitFor(() => expect(calls.at(-1)?.variables).toEqual({ list: { offset: 0, limit: 10, search: 'ada' } }));
    fireEvent.click(screen.getAllByText('Name')[0]!.closest('th')!);
    await waitFor(() =>
      expect(calls.at(-1)?.variables).toEqual({
        list: { offset: 0, limit: 10, search: 'ada', sortBy: 'fullName', sortDirection: 'ASC' },
      }),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/export/contact-us.csv?search=ada&sortBy=fullName&sortDirection=ASC',
    );
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.at(-1)?.variables).toMatchObject({ list: { offset: 10, limit: 10 } }));
  });

  it('opens the full detail of a row, description uncut', async () => {
    const items = [row(1, new Date(now).toISOString(), LONG)];
    renderPage(<ContactUsPage />, {
      path: '/admin-dashboard/contact-us',
      respond: contactList([], () => page(items, 1)),
    });
    fireEvent.click(await screen.findByText('Person 1'));
    const detail = await screen.findByRole('dialog');
    expect(within(detail).getByText(LONG)).toBeTruthy();
    expect(within(detail).getByRole('link', { name: 'p1@example.com' }).getAttribute('href')).toBe(
      'mailto:p1@example.com',
    );
  });

  it("toasts the server's message when the list cannot be loaded", async () => {
    renderPage(<ContactUsPage />, {
      path: '/admin-dashboard/contact-us',
      respond: contactList([], () => ({
        errors: [{ message: 'This list cannot be sorted by that column', extensions: { code: 'BAD_USER_INPUT' } }],
      })),
    });
    expect(await screen.findByText('This list cannot be sorted by that column')).toBeTruthy();
  });
});
