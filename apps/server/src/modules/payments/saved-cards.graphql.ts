import { builder } from '../../graphql-core/builder';
import { checkRole } from '../../graphql-core/roles';
import { limitRate } from '../rate-limits/guard';
import type { CardSaverOf } from './card-consent';
import type { SavedCardView } from './saved-cards.service';

// Saved cards on the account page (issue 35 "saved cards (remove)", issue 36; decision 0045). The type is built on
// SavedCardView, which has no token field: nothing here can answer one.

const SavedCardRef = builder.objectRef<SavedCardView>('SavedCard').implement({
  description: 'A card its holder saved for renewals: what identifies it to them, never the provider token',
  fields: (t) => ({
    id: t.exposeID('id'),
    brand: t.exposeString('brand', { description: 'VISA, MASTERCARD, VERVE …, as the provider named it' }),
    last4: t.exposeString('last4', { description: 'The last four digits of the card number' }),
    expiryMonth: t.exposeInt('expiryMonth', { description: '1 to 12' }),
    expiryYear: t.exposeInt('expiryYear', { description: 'Four digits' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was saved', resolve: (card) => card.createdAt }),
    usableUntil: t.field({
      type: 'DateTime',
      description:
        "The last moment renewals charge it: the provider's token lasts one year; paying with the card again (saving it) gives a new one",
      resolve: (card) => card.usableUntil,
    }),
  }),
});

/** The signed-in account asking, read only when a checkout asks to save its card (card-consent.ts). */
export const cardSaverOf =
  (ctx: {
    viewer(): Promise<{ role: 'visitor' } | { role: string; userId: string; email: string; emailVerified: boolean }>;
  }): CardSaverOf =>
  async () => {
    const viewer = await ctx.viewer();
    return 'userId' in viewer
      ? { userId: viewer.userId, email: viewer.email, emailVerified: viewer.emailVerified }
      : null;
  };

/** startPayment's "Save this card for renewals" (decision 0045). */
export const saveCardArg = builder.args((t) => ({
  saveCard: t.boolean({
    description:
      "The payer asks to keep the card for renewals (unticked by default): only for a signed-in account whose confirmed e-mail is the booking's; the card is kept once the payment is verified",
  }),
}));

builder.queryField('mySavedCards', (t) =>
  t.field({
    type: [SavedCardRef],
    description: "The signed-in account's saved cards that can still be charged, newest first",
    resolve: async (_root, _args, ctx) => {
      const viewer = checkRole(await ctx.viewer(), 'user');
      return ctx.services.payments.savedCards.ofOwner(viewer.userId);
    },
  }),
);

builder.mutationField('removeSavedCard', (t) =>
  t.field({
    type: 'Boolean',
    description:
      "Removes one of the signed-in account's saved cards: it is never charged again and its token is forgotten at once. Someone else's card answers NOT_FOUND, as a missing one does",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const viewer = checkRole(await ctx.viewer(), 'user');
      await limitRate(ctx, 'removeSavedCard');
      await ctx.services.payments.savedCards.remove(viewer.userId, { id: String(id) });
      return true;
    },
  }),
);
