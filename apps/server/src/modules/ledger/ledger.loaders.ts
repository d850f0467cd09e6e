import DataLoader from 'dataloader';
import type { LoaderFactories } from '../module-manifest';
import type { LedgerService } from './ledger.service';

declare module '../../graphql-core/context' {
  interface RequestLoaders {
    /**
     * A mentor's account balance in whole naira (the spec's `accountBalance`): what the ledger says they may be paid
     * now, summed from its entries (decision 0033), never a stored figure; every mentor of a response in one query.
     * Only for the owner's or an admin's fields.
     */
    mentorAccountBalance: DataLoader<string, number>;
  }
}

export const ledgerLoaders = {
  mentorAccountBalance: ({ ledger }: { ledger: { service: Pick<LedgerService, 'availableKobo'> } }) =>
    new DataLoader(async (ids: readonly string[]) =>
      (await ledger.service.availableKobo(ids)).map((kobo) => Math.floor(kobo / 100)),
    ),
} satisfies LoaderFactories;
