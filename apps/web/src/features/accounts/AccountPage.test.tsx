import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, USER_ME } from '../../test/render-page';
import { AccountPage } from './AccountPage';
import {
  ADMIN_DASHBOARD_COMING,
  APPLY_LINK,
  DASHBOARD_COMING,
  OPEN_DASHBOARD,
  DECLINED,
  IN_REVIEW,
} from './account-messages';
import type { AuthMentor, Me } from './queries';

const mentor = (status: AuthMentor['status'], isAdmin = false): AuthMentor => ({
  id: 'm1',
  status,
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada@example.com',
  specialization: 'Frontend',
  isActive: status === 'ACCEPTED',
  isAdmin,
  userSubId: 'user-1',
  imageUrl: null,
});

// The role is not what the page reads: an applicant in review is a 'USER' (only accepted mentors are mentors).
const withMentor = (record: AuthMentor | null): Me => ({ ...USER_ME, mentor: record });

const status = async (me: Me) => {
  renderPage(<AccountPage />, { path: '/account', me });
  return (await screen.findByTestId('application-status')).textContent;
};

describe('AccountPage', () => {
  it("shows the account's e-mail and a Logout link", async () => {
    renderPage(<AccountPage />, { path: '/account', me: USER_ME });
    expect((await screen.findByTestId('account-email')).textContent).toBe('Signed in as ada@example.com');
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout');
    expect(screen.getByRole('link', { name: 'your Paid Courses' }).getAttribute('href')).toBe('/paid-courses');
  });

  it('invites someone without an application to apply', async () => {
    renderPage(<AccountPage />, { path: '/account', me: withMentor(null) });
    expect((await screen.findByRole('link', { name: APPLY_LINK })).getAttribute('href')).toBe('/add-mentor');
  });

  it('says where an application stands', async () => {
    expect(await status(withMentor(mentor('REVIEW')))).toContain(IN_REVIEW);
  });

  it('says a declined application was not accepted', async () => {
    expect(await status(withMentor(mentor('DECLINED')))).toContain(DECLINED);
  });

  it('opens the mentor dashboard for an accepted mentor', async () => {
    expect(await status({ ...withMentor(mentor('ACCEPTED')), role: 'MENTOR' })).toBe(
      `${DASHBOARD_COMING} ${OPEN_DASHBOARD}`,
    );
    expect(screen.getByRole('link', { name: OPEN_DASHBOARD }).getAttribute('href')).toBe('/mentor-dashboard');
  });

  it('tells an admin the admin dashboard is coming', async () => {
    expect(await status({ ...withMentor(mentor('ACCEPTED', true)), role: 'ADMIN' })).toBe(
      `${ADMIN_DASHBOARD_COMING} ${OPEN_DASHBOARD}`,
    );
  });
});
