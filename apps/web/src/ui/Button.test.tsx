import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('does not send its form again, nor run its action, while loading', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = vi.fn();
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button htmlType="submit" type="primary" loading onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <form onSubmit={onSubmit}>
        <Button htmlType="submit" type="primary" onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is a plain button unless told to submit', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
  });

  it('keeps a server-rendered form from being sent until the page has hydrated', async () => {
    const form = (
      <form>
        <Button htmlType="submit">Send</Button>
        <Button>Open</Button>
      </form>
    );
    // On the server: the submit button is disabled (the browser's own submission would put the fields in the
    // address); a plain button is not.
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    expect(container.querySelector('button[type="button"]')?.hasAttribute('disabled')).toBe(false);
    // Hydrated: enabled, with no mismatch on the way.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      hydrateRoot(container, form, { onRecoverableError: (error) => console.error(error) });
    });
    await waitFor(() => expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
