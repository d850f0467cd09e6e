import type { AppEventBus } from '../events';

/** The part of the app's bus that publishing needs. */
export type AccessBus = Pick<AppEventBus, 'pubsub'>;

/**
 * Tells every open subscription of `userId` that its access may have changed. Called after the change is stored
 * (a session row deleted, a mentor status saved), so the subscription's re-check reads the new state.
 */
export function publishAccessChanged(bus: AccessBus, userId: string | null | undefined): void {
  if (userId) bus.pubsub.publish('accounts:access-changed', userId, true);
}
