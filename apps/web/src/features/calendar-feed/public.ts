import { lazy } from 'react';

// What other features may use from calendar-feed (issue 37): the "Your calendar" section, in its own chunk, loaded
// when a signed-in page (/account, the mentor's availability) first draws it.
export const CalendarFeedSection = lazy(() =>
  import('./CalendarFeedSection').then((m) => ({ default: m.CalendarFeedSection })),
);
