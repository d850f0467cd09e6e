import { lazyValidator } from '../../ui/form/lazy-validator';
import type { CampFormValues } from './CampForm';

/**
 * The camp form's checks (camp-checks.ts, on the shared schema and zod: about 25 kB gzip), loaded on the form's
 * first focus, change or submit instead of with /weekend-camp (issue 38). Made once for the page's life, so a form
 * opened again (after a cancelled registration) checks at once.
 */
export const lazyCampValidator = lazyValidator<CampFormValues>(() =>
  import('./camp-checks').then((m) => m.validateCamp),
);
