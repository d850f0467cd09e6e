import './chat.graphql';
import './chat.topics';
import type { BuildContext, ModuleManifest } from '../module-manifest';
import { ChatOfflineMail, OFFLINE_MAIL_CHECK_MS } from './chat-offline-mail';
import { ChatRetentionRepo } from './chat-retention.repo';
import { ChatRepo } from './chat.repo';
import { ChatService } from './chat.service';
import { ChatPersonalData } from './chat-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    chat: ChatService;
    chatOfflineMail: ChatOfflineMail;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    chat: ChatPersonalData;
  }
}

const repo = (c: BuildContext) => c.once(ChatRepo, () => new ChatRepo(c.db));

/** Chat: its GraphQL (imported above) and the mail to mentors about messages they have not read. */
export const chatModule = {
  name: 'chat',
  services: {
    chat: (c) =>
      new ChatService({ repo: repo(c), mentors: c.use('mentors'), limiter: c.use('rateLimits'), bus: c.bus }),
    chatOfflineMail: (c) =>
      new ChatOfflineMail({ repo: repo(c), mail: c.use('mail'), log: c.log, notifications: c.use('notifications') }),
  },
  retention: { chat: (db) => new ChatRetentionRepo(db) },
  jobs: ({ chatOfflineMail }) => [
    { name: 'chat.offline-mail', everyMs: OFFLINE_MAIL_CHECK_MS, run: () => chatOfflineMail.run() },
  ],
  personalData: { chat: (c) => new ChatPersonalData(c.db) },
} satisfies ModuleManifest;
