/** The viewer's IANA time zone, as the browser reports it (its own module so tests can stand in another zone). */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
