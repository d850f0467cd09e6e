import type { MailService } from '../mail/mail.service';
import type { ModuleManifest } from '../module-manifest';
import type { RateLimitService } from '../rate-limits/rate-limits.service';
import { OneTimeCodesRepo } from './one-time-codes.repo';
import { OneTimeCodesService } from './one-time-codes.service';
import { OneTimeCodesPersonalData } from './one-time-codes-personal-data.repo';

declare module '../module-manifest' {
  interface ModuleParts {
    /** What every service that mails a one-time code shares: the codes, the mail and the per-e-mail limits. */
    codeDeps: { codes: OneTimeCodesService; mail: MailService; limiter: RateLimitService };
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    oneTimeCodes: OneTimeCodesPersonalData;
  }
}

/** One-time codes: mailed codes that confirm an e-mail, for the services that ask for one. */
export const oneTimeCodesModule = {
  name: 'one-time-codes',
  parts: {
    codeDeps: (c) => ({
      codes: new OneTimeCodesService(new OneTimeCodesRepo(c.db)),
      mail: c.use('mail'),
      limiter: c.use('rateLimits'),
    }),
  },
  retention: { oneTimeCodes: (db) => new OneTimeCodesRepo(db) },
  personalData: { oneTimeCodes: () => new OneTimeCodesPersonalData() },
} satisfies ModuleManifest;
