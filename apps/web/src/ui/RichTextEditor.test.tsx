import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

describe('RichTextEditor', () => {
  it('shows the HTML it is given in a named multi-line textbox, with the four formatting buttons', () => {
    render(
      <RichTextEditor id="bio" value="<p>Hello <strong>there</strong></p>" onChange={() => {}} aria-label="Bio" />,
    );
    const box = screen.getByRole('textbox', { name: 'Bio' });
    expect(box.id).toBe('bio');
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.innerHTML).toContain('<strong>there</strong>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar.getAttribute('aria-controls')).toBe('bio');
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('writes a value from outside (a loaded course) without reporting it as a change', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor id="d" value="" onChange={onChange} aria-label="Description" />);
    rerender(<RichTextEditor id="d" value="<p>Loaded</p>" onChange={onChange} aria-label="Description" />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' }).textContent).toBe('Loaded'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports HTML out when the text changes, and an emptied text as an empty string', async () => {
    function Harness() {
      const [html, setHtml] = useState('<p>One</p>');
      return (
        <>
          <RichTextEditor id="d" value={html} onChange={setHtml} aria-label="Description" />
          <output data-testid="html">{html}</output>
          <button type="button" onClick={() => setHtml('')}>
            Reset
          </button>
        </>
      );
    }
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    // ProseMirror reads what the browser typed from the DOM: change the paragraph's text as typing would.
    const text = box.querySelector('p')?.firstChild;
    expect(text).toBeTruthy();
    act(() => {
      if (text) text.textContent = 'One and two';
    });
    await waitFor(() => expect(screen.getByTestId('html').textContent).toBe('<p>One and two</p>'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(box.textContent).toBe(''));
    expect(screen.getByTestId('html').textContent).toBe('');
  });

  it('marks itself invalid and described by the error, and is read-only when disabled', async () => {
    render(
      <RichTextEditor
        id="d"
        value=""
        onChange={() => {}}
        aria-label="Bio"
        aria-invalid
        aria-describedby="d-error"
        disabled
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Bio' });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(box.getAttribute('aria-describedby')).toBe('d-error');
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Bold' }).disabled).toBe(true);
  });
});
