import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider, type Client } from 'urql';
import { renderPage } from '../../test/render-page';
import { CourseCommentWidget } from './CourseCommentWidget';
import { CourseRatingWidget } from './CourseRatingWidget';

// A client that must not be called: invalid input is refused in the browser with the spec's message.
const executeMutation = vi.fn();
const client = { executeMutation } as unknown as Client;
const course = { id: 'c1', rating: null, ratingCount: 0, students: 0 };

afterEach(() => {
  executeMutation.mockClear();
});

describe('course dialog widgets', () => {
  it("asks for an e-mail before rating: '**Emial is required**'", async () => {
    render(
      <Provider value={client}>
        <CourseRatingWidget course={course} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText('**Emial is required**')).toBeTruthy();
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
      respond: () => ({ data: null, errors: [{ message: limited, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 170 } }] }),
    });
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'Clear and well paced.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    // Inline, in the dialog's double-asterisk style like its other errors.
    expect(await screen.findByText(`**${limited}**`)).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your comment').value).toBe('Clear and well paced.');
  });
});
