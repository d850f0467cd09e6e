import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { SuccessPage } from './SuccessPage';

describe('SuccessPage', () => {
  it('tells a paid booking that the team gets in touch about payment and next steps (spec 1)', async () => {
    renderPage(<SuccessPage />, { path: '/success', state: { fullName: 'Ada Obi' } });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Successfully Registerd, we will reach out to you soon',
    );
    expect(screen.getByTestId('success-greeting').textContent).toBe('Hi Ada Obi,');
    expect(screen.getByTestId('success-next').textContent).toContain('about payments');
  });

  it('tells a free trial what happens next, without a word about payments', async () => {
    renderPage(<SuccessPage />, { path: '/success', state: { fullName: 'Ada Obi', freeTrial: true } });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your free trial is booked');
    const next = screen.getByTestId('success-next').textContent ?? '';
    expect(next).toContain('arrange your first session');
    expect(next).not.toMatch(/payments/);
  });
});
