import type { Config } from '../config/env';

const LOOPBACK_TWIN: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/**
 * The origins the site itself is served from: PUBLIC_URL's (in development that is the Vite server, which proxies
 * /graphql and /api here, see scripts/dev.mjs). A local address is trusted under both spellings, localhost and
 * 127.0.0.1, since both reach the same server. Better Auth's origin check and the CORS answer of /graphql both
 * allow exactly these.
 */
export function trustedOrigins(config: Pick<Config, 'publicUrl'>): string[] {
  const url = new URL(config.publicUrl);
  const origins = [url.origin];
  const twin = LOOPBACK_TWIN[url.hostname];
  if (twin) origins.push(`${url.protocol}//${twin}${url.port ? `:${url.port}` : ''}`);
  return origins;
}
