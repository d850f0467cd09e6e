import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENTOR_COURSE_MESSAGES as M } from '@eazy2con/shared/validation/mentor-course';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { AddCoursePage, EditCoursePage } from './CourseFormPage';

const COURSE = {
  __typename: 'EditableCourse',
  id: 'c1',
  title: 'React from zero',
  description: '<p>Hooks</p>',
  image: '/api/files/a.png',
  imageKey: 'a.png',
  video: null,
  videoKey: null,
  topics: ['Hooks', 'State'],
  durationHours: 8,
};

const refusal = (code: string, message: string) => ({ errors: [{ message, extensions: { code } }] });

describe('EditCoursePage', () => {
  it('loads the course, saves the changes and says so', async () => {
    const sent: GraphQLCall[] = [];
    const respond = (call: GraphQLCall) => {
      if (call.query.includes('editableCourse')) return { data: { editableCourse: COURSE } };
      if (call.query.includes('updateCourse')) {
        sent.push(call);
        return { data: { updateCourse: { __typename: 'Course', id: 'c1' } } };
      }
      return undefined;
    };
    renderPage(<EditCoursePage />, {
      path: '/mentor-dashboard/edit-course/c1',
      route: '/mentor-dashboard/edit-course/:id',
      respond,
    });
    const title = await screen.findByLabelText<HTMLInputElement>('Title');
    expect(title.value).toBe('React from zero');
    const topics = screen.getByLabelText<HTMLTextAreaElement>('Topics');
    expect(topics.value).toBe('Hooks\nState');
    const hours = screen.getByLabelText<HTMLInputElement>('Duration (hours)');
    expect(hours.value).toBe('8');
    fireEvent.change(title, { target: { value: 'React, properly' } });
    fireEvent.change(topics, { target: { value: 'Hooks\n\n  Effects \nhooks' } });
    fireEvent.change(hours, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Course' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/mentor-dashboard');
    expect(sent[0]?.variables).toEqual({
      id: 'c1',
      input: {
        title: 'React, properly',
        description: '<p>Hooks</p>',
        imageKey: 'a.png',
        videoKey: null,
        topics: ['Hooks', 'Effects'],
        durationHours: 0,
      },
    });
    expect(await screen.findByText('Course Updated')).toBeTruthy();
  });

  it("sends a mentor away from someone else's course with 'Unauthorized'", async () => {
    renderPage(<EditCoursePage />, {
      path: '/mentor-dashboard/edit-course/c2',
      route: '/mentor-dashboard/edit-course/:id',
      respond: (call) => (call.query.includes('editableCourse') ? refusal('FORBIDDEN', M.unauthorized) : undefined),
    });
    expect((await screen.findByTestId('where')).textContent).toBe('/mentor-dashboard');
    expect(await screen.findByText(M.unauthorized)).toBeTruthy();
  });

  it("shows '404, Oops not Found' for a course that does not exist, with a way back", async () => {
    renderPage(<EditCoursePage />, {
      path: '/mentor-dashboard/edit-course/nope',
      route: '/mentor-dashboard/edit-course/:id',
      respond: (call) => (call.query.includes('editableCourse') ? refusal('NOT_FOUND', M.notFound) : undefined),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404, Oops not Found');
    expect(screen.getByText(M.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/mentor-dashboard');
  });
});

describe('AddCoursePage', () => {
  it("shows the spec's messages and sends nothing while a field is missing", async () => {
    const page = renderPage(<AddCoursePage />, { path: '/mentor-dashboard/add-course' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Course' }));
    for (const message of [M.title, M.description, M.image]) expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(page.calls.filter((c) => c.query.includes('createCourse'))).toEqual([]));
  });

  it('starts with empty topics and duration, and refuses hours out of range or a topic too long', async () => {
    const page = renderPage(<AddCoursePage />, { path: '/mentor-dashboard/add-course' });
    const topics = await screen.findByLabelText<HTMLTextAreaElement>('Topics');
    const hours = screen.getByLabelText<HTMLInputElement>('Duration (hours)');
    expect([topics.value, hours.value]).toEqual(['', '']);
    fireEvent.change(hours, { target: { value: '501' } });
    expect(await screen.findByText(M.durationHours)).toBeTruthy();
    fireEvent.change(topics, { target: { value: `Hooks\n${'x'.repeat(121)}` } });
    expect(await screen.findByText(M.topicLength)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(page.calls.filter((c) => c.query.includes('createCourse'))).toEqual([]));
  });
});
