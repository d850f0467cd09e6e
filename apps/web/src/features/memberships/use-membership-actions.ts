import { useCallback } from 'react';
import { useMutation, type CombinedError } from 'urql';
import type { StandingTimeInput } from '@eazy2con/shared/validation/memberships';
import { apiErrorMessage } from '../../core/graphql/errors';
import {
  CancelMembershipMutation,
  ChangeMembershipPlanMutation,
  PauseMembershipMutation,
  PayNextCycleMutation,
  ResumeMembershipMutation,
  SetAutoRenewMutation,
  SetStandingTimesMutation,
} from './memberships.queries';

export type PaymentMethodKind = 'CARD' | 'TRANSFER';

/** Null when the change was made, else the sentence to show (the server's refusal, in its words). */
export type ActionError = string | null;

const outcome = (result: { data?: unknown; error?: CombinedError }): ActionError =>
  result.data && !result.error ? null : apiErrorMessage(result.error);

/** Where a membership is reached: its booking, and the page's token (null when signed in). */
export interface MembershipAccess {
  bookingId: string;
  token: string | null;
  /** Read the membership (and whatever else the page shows of the booking) again after a change. */
  changed: () => void;
}

/**
 * The learner's changes to a membership, each sent with the page's token. Every change answers the membership,
 * but the page reads it again (`changed`): a pause or new weekly times also move the booking's sessions.
 */
export function useMembershipActions({ bookingId, token, changed }: MembershipAccess) {
  const [, runTimes] = useMutation(SetStandingTimesMutation);
  const [, runPause] = useMutation(PauseMembershipMutation);
  const [, runResume] = useMutation(ResumeMembershipMutation);
  const [, runCancel] = useMutation(CancelMembershipMutation);
  const [, runAutoRenew] = useMutation(SetAutoRenewMutation);
  const [, runPlan] = useMutation(ChangeMembershipPlanMutation);
  const [, runPay] = useMutation(PayNextCycleMutation);

  const after = useCallback(
    (error: ActionError): ActionError => {
      if (error === null) changed();
      return error;
    },
    [changed],
  );
  const ref = { bookingId, token };

  return {
    setStandingTimes: async (times: StandingTimeInput[]) => after(outcome(await runTimes({ ...ref, times }))),
    pause: async (days: number) => after(outcome(await runPause({ ...ref, days }))),
    resume: async () => after(outcome(await runResume(ref))),
    /** Cancels; `refunded` when the server refunded a cycle paid and not used (the refund terms, per cycle). */
    cancel: async (reason: string | null): Promise<{ error: ActionError; refunded: boolean }> => {
      const result = await runCancel({ ...ref, reason });
      const cycles = result.data?.cancelMembership.cycles ?? [];
      return { error: after(outcome(result)), refunded: cycles.some((c) => c.status === 'CANCELLED' && c.paid) };
    },
    setAutoRenew: async (on: boolean) => after(outcome(await runAutoRenew({ ...ref, on }))),
    changePlan: async (planOption: string) => after(outcome(await runPlan({ ...ref, planOption }))),
    /** Where to go to pay the next cycle, or why it cannot be paid now. */
    payNextCycle: async (method: PaymentMethodKind): Promise<{ payLink: string } | { error: string }> => {
      const result = await runPay({ ...ref, method });
      const payLink = result.data?.payNextCycle.payLink;
      if (result.error || !payLink) return { error: apiErrorMessage(result.error) };
      return { payLink };
    },
  };
}
