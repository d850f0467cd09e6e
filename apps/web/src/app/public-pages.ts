/**
 * Every page a visitor can open without an account: a path pattern of the route table (routes.tsx) and an address
 * to open it at. The first-load budget test (e2e/first-load-budget.e2e.ts) holds each to its budget of gzipped
 * JavaScript (budgetOf in e2e/support/first-load.ts) and `npm run bench` measures each. public-pages.test.ts fails when the route table has a public route that is not
 * here, so a page is held to the budget from the day its route is added: add its pattern with an example address.
 *
 * `{courseId}` in an example stands for a mentor course of the server being measured (the tests ask it for one),
 * `{mentorId}` for one of its directory's mentors.
 * Kept free of imports: the browser tests and the bench read it in Node.
 */
export interface PublicPage {
  /** The route's path pattern, as the route table declares it ('*' for the Not Found page). */
  pattern: string;
  /** An address that opens it. */
  example: string;
  /** Measured with Lighthouse by `npm run bench` too (the pages issues 8 and 27 name; three runs of about 20 s each). */
  lighthouse?: boolean;
  /**
   * Rendered by the server with its data (entry-server.tsx, decision 0024): the first paint needs no JavaScript.
   * Pages whose address carries a one-time token or a payment reference stay in the browser, except a page marked
   * `secretAddress`.
   */
  serverRendered?: boolean;
  /**
   * Its address carries a secret the page is read with (the invoice's own link carries the booking's token): the
   * server sends it, rendered or as the shell, with `Cache-Control: no-store` and `Referrer-Policy: no-referrer`
   * (SECRET_ADDRESS_PATTERNS in apps/server/src/lib/server-render.ts, which must list the same patterns).
   */
  secretAddress?: boolean;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { pattern: '/', example: '/', lighthouse: true, serverRendered: true },
  { pattern: '/pricing', example: '/pricing', lighthouse: true, serverRendered: true },
  { pattern: '/featured-courses', example: '/featured-courses', serverRendered: true },
  {
    pattern: '/featured-courses/:id',
    example: '/featured-courses/web-development',
    lighthouse: true,
    serverRendered: true,
  },
  { pattern: '/kid-tech', example: '/kid-tech', lighthouse: true, serverRendered: true },
  { pattern: '/featured-kid-courses/:id', example: '/featured-kid-courses/scratch', serverRendered: true },
  { pattern: '/contact-us', example: '/contact-us', serverRendered: true },
  { pattern: '/about-us', example: '/about-us', serverRendered: true },
  { pattern: '/hiring', example: '/hiring', serverRendered: true },
  { pattern: '/privacy', example: '/privacy', serverRendered: true },
  { pattern: '/summer-camp', example: '/summer-camp', serverRendered: true },
  { pattern: '/success', example: '/success', serverRendered: true },
  { pattern: '/courses', example: '/courses', serverRendered: true },
  { pattern: '/courses/:id', example: '/courses/{courseId}', serverRendered: true },
  { pattern: '/all-modules', example: '/all-modules', serverRendered: true },
  { pattern: '/checkout/:id', example: '/checkout/{courseId}', serverRendered: true },
  // Drawn without reading its token (the booking is confirmed with a press), so it may be server-drawn.
  {
    pattern: '/confirm-booking/:token',
    example: '/confirm-booking/an-example-link-token-of-43-characters-abcdef',
    serverRendered: true,
    secretAddress: true,
  },
  { pattern: '/signup', example: '/signup', serverRendered: true },
  { pattern: '/login', example: '/login', serverRendered: true },
  { pattern: '/forgot_password', example: '/forgot_password', serverRendered: true },
  // A visitor is sent on to /signup; the page's own code must not carry the application form.
  { pattern: '/add-mentor', example: '/add-mentor', serverRendered: true },
  { pattern: '/weekend-camp', example: '/weekend-camp', serverRendered: true },
  { pattern: '/bootcamp', example: '/bootcamp', serverRendered: true },
  { pattern: '/webinar', example: '/webinar', serverRendered: true },
  { pattern: '/book-mentor', example: '/book-mentor', lighthouse: true, serverRendered: true },
  { pattern: '/kid-book-mentor', example: '/kid-book-mentor', serverRendered: true },
  { pattern: '/payment-invoice', example: '/payment-invoice', serverRendered: true },
  // The invoice's own link, from the booking mail (often opened on a slow phone): drawn by the server with its data.
  {
    pattern: '/payment-invoice/:id',
    example: '/payment-invoice/00000000-0000-4000-8000-000000000000?t=an-example-booking-token',
    serverRendered: true,
    secretAddress: true,
  },
  // Where the payment provider sends a visitor back: the server verifies the payment (paymentResult) and draws the
  // page with its answer. Its address carries the payment's reference: for this visit only, like the invoice link.
  { pattern: '/book-mentor-payment', example: '/book-mentor-payment', serverRendered: true, secretAddress: true },
  { pattern: '/success-booking', example: '/success-booking', serverRendered: true, secretAddress: true },
  { pattern: '/weekendcampsuccess', example: '/weekendcampsuccess', serverRendered: true, secretAddress: true },
  { pattern: '/bootcamp-payment', example: '/bootcamp-payment', serverRendered: true, secretAddress: true },
  { pattern: '/discover-mentors', example: '/discover-mentors', lighthouse: true, serverRendered: true },
  { pattern: '/mentors', example: '/mentors', serverRendered: true },
  { pattern: '/mentors/:id', example: '/mentors/{mentorId}', lighthouse: true, serverRendered: true },
  // The visitor chat: 'Help us reach you' for a new visitor; graphql-sse loads only with the first subscription.
  { pattern: '/chat', example: '/chat', serverRendered: true },
  { pattern: '/chat/:id', example: '/chat/00000000-0000-4000-8000-000000000000', serverRendered: true },
  // A child's learner space: the code form until the child signs in (the child's id is no secret without the code).
  {
    pattern: '/learner/:childId',
    example: '/learner/00000000-0000-4000-8000-000000000000',
    serverRendered: true,
  },
  // Any address no route takes: drawn with status 404.
  { pattern: '*', example: '/no-such-page', serverRendered: true },
];

/** Public routes that are not pages to land on, and why. */
export const NOT_LANDING_ROUTES: Readonly<Record<string, string>> = {
  '/logout': 'an action: it signs out and loads the home page',
};

/** The public pages whose address carries a secret (see `secretAddress`). */
export const SECRET_ADDRESS_PATTERNS: readonly string[] = PUBLIC_PAGES.filter((p) => p.secretAddress).map(
  (p) => p.pattern,
);

/** The public pages the server renders (see `serverRendered`). */
export const SERVER_RENDERED_PATTERNS: readonly string[] = PUBLIC_PAGES.filter((p) => p.serverRendered).map(
  (p) => p.pattern,
);
