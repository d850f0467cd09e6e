import { lazy } from 'react';

// What other features may use from calendar-feed (issue 37), each in its own chunk, loaded when a signed-in page
// (/account, the mentor's availability) first draws it.

/** "Your calendar": the person's secret feed address. */
export const CalendarFeedSection = lazy(() =>
  import('./CalendarFeedSection').then((m) => ({ default: m.CalendarFeedSection })),
);
/** The mentor's Google Calendar connection (nothing is drawn when the site has no Google keys). */
export const GoogleCalendarSection = lazy(() =>
  import('./GoogleCalendarSection').then((m) => ({ default: m.GoogleCalendarSection })),
);
