import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider, type Client } from 'urql';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { CourseCommentWidget } from './CourseCommentWidget';
import { CourseRatingWidget, RATING_THANKS } from './CourseRatingWidget';

// A client that must not be called: invalid input is refused in the browser with the spec's message.
const executeMutation = vi.fn();
const client = { executeMutation } as unknown as Client;
const course = { id: 'c1', rating: null, ratingCount: 0, students: 0 };

afterEach(() => {
  executeMutation.mockClear();
});

describe('course dialog widgets', () => {
  it("asks for an e-mail before rating: '**Email is required**'", async () => {
    render(
      <Provider value={client}>
        <CourseRatingWidget course={course} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText('**Email is required**')).toBeTruthy();
    expect(screen.getByText('**Pick from 1 to 5 stars**')).toBeTruthy();
    expect(screen.getByText('(-)')).toBeTruthy();
    expect(executeMutation).not.toHaveBeenCalled();
  });

  it("refuses an empty comment: '**comment is required!**'", async () => {
    render(
      <Provider value={client}>
        <CourseCommentWidget courseId="c1" comments={[]} commentCount={0} />
      </Provider>,
    );
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('**comment is required!**')).toBeTruthy();
    expect(executeMutation).not.toHaveBeenCalled();
  });

  it("shows the server's rate-limit message under the form and keeps the comment", async () => {
    const limited = 'Too many attempts from your connection. Please try again in 3 minutes.';
    renderPage(<CourseCommentWidget courseId="c1" comments={[]} commentCount={0} />, {
      respond: () => ({
        data: null,
        errors: [{ message: limited, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 170 } }],
      }),
    });
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'Clear and well paced.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    // Inline, in the dialog's double-asterisk style like its other errors.
    expect(await screen.findByText(`**${limited}**`)).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your comment').value).toBe('Clear and well paced.');
  });

  describe('rating with a code', () => {
    const figures = { __typename: 'Course', id: 'c1', rating: 4, ratingCount: 1 };
    const answer = (status: 'COUNTED' | 'CODE_SENT') => (call: GraphQLCall) => {
      if (call.query.includes('rateCourse'))
        return { data: { rateCourse: { __typename: 'CourseRatingResult', status, course: figures } } };
      if (call.query.includes('confirmCourseRating')) {
        return call.variables.code === '123456'
          ? { data: { confirmCourseRating: figures } }
          : {
              data: null,
              errors: [
                {
                  message: 'This code is not correct',
                  extensions: { code: 'BAD_USER_INPUT', fields: { code: 'This code is not correct' } },
                },
              ],
            };
      }
      return undefined;
    };
    // The stars are a radio group named 'Stars', each star named by its word ('terrible' … 'wonderful').
    const pickStars = (n: number) => {
      const star = within(screen.getByRole('radiogroup', { name: 'Stars' })).getAllByRole('radio')[n - 1];
      if (!star) throw new Error('no star');
      fireEvent.click(star);
    };

    it('asks a visitor for the mailed code, and thanks only once the code is right', async () => {
      const page = renderPage(<CourseRatingWidget course={course} />, { respond: answer('CODE_SENT') });
      pickStars(4);
      fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'tola@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
      expect(await screen.findByText(/We have sent a 6-digit code to/)).toBeTruthy();
      expect(screen.getByText('tola@example.com')).toBeTruthy();
      expect(screen.queryByText(RATING_THANKS)).toBeNull();

      fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '000000' } });
      fireEvent.click(screen.getByRole('button', { name: /Confirm rating/ }));
      expect(await screen.findByText('**This code is not correct**')).toBeTruthy();

      fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: /Confirm rating/ }));
      expect(await screen.findByText(RATING_THANKS)).toBeTruthy();
      const confirm = page.calls.filter((c) => c.query.includes('confirmCourseRating')).at(-1);
      expect(confirm?.variables).toEqual({ courseId: 'c1', email: 'tola@example.com', code: '123456' });
    });

    it("checks the code's shape before sending it", async () => {
      const page = renderPage(<CourseRatingWidget course={course} />, { respond: answer('CODE_SENT') });
      pickStars(2);
      fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'tola@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
      fireEvent.change(await screen.findByLabelText('Code from the e-mail'), { target: { value: '12' } });
      fireEvent.click(screen.getByRole('button', { name: /Confirm rating/ }));
      expect(await screen.findByText('**Enter the 6-digit code from the e-mail**')).toBeTruthy();
      expect(page.calls.some((c) => c.query.includes('confirmCourseRating'))).toBe(false);
    });

    it("offers the signed-in account's e-mail, whose rating counts at once", async () => {
      const page = renderPage(<CourseRatingWidget course={course} />, { me: USER_ME, respond: answer('COUNTED') });
      await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Your email').value).toBe('ada@example.com'));
      pickStars(5);
      fireEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
      expect(await screen.findByText(RATING_THANKS)).toBeTruthy();
      expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
      expect(page.calls.find((c) => c.query.includes('rateCourse'))?.variables).toEqual({
        courseId: 'c1',
        email: 'ada@example.com',
        stars: 5,
      });
    });
  });
});
