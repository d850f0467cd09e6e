import './chat.graphql';
import type { ModuleManifest } from '../module-manifest';
import { OFFLINE_MAIL_CHECK_MS, type ChatOfflineMail } from './chat-offline-mail';

/** Chat: its GraphQL (imported above) and the mail to mentors about messages they have not read. */
export const chatModule = {
  name: 'chat',
  jobs: ({ chatOfflineMail }: { chatOfflineMail: ChatOfflineMail }) => [
    { name: 'chat.offline-mail', everyMs: OFFLINE_MAIL_CHECK_MS, run: () => chatOfflineMail.run() },
  ],
} satisfies ModuleManifest;
