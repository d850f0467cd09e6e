import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, siteInfoData, type GraphQLCall } from '../../test/render-page';
import { AppLayout } from './AppLayout';

const answering = (testPayments: boolean) => (call: GraphQLCall) =>
  call.query.includes('siteInfo') ? { data: siteInfoData({ testPayments }) } : undefined;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the test-payments banner (issue 26)', () => {
  it('shows on every page while the site takes test payments', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    for (const path of ['/', '/pricing', '/login']) {
      const { unmount } = renderPage(<AppLayout />, { path, respond: answering(true) });
      const banner = await screen.findByTestId('test-payments-banner');
      expect(banner.textContent).toContain('no real money is taken');
      unmount();
    }
  });

  it('is absent on a site taking real payments', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage(<AppLayout />, { path: '/pricing', respond: answering(false) });
    await screen.findByRole('link', { name: 'Eazy2con home' });
    expect(screen.queryByTestId('test-payments-banner')).toBeNull();
  });
});
