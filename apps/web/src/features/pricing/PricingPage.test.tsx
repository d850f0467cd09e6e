import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { PricingPage } from './PricingPage';

afterEach(() => {
  vi.useRealTimers();
});

describe('PricingPage', () => {
  it('shows the adult plans, each leading to its form', () => {
    renderPage(<PricingPage />, { path: '/pricing' });
    const cards = screen.getAllByTestId('plan-card');
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual([
      'Trial Plan',
      'Team Plan',
      'Personal Plan',
      'Premium Plan',
      'Organisation',
    ]);
    expect(screen.getByRole('link', { name: 'Choose the Team Plan' }).getAttribute('href')).toBe('/book-mentor');
    expect(screen.getByRole('link', { name: 'Contact us about the Organisation plan' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect(screen.getByText('₦35k')).toBeTruthy();
  });

  it('opens General Enquiries first, fades to another tab over 300 ms, whose answers form one exclusive accordion', () => {
    vi.useFakeTimers();
    renderPage(<PricingPage />, { path: '/pricing' });
    expect(screen.getByRole('tab', { name: 'General Enquiries' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    const holder = document.querySelector('.pricing-faq__tabs');
    expect(holder?.className).toContain('is-fading');
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(holder?.className).not.toContain('is-fading');
    expect(screen.getByRole('tab', { name: 'Pricing' }).getAttribute('aria-selected')).toBe('true');

    // The answers are the browser's own disclosures, one name for the tab's list: the browser keeps one open at a time
    // (jsdom does not; e2e/public-site.e2e.ts presses them in Chromium).
    const refund = screen.getByText('Can I get a refund?').closest('details');
    const payment = screen.getByText('How and when do I pay?').closest('details');
    expect(refund?.querySelector('summary')?.textContent).toBe('Can I get a refund?');
    expect(refund?.open).toBe(false);
    expect(refund?.getAttribute('name')).toBeTruthy();
    expect(payment?.getAttribute('name')).toBe(refund?.getAttribute('name'));
  });
});
