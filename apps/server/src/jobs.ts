import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { Services } from './app-deps';
import { JobRunner, type JobDefinition } from './modules/jobs/job-runner';
import { JobsRepo } from './modules/jobs/jobs.repo';
import { moduleRegistry } from './module-registry';
import type { ModuleManifest } from './modules/module-manifest';

/**
 * Every periodic job of the server (decision 0035), gathered from the module manifests in module-registry.ts: a module
 * declares its jobs in its own `<module>.module.ts`. Each runs on whichever instance claims it first when it is due,
 * never on two at once. The queue workers (mail, WhatsApp/SMS deliveries) are not jobs: they claim their own rows
 * with FOR UPDATE SKIP LOCKED, so every instance may work the queue at once.
 */
export function appJobs(services: Services, modules: readonly ModuleManifest[] = moduleRegistry): JobDefinition[] {
  return modules.flatMap<JobDefinition>((module) => module.jobs?.(services) ?? []);
}

export function createJobRunner(
  database: Database,
  services: Services,
  log: FastifyBaseLogger,
  options: { dueAtStart?: boolean } = {},
): JobRunner {
  return new JobRunner({ repo: new JobsRepo(database.db), log, ...options }).register(...appJobs(services));
}
