import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN } from '@eazy2con/shared/validation/accounts';
import type { Me } from '../accounts/public';
import { USER_ME, renderPage } from '../../test/render-page';
import { ADMIN_HOME, AdminArea, AdminHome, FILL_MENTOR_FORM } from './AdminArea';

const mentorMe = (isAdmin: boolean): Me => ({
  ...USER_ME,
  role: isAdmin ? 'ADMIN' : 'MENTOR',
  mentor: {
    id: 'm1',
    status: 'ACCEPTED',
    firstname: 'Chidi',
    lastname: 'Okafor',
    email: 'ada@example.com',
    specialization: 'Frontend',
    isActive: true,
    isAdmin,
    userSubId: 'user-1',
    imageUrl: null,
  },
});

describe('the admin area gate', () => {
  it("tells a visitor 'Auth Error!' and sends them to /login", async () => {
    renderPage(<AdminArea />, { path: '/admin-dashboard' });
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
    expect(await screen.findByText('Auth Error!')).toBeTruthy();
    expect(screen.getByText(NOT_SIGNED_IN)).toBeTruthy();
  });

  it('sends a signed-in person without a mentor record to the mentorship form', async () => {
    renderPage(<AdminArea />, { path: '/admin-dashboard', me: USER_ME });
    expect((await screen.findByTestId('where')).textContent).toBe('/add-mentor');
    expect(await screen.findByText(FILL_MENTOR_FORM)).toBeTruthy();
  });

  it("shows 'COMING SOON' with Go Back to a mentor who is not an admin", async () => {
    renderPage(<AdminArea />, { path: '/admin-dashboard', me: mentorMe(false) });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('COMING SOON');
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/mentor-dashboard');
  });

  it('opens the first list at /admin-dashboard', async () => {
    renderPage(<AdminHome />, { path: '/admin-dashboard', me: mentorMe(true) });
    expect((await screen.findByTestId('where')).textContent).toBe(ADMIN_HOME);
  });
});
