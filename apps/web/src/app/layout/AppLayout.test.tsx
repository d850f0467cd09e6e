import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { renderPage, siteInfoData, type GraphQLCall } from '../../test/render-page';
import { usePageTitle } from '../../core/use-page-title';
import { AppLayout } from './AppLayout';
import { Footer } from './Footer';

const ACME = siteInfoData({ name: 'Acme Academy', blogUrl: 'https://news.acme.test/' });
const answerAcme = (call: GraphQLCall) => (call.query.includes('siteInfo') ? { data: ACME } : undefined);

/** A page under the shell: sets its title and links to itself with another query string. */
function Page() {
  usePageTitle('Pricing');
  return <Link to="/pricing?plan=kids">Kids plans</Link>;
}

const shell = (
  <>
    <AppLayout />
    <Page />
  </>
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shell', () => {
  it('uses the configured company name in the nav, the footer and the tab title, and the configured blog', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage(shell, { path: '/pricing', respond: answerAcme });
    const brand = await screen.findByRole('link', { name: 'Acme Academy home' });
    expect(brand.textContent).toBe('Acme Academy');
    // The footer's code loads when the browser draws the page itself (ui/ServerDrawn).
    const footer = await screen.findByTestId('footer');
    expect(within(footer).getByRole('heading', { name: 'Acme Academy' })).toBeTruthy();
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Acme Academy. All rights reserved.`);
    // The page sets its title in an effect of its own, which may run a render after the nav's.
    await waitFor(() => expect(document.title).toBe('Pricing | Acme Academy'));
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('https://news.acme.test/');
    expect(screen.queryByText(/Eazy2con/)).toBeNull();
  });

  it('shows the product name, never an empty one, and no guessed blog address while site info loads', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.title = '';
    renderPage(shell, { path: '/pricing', respond: answerAcme });
    expect(screen.getByRole('link', { name: 'Eazy2con home' }).textContent).toBe('Eazy2con');
    expect(document.title).toBe('Pricing | Eazy2con');
    expect(screen.queryByRole('link', { name: 'Blog' })).toBeNull();
    await screen.findByRole('link', { name: 'Acme Academy home' });
    await waitFor(() => expect(document.title).toBe('Pricing | Acme Academy'));
  });

  it('names the product in the footer, never an empty name, while site info loads', () => {
    // Checked at the first render: the site's details come in a request, answered later.
    renderPage(<Footer />, { path: '/pricing', respond: answerAcme });
    expect(within(screen.getByTestId('footer')).getByRole('heading', { name: 'Eazy2con' })).toBeTruthy();
  });

  it('leaves the page landed on where the browser put it, and scrolls to the top when only the query string changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage(shell, { path: '/pricing' });
    await screen.findByRole('link', { name: 'Eazy2con home' });
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Kids plans' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
