/**
 * Where each calendar app subscribes to a feed address (issue 37). Calendars subscribe through webcal://, the same
 * address with the scheme that tells the system to open its calendar app; Google and Outlook take it in their own
 * "add by URL" pages.
 */
export interface SubscribeLinks {
  google: string;
  apple: string;
  outlook: string;
}

export const webcalOf = (url: string): string => url.replace(/^https?:\/\//, 'webcal://');

export function subscribeLinks(url: string, name: string): SubscribeLinks {
  const webcal = webcalOf(url);
  return {
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    apple: webcal,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=${encodeURIComponent(name)}`,
  };
}
