import './catalogue.graphql';
import './catalogue.topics';
import type { ModuleManifest } from '../module-manifest';
import { CatalogueRepo } from './catalogue.repo';
import { CatalogueService } from './catalogue.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    catalogue: CatalogueService;
  }
}

/** The catalogue (programmes, pricing, testimonials): its GraphQL (imported above) and service. */
export const catalogueModule = {
  name: 'catalogue',
  services: { catalogue: (c) => new CatalogueService(new CatalogueRepo(c.db)) },
} satisfies ModuleManifest;
