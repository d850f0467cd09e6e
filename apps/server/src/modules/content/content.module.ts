import './content.graphql';
import type { ModuleManifest } from '../module-manifest';
import { ContentRetentionRepo } from './content-retention.repo';
import { createContentService } from './content.factory';
import { registerContentRoutes } from './content.routes';
import { ContentPersonalData } from './content-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    content: ReturnType<typeof createContentService>;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    content: ContentPersonalData;
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
  personalData: { content: (c) => new ContentPersonalData(c.db) },
} satisfies ModuleManifest;
