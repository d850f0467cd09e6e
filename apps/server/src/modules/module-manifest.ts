import type { JobDefinition } from './jobs/job-runner';

/**
 * What a module adds to the running app beyond its services, declared once in its own `<module>/<module>.module.ts`
 * and listed in `module-registry.ts` (decision 0025). The manifest imports the module's `*.graphql.ts` files, which add
 * their types and fields to the builder when loaded; graphql/schema.ts and jobs.ts read the registry.
 */
export interface ModuleManifest {
  /** The module's folder under modules/; the registry test checks that the two agree. */
  readonly name: string;
  /**
   * Its periodic jobs (decision 0035), made from the assembled services. The parameter names only the services the
   * jobs call, by their keys in createServices (app-deps.ts); jobs.ts checks at compile time that they are there.
   */
  readonly jobs?: (services: never) => JobDefinition[];
  /**
   * Other first parts its job names may keep: a module made of two (money-out, from payouts and refunds) keeps its
   * jobs' names, which are rows in scheduled_jobs (a new name would lose the last run and run the job again at once).
   */
  readonly jobNamesFrom?: readonly string[];
}
