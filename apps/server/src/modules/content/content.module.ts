import './content.graphql';
import type { ModuleManifest } from '../module-manifest';
import { ContentRetentionRepo } from './content-retention.repo';
import { createContentService } from './content.factory';
import { registerContentRoutes } from './content.routes';

declare module '../../graphql-core/context' {
  interface AppServices {
    content: ReturnType<typeof createContentService>;
  }
}

/** Content: the blog, FAQs, contact messages and the newsletter; its GraphQL (imported above) and /api/posts. */
export const contentModule = {
  name: 'content',
  services: {
    content: (c) => createContentService({ db: c.db, config: c.config, mail: c.use('mail'), log: c.log }),
  },
  retention: { content: (db) => new ContentRetentionRepo(db) },
  routes: (http, { services }) => registerContentRoutes(http, services),
} satisfies ModuleManifest;
