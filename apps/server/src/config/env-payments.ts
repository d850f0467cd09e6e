import { z } from 'zod';
import { flag, optionalString } from './env-parts';

/** Card payments through Flutterwave, or the built-in sandbox without its key; part of env.ts's schema. */
export const paymentEnvShape = {
  FLW_PUBLIC_KEY: optionalString,
  FLW_SECRET_KEY: optionalString,
  FLW_SECRET_HASH: optionalString,
  FLW_BASE_URL: z.url({ error: 'must be a URL' }).default('https://api.flutterwave.com/v3'),
  // How long one call to Flutterwave may take before it counts as no answer (the payment then stays pending and
  // the re-verify job asks again). Flutterwave itself gives up after about 28 s.
  FLW_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be between 100 and 60000')
    .max(60_000, 'must be between 100 and 60000')
    .default(30_000),
  // Without FLW_SECRET_KEY card payments go through the built-in sandbox, whose checkout page marks a booking paid
  // with no money taken. Production refuses to start that way unless this is set on purpose (a demo or staging
  // site), and then every page says that payments are tests (issue 26).
  PAYMENTS_SANDBOX: flag.default(false),
};

interface PaymentEnv {
  NODE_ENV: string;
  FLW_SECRET_KEY?: string;
  PAYMENTS_SANDBOX: boolean;
}

/** The sandbox in production only when asked for by name: anyone with a checkout link could mark a booking paid. */
export function paymentIssues(env: PaymentEnv): { path: string[]; message: string }[] {
  if (env.NODE_ENV !== 'production' || env.FLW_SECRET_KEY || env.PAYMENTS_SANDBOX) return [];
  return [
    {
      path: ['FLW_SECRET_KEY'],
      message:
        'must be set in production: without it payments use the built-in sandbox, where no money is taken. ' +
        'Set the Flutterwave keys, or PAYMENTS_SANDBOX=1 to run a test site on purpose',
    },
  ];
}

/** Whether production takes test payments (the sandbox, allowed by PAYMENTS_SANDBOX): every page then says so. */
export const testPaymentsLive = (env: PaymentEnv): boolean => env.NODE_ENV === 'production' && !env.FLW_SECRET_KEY;
