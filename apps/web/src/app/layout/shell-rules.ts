// Which chrome a path shows (spec 1 §2 "Navigation and shell").
const NAV_HIDDEN_ON = ['/mentor-dashboard', '/chat', '/admin-dashboard'];
const FOOTER_HIDDEN_ON = ['mentor-dashboard', 'edit-profile', 'chat', 'admin-dashboard'];

export const showsTopNav = (pathname: string) => !NAV_HIDDEN_ON.some((part) => pathname.includes(part));

export const showsFooter = (pathname: string) => !FOOTER_HIDDEN_ON.some((part) => pathname.includes(part));

export interface NavItem {
  label: string;
  to: string;
  external?: boolean;
  primary?: boolean;
}

/**
 * The account items wait for the session check, so a signed-in visitor never sees 'Book a mentor' flash by. The
 * Blog item waits for the configured blog address (undefined while site info loads) rather than guess one.
 */
export function navItems(signedIn: boolean, blogUrl: string | undefined, sessionLoading = false): NavItem[] {
  const common: NavItem[] = [
    { label: 'Home', to: '/' },
    { label: 'Kid Tech', to: '/kid-tech' },
    { label: 'Kids Weekend Camp', to: '/weekend-camp' },
    { label: 'Pricing', to: '/pricing' },
    ...(blogUrl ? [{ label: 'Blog', to: blogUrl, external: true }] : []),
  ];
  const account: NavItem[] = sessionLoading
    ? []
    : signedIn
      ? [
          { label: 'My sessions', to: '/my-sessions' },
          // The account page until the dashboards exist (features/accounts/use-signed-in-redirect.ts).
          { label: 'Dashboard', to: '/account' },
          { label: 'Logout', to: '/logout' },
        ]
      : [
          { label: 'Apply as a Mentor', to: '/add-mentor' },
          { label: 'Book a mentor', to: '/book-mentor', primary: true },
        ];
  return [...common, ...account];
}
