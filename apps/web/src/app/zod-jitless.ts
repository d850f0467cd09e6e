import { z } from 'zod';

// Zod compiles fast object parsers with `new Function`, first probing whether eval is allowed. The site's
// Content-Security-Policy forbids eval (script-src 'self', no 'unsafe-eval'), so the probe is reported as a CSP
// violation on every form page. Jitless parsing is plenty fast for forms and never calls eval. Imported first by
// main.tsx, before any schema parses.
z.config({ jitless: true });
