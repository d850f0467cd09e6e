import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, USER_ME } from '../../test/render-page';
import { AddMentorPage } from './AddMentorPage';
import type { Me } from './queries';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Picks an option of an antd Select by typing (the lists are long) or opening it. */
async function pick(label: string, option: string, search = false) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  if (search) fireEvent.change(input, { target: { value: option } });
  const items = await screen.findAllByTitle(option);
  const item = items.find((el) => el.classList.contains('ant-select-item-option')) ?? items[0];
  if (!item) throw new Error(`no option ${option}`);
  fireEvent.click(item);
}

const MENTOR = {
  id: 'm1',
  status: 'REVIEW',
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada@example.com',
  specialization: 'Frontend',
  isActive: false,
  isAdmin: false,
  userSubId: 'user-1',
  imageUrl: null,
} as const;

describe('AddMentorPage', () => {
  it('sends a visitor without an account to /signup', async () => {
    renderPage(<AddMentorPage />, { path: '/add-mentor' });
    expect((await screen.findByTestId('where')).textContent).toBe('/signup');
  });

  it("shows each field's message from the shared schema", async () => {
    renderPage(<AddMentorPage />, { path: '/add-mentor', me: USER_ME });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Application' }));
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Phone No is required',
      'Project links are required',
      'Country is required',
      'Specialization is required',
      'Github Link is required',
      'Years of Experience is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it("applies, then shows 'Mentorship Account Created' with a way to the dashboard", async () => {
    const page = renderPage(<AddMentorPage />, {
      path: '/add-mentor',
      me: USER_ME,
      respond: (call) => {
        if (!call.query.includes('createMentor')) return undefined;
        const signedInMentor: Me = { ...USER_ME, role: 'MENTOR', mentor: MENTOR };
        page.setMe(signedInMentor);
        return { data: { createMentor: MENTOR } };
      },
    });
    await screen.findByLabelText('First Name');
    expect(screen.getByText(/write to ada@example.com/)).toBeTruthy();
    fill('First Name', 'Ada');
    fill('Last Name', 'Obi');
    fill('Phone No', '+234 803 123 4567');
    fill('Project links', 'https://a.example, https://b.example, https://c.example');
    fill('Github Link', 'github.com/ada');
    await pick('Country', 'Nigeria', true);
    await pick('Specialization', 'Frontend');
    await pick('Years of Experience', '3 - 5yrs');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Mentorship Account Created')).toBeTruthy();
    expect(screen.getByText(/under review/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/account');
    const mutation = page.calls.find((c) => c.query.includes('createMentor'));
    expect(mutation?.variables).toEqual({
      input: {
        firstname: 'Ada',
        lastname: 'Obi',
        phone: '+234 803 123 4567',
        projects: 'https://a.example, https://b.example, https://c.example',
        country: 'NG',
        specialization: 'Frontend',
        github: 'https://github.com/ada',
        yrsOfexperience: '3 - 5yrs',
      },
    });
  });

  it("shows the server's message when the application is refused", async () => {
    renderPage(<AddMentorPage />, {
      path: '/add-mentor',
      me: USER_ME,
      respond: (call) =>
        call.query.includes('createMentor')
          ? {
              data: null,
              errors: [
                { message: 'You have already applied as a mentor with this account', extensions: { code: 'CONFLICT' } },
              ],
            }
          : undefined,
    });
    await screen.findByLabelText('First Name');
    fill('First Name', 'Ada');
    fill('Last Name', 'Obi');
    fill('Phone No', '08031234567');
    fill('Project links', 'https://a.example');
    fill('Github Link', 'https://github.com/ada');
    await pick('Country', 'Ghana', true);
    await pick('Specialization', 'DevOps');
    await pick('Years of Experience', '10+yrs');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('You have already applied as a mentor with this account')).toBeTruthy();
  });

  it('tells someone who already applied instead of showing the form again', async () => {
    renderPage(<AddMentorPage />, { path: '/add-mentor', me: { ...USER_ME, role: 'MENTOR', mentor: MENTOR } });
    await waitFor(() => expect(screen.getByText('You have already applied as a mentor')).toBeTruthy());
    expect(screen.queryByLabelText('First Name')).toBeNull();
  });
});
