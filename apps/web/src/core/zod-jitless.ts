/**
 * Zod compiles fast object parsers with `new Function`, first probing whether eval is allowed. The site's
 * Content-Security-Policy forbids eval (script-src 'self', no 'unsafe-eval'), so the probe is reported as a CSP
 * violation on every form page. Jitless parsing is plenty fast for forms and never calls eval.
 *
 * Imported first by main.tsx, before any schema parses. It sets the option where every copy of zod reads its
 * configuration (zod/v4/core/core.js keeps `globalConfig` on `globalThis.__zod_globalConfig`, so that several
 * copies share it) instead of calling `z.config`: importing even zod's core would put about 4 kB gzip of its
 * utilities into the entry bundle of every page, and most public pages never load zod. zod-jitless.test.ts checks
 * that zod still reads it there.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });

export {};
