/** A full page load: nothing of the previous session (state, cached queries) survives it. */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}
