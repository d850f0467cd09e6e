/**
 * Headers that features add to every GraphQL request of this tab, read at each request: the visitor chat's
 * X-Visitor-Token (features/chat/visitor-store.ts) rides along this way. The session cookie needs no header.
 */
type HeaderSource = () => Record<string, string>;

const sources = new Set<HeaderSource>();

export function addRequestHeaders(source: HeaderSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

/** A fresh object on every call (graphql-sse writes its stream token into the object it is given). */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const source of sources) Object.assign(headers, source());
  return headers;
}
