import './webinar.graphql';
import type { ModuleManifest } from '../module-manifest';
import { WebinarChangeLinks } from './webinar-change-links';
import { WebinarRetentionRepo } from './webinar-retention.repo';
import { WebinarRepo } from './webinar.repo';
import { WebinarService } from './webinar.service';
import { WebinarPersonalData } from './webinar-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    webinar: WebinarService;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    webinar: WebinarPersonalData;
  }
}

/** Webinars: registration, change links, reminders' source and GraphQL (imported above). */
export const webinarModule = {
  name: 'webinar',
  services: {
    webinar: (c) =>
      new WebinarService({
        repo: new WebinarRepo(c.db),
        mail: c.use('mail'),
        newsletter: c.use('content'),
        site: c.config.site,
        webinar: c.config.webinar,
        log: c.log,
        changeLinks: new WebinarChangeLinks(c.config.publicUrl, c.authSecret),
        notifications: c.use('notifications'),
      }),
  },
  retention: { webinar: (db) => new WebinarRetentionRepo(db) },
  personalData: { webinar: (c) => new WebinarPersonalData(c.db) },
} satisfies ModuleManifest;
