import './mail.graphql';
import type { ModuleManifest } from '../module-manifest';
import { registerDevMailbox } from './dev-mailbox.routes';
import { MailRetentionRepo } from './mail-retention.repo';
import { MailRepo } from './mail.repo';
import { MailService } from './mail.service';
import { MailPersonalData } from './mail-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    mail: MailService;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    mail: MailPersonalData;
  }
}

/** Mail: the outbox and its sender, the dev mailbox (when on) and its GraphQL (imported above). */
export const mailModule = {
  name: 'mail',
  services: { mail: (c) => new MailService(new MailRepo(c.db), c.config, c.log) },
  retention: { mail: (db) => new MailRetentionRepo(db) },
  routes: (http, { services, config, viewerOf }) => {
    if (config.devMailbox) {
      registerDevMailbox(http, {
        mail: services.mail,
        isAdmin: async (req) => (await viewerOf(req)).role === 'admin',
      });
    }
  },
  personalData: { mail: (c) => new MailPersonalData(c.db) },
} satisfies ModuleManifest;
