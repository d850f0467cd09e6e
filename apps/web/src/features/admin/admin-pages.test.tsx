import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@eazy2con/shared/validation/admin';
import type { AuthMentor } from '../accounts/public';
import { chooseRowAction } from './row-menu.test-helpers';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { AdminShell } from './AdminShell';
import { MentorApplicationsPage } from './pages/MentorApplicationsPage';
import { MentorBookingsPage } from './pages/MentorBookingsPage';

const created = new Date().toISOString();

const applicant = (status: string) => ({
  __typename: 'AdminMentor',
  id: 'm1',
  firstname: 'Chidi',
  lastname: 'Okafor',
  email: 'chidi@example.com',
  phone: '+234 803 555 0199',
  country: 'Nigeria',
  specialization: 'Frontend',
  yrsOfexperience: '3 - 5yrs',
  github: 'github.com/chidi',
  projects: 'https://github.com/chidi/shop',
  bio: '<p>I teach <strong>React</strong>.</p><script>alert(1)</script>',
  linkedInUrl: null,
  otherLinkUrl: null,
  video: null,
  status,
  isActive: status === 'ACCEPTED',
  createdAt: created,
});

const booking = {
  __typename: 'AdminBookAmentor',
  id: 'b1',
  fullName: 'Ada Obi',
  email: 'ada@example.com',
  phone: '+234 803 000 0001',
  course: 'React',
  detailCourseName: null,
  courseDetails: null,
  whyLearnTheCourse: 'To build apps',
  type: 'Personal',
  image: null,
  startDate: '2026-03-01',
  endDate: '2026-04-01',
  mentorId: 'm1',
  mentorName: 'Chidi Okafor',
  status: null,
  paid: false,
  transferOption: true,
  cancelledAt: null,
  createdAt: created,
};

const ADMIN: AuthMentor = {
  id: 'a1',
  status: 'ACCEPTED',
  firstname: 'Amaka',
  lastname: 'Eze',
  email: 'admin@example.com',
  specialization: 'Frontend',
  isActive: true,
  isAdmin: true,
  userSubId: 'user-1',
  imageUrl: null,
};

describe('the mentor applications page', () => {
  it('approves from the row; the row and the open detail show the returned status', async () => {
    const sent: GraphQLCall[] = [];
    let status = 'REVIEW';
    renderPage(<MentorApplicationsPage />, {
      path: '/admin-dashboard/mentors-application',
      respond: (call) => {
        if (call.query.includes('listMentorApplications')) {
          return {
            data: { listMentorApplications: { __typename: 'AdminMentorPage', items: [applicant(status)], total: 1 } },
          };
        }
        if (call.query.includes('updateMentorStatus')) {
          sent.push(call);
          status = 'ACCEPTED';
          return { data: { updateMentorStatus: applicant('ACCEPTED') } };
        }
        return undefined;
      },
    });
    fireEvent.click(await screen.findByText('Chidi Okafor'));
    const detail = await screen.findByRole('dialog');
    expect(within(detail).getByText('REVIEW')).toBeTruthy();
    // The bio is rich text: shown as such in the detail (once the sanitiser has loaded), with anything outside the
    // allow-list dropped.
    expect((await within(detail).findByText('React')).tagName).toBe('STRONG');
    expect(detail.querySelector('script')).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve: Chidi Okafor' }));
    await waitFor(() => expect(within(detail).getByText('ACCEPTED')).toBeTruthy());
    expect(sent[0]?.variables).toEqual({ id: 'm1', status: 'ACCEPTED' });
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes('chidi@example.com'))!;
    expect(within(row).getByText('ACCEPTED')).toBeTruthy();
  });

  it("shows the server's message, or 'Something went wrong!', when a status change fails", async () => {
    renderPage(<MentorApplicationsPage />, {
      path: '/admin-dashboard/mentors-application',
      respond: (call) => {
        if (call.query.includes('listMentorApplications')) {
          return {
            data: { listMentorApplications: { __typename: 'AdminMentorPage', items: [applicant('REVIEW')], total: 1 } },
          };
        }
        if (call.query.includes('updateMentorStatus'))
          return { errors: [{ message: '', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
        return undefined;
      },
    });
    await chooseRowAction('Chidi Okafor', 'Decline');
    expect(await screen.findByText(ADMIN_MESSAGES.statusFailed)).toBeTruthy();
  });
});

describe('the mentor bookings page', () => {
  const respondWith = (sent: GraphQLCall[], deleteAnswer: unknown) => (call: GraphQLCall) => {
    if (call.query.includes('listBookAmentors')) {
      return { data: { listBookAmentors: { __typename: 'AdminBookAmentorPage', items: [booking], total: 1 } } };
    }
    if (call.query.includes('setBookAmentorStatus')) {
      sent.push(call);
      return {
        data: { setBookAmentorStatus: { __typename: 'AdminBookAmentor', id: 'b1', status: call.variables.status } },
      };
    }
    if (call.query.includes('deleteBookAmentor')) {
      sent.push(call);
      return deleteAnswer;
    }
    return undefined;
  };

  it("shows 'Not Started' and 'Not Paid'; 'Mark as in progress' makes it In Progress; delete asks first, then says so", async () => {
    const sent: GraphQLCall[] = [];
    renderPage(<MentorBookingsPage />, {
      path: '/admin-dashboard/mentees-application',
      respond: respondWith(sent, { data: { deleteBookAmentor: 'b1' } }),
    });
    const row = (await screen.findByText('Ada Obi')).closest('tr')!;
    expect(within(row).getByText('Chidi Okafor')).toBeTruthy();
    expect(within(row).getByText('Not Started')).toBeTruthy();
    expect(within(row).getByText('Not Paid')).toBeTruthy();
    await chooseRowAction('Ada Obi', 'Mark as in progress');
    await waitFor(() => expect(within(row).getByText('In Progress')).toBeTruthy());
    expect(sent[0]?.variables).toEqual({ id: 'b1', status: 'IN_PROGRESS' });
    await chooseRowAction('Ada Obi', 'Delete');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ADMIN_MESSAGES.deleted)).toBeTruthy();
    expect(sent[1]?.variables).toEqual({ id: 'b1' });
  });

  it("says 'An error occured' when a delete fails without a message", async () => {
    renderPage(<MentorBookingsPage />, {
      path: '/admin-dashboard/mentees-application',
      respond: respondWith([], { errors: [{ message: '', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    });
    await chooseRowAction('Ada Obi', 'Delete');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ADMIN_MESSAGES.deleteFailed)).toBeTruthy();
  });
});

describe('the admin shell', () => {
  it("shows the admin's name and the menu, and sends mail: 'Validation Error' first, then 'Mail Sent Successfully'", async () => {
    const sent: GraphQLCall[] = [];
    renderPage(
      <AdminShell mentor={ADMIN}>
        <p>page</p>
      </AdminShell>,
      {
        path: '/admin-dashboard/webinar',
        respond: (call) => {
          if (!call.query.includes('sendAdminMail')) return undefined;
          sent.push(call);
          return { data: { sendAdminMail: true } };
        },
      },
    );
    expect(screen.getByTestId('admin-name').textContent).toBe('Amaka Eze');
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    for (const link of [
      'Mentor applications',
      'Boot Camp',
      'Add courses',
      'Add Mentors',
      'Custom Bookings',
      'Home',
      'Mentor dashboard',
      'Logout',
    ]) {
      expect(within(menu).getByRole('link', { name: link })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(screen.getByRole('button', { name: 'Expand menu' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Send Mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Mail' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Too short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ADMIN_MESSAGES.mailTitle)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Your class starts on Monday.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ADMIN_MESSAGES.mailSent)).toBeTruthy();
    expect(sent[0]?.variables).toEqual({
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'Your class starts on Monday.',
    });
  });
});
