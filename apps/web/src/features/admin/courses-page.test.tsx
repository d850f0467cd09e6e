import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, inlineEditMessage } from '@eazy2con/shared/validation/admin';
import { chooseRowAction } from './row-menu.test-helpers';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { CoursesPage } from './pages/CoursesPage';

const MENTOR_ID = '6f1c2a4e-8b9d-4c3e-9f10-2a3b4c5d6e7f';

const course = {
  __typename: 'AdminCourse',
  id: 'c1',
  title: 'React from zero',
  language: 'JavaScript',
  topics: ['Hooks', 'State'],
  videoUrl: null,
  duration: 12,
  description: '<p>Build apps</p>',
  mentors: [{ __typename: 'AdminMentorOption', id: MENTOR_ID, name: 'Adaeze Okafor' }],
  createdAt: new Date().toISOString(),
};

function respondWith(sent: GraphQLCall[], createAnswer: unknown) {
  return (call: GraphQLCall) => {
    if (call.query.includes('listAdminCourses')) {
      return { data: { listAdminCourses: { __typename: 'AdminCoursePage', items: [course], total: 1 } } };
    }
    if (call.query.includes('adminMentorOptions')) {
      return {
        data: { adminMentorOptions: [{ __typename: 'AdminMentorOption', id: MENTOR_ID, name: 'Adaeze Okafor' }] },
      };
    }
    if (call.query.includes('updateAdminCourse')) {
      sent.push(call);
      return {
        data: {
          updateAdminCourse: {
            __typename: 'AdminCourse',
            id: 'c1',
            title: 'React, properly',
            language: 'JavaScript',
            duration: 10,
          },
        },
      };
    }
    if (call.query.includes('createAdminCourse')) {
      sent.push(call);
      return createAnswer;
    }
    return undefined;
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the courses page', () => {
  // Buttons are found by their labels: role queries over antd's table are slow on a busy machine.
  it("edits a row inline: an emptied cell says 'Please Input Title!', a valid one is saved", async () => {
    const sent: GraphQLCall[] = [];
    renderPage(<CoursesPage />, { path: '/admin-dashboard/add-courses', respond: respondWith(sent, undefined) });
    await chooseRowAction('React from zero', 'Edit title, language and duration');
    const title = screen.getAllByLabelText('Title of React from zero')[0]!;
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.click(screen.getAllByLabelText('Save React from zero')[0]!);
    expect((await screen.findAllByText(inlineEditMessage('Title'))).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getAllByLabelText('Title of React from zero')[0]!, {
      target: { value: 'React, properly' },
    });
    fireEvent.change(screen.getAllByLabelText('Duration of React from zero')[0]!, { target: { value: '10' } });
    fireEvent.click(screen.getAllByLabelText('Save React from zero')[0]!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.variables).toEqual({
      id: 'c1',
      input: { title: 'React, properly', language: 'JavaScript', duration: 10 },
    });
  });

  it("adds a course: the spec's messages first, topics sent as a list, and the modal stays open on failure", async () => {
    const sent: GraphQLCall[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<CoursesPage />, {
      path: '/admin-dashboard/add-courses',
      respond: respondWith(sent, { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    // antd ids every dialog title 'test-id' under test, so the dialog is found by its title's text.
    const dialog = (await screen.findByText('Add New Course')).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add course' }));
    for (const message of [
      ADMIN_MESSAGES.language,
      ADMIN_MESSAGES.title,
      ADMIN_MESSAGES.topics,
      ADMIN_MESSAGES.duration,
      ADMIN_MESSAGES.description,
      ADMIN_MESSAGES.mentors,
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    fireEvent.change(within(dialog).getByLabelText('Language'), { target: { value: 'Python' } });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Data with Python' } });
    fireEvent.change(within(dialog).getByLabelText('Topics'), { target: { value: 'Pandas, NumPy , ,Plots' } });
    fireEvent.change(within(dialog).getByLabelText('Duration (hours)'), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'From spreadsheets to notebooks.' },
    });
    fireEvent.mouseDown(within(dialog).getByLabelText('Mentors'));
    fireEvent.click(await screen.findByTitle('Adaeze Okafor'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add course' }));
    expect(await screen.findByText(ADMIN_MESSAGES.courseFailed)).toBeTruthy();
    expect(sent[0]?.variables).toEqual({
      input: {
        language: 'Python',
        title: 'Data with Python',
        topics: ['Pandas', 'NumPy', 'Plots'],
        videoUrl: null,
        duration: 20,
        description: 'From spreadsheets to notebooks.',
        mentorIds: [MENTOR_ID],
      },
    });
    expect(logged).toHaveBeenCalled();
    // Still open: antd hides a closed modal's wrapper (display: none) rather than removing it.
    expect(dialog.closest<HTMLElement>('.ant-modal-wrap')?.style.display).not.toBe('none');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Title').value).toBe('Data with Python');
  });
});
