/**
 * Keeps the session alive: Better Auth extends the session cookie when the session is read (at most once a day).
 * A plain fetch, not Better Auth's client, which only the account pages load (decision 0009): this runs on every
 * first load, as part of the app shell. The answer is not needed, and a failure changes nothing.
 */
export function touchSession(): void {
  fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
    // Read to the end even though it is not needed: an unread body leaves the request open in the browser (Chromium
    // never reports it finished), so the page would never count as loaded for anything waiting on the network.
    .then((response) => response.arrayBuffer())
    .catch(() => {});
}
