/** What the membership panel says after each change (issue 36); the refusals are the server's own words. */
export const membershipSaid = {
  PAUSED: 'Your membership is paused. Your renewal date moved by the days paused.',
  RESUMED: 'Your membership is running again. Your renewal date moved back by the days not used.',
  CANCELLED: 'Your membership is cancelled. It runs to the end of the paid cycle, and nothing more is charged.',
  CANCELLED_REFUNDED:
    'Your membership is cancelled, and the cycle you had paid but not used is refunded in full: we e-mail you when the refund is made. Nothing more is charged.',
  AUTO_RENEW_OFF: 'Auto-renew is off. Your membership ends with the paid cycle, and nothing more is charged.',
  AUTO_RENEW_ON: 'Auto-renew is on. Your membership renews at the end of each cycle.',
  TIMES_SAVED: 'Your weekly times are saved. Each cycle’s sessions are booked at them when it is paid.',
  planChanged: (label: string) => `From your next cycle your plan is: ${label}.`,
} as const;

/** What cancelling means, said before the learner confirms it. */
export const cancelMeaning = (lastDay: string) =>
  `Your membership runs to the end of the paid cycle, ${lastDay}, and nothing more is charged. The sessions of the paid cycle stay yours.`;
