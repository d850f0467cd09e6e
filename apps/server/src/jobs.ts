import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { Services } from './app-deps';
import { JobRunner, type JobDefinition } from './modules/jobs/job-runner';
import { JobsRepo } from './modules/jobs/jobs.repo';
import { moduleRegistry, type RegisteredModule } from './module-registry';

/** The services a module's jobs ask for (the parameter of its manifest's `jobs`); never for a module without jobs. */
type ServicesForJobs<M> = M extends { jobs: (services: infer S) => JobDefinition[] } ? S : never;
/** A | B → A & B: the assembled services must satisfy every module's jobs at once. */
type AllOf<U> = (U extends unknown ? (part: U) => void : never) extends (all: infer I) => void ? I : never;
type ServicesForAllJobs = AllOf<ServicesForJobs<RegisteredModule>>;

/**
 * Every periodic job of the server (decision 0035), gathered from the module manifests in module-registry.ts: a module
 * declares its jobs in its own `<module>.module.ts`. Each runs on whichever instance claims it first when it is due,
 * never on two at once. The queue workers (mail, WhatsApp/SMS deliveries) are not jobs: they claim their own rows
 * with FOR UPDATE SKIP LOCKED, so every instance may work the queue at once.
 */
export function appJobs(services: Services): JobDefinition[] {
  // A compile-time check: a manifest asking for a service createServices does not build fails here.
  const forJobs: ServicesForAllJobs = services;
  return moduleRegistry.flatMap<JobDefinition>((module) => ('jobs' in module ? module.jobs(forJobs) : []));
}

export function createJobRunner(database: Database, services: Services, log: FastifyBaseLogger): JobRunner {
  return new JobRunner({ repo: new JobsRepo(database.db), log }).register(...appJobs(services));
}
