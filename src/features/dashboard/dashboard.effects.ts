import { fromPromise } from 'xstate';
import type { AppEffects } from '@machines/app/provide-effects';
import { signedInUser } from '@machines/effects';
import { findAgent } from '@domain/agents';
import { TRIAL_MONTHS } from '@domain/pricing';
import type { TrialRecord } from '@domain/trial';
import { notifyInfo, notifySuccess } from '@/components/notify';
import { readTrials, saveTrials } from '@/lib/trial-storage';

/** The dashboard's effects: the signed-in account's trials kept in this browser, and its toasts. */
export const dashboardEffects = {
  actors: {
    loadTrials: fromPromise<TrialRecord[]>(async ({ system }) => {
      const user = signedInUser(system);
      return user ? readTrials(user.id) : [];
    }),
  },
  actions: {
    saveTrials: ({ system }, { trials }) => {
      const user = signedInUser(system);
      if (user) saveTrials(user.id, trials);
    },
    announceComingSoon: () =>
      notifyInfo('Coming Soon!', 'This agent is launching soon. Stay tuned for updates!'),
    announceTrialStarted: (_, { agentId }) =>
      notifySuccess(
        'Trial Started!',
        `Your ${TRIAL_MONTHS}-month free trial has begun. Enjoy exploring the ${findAgent(agentId).pricingName}!`,
      ),
  },
} satisfies AppEffects['dashboard'];
