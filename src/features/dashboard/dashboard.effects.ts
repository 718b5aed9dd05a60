import type { AppEffects } from '@machines/app/provide-effects';
import { findAgent } from '@domain/agents';
import { TRIAL_MONTHS } from '@domain/pricing';
import { notifyInfo, notifySuccess } from '@/components/notify';

/** The dashboard's effects: its toasts. */
export const dashboardEffects = {
  actions: {
    announceComingSoon: () =>
      notifyInfo('Coming Soon!', 'This agent is launching soon. Stay tuned for updates!'),
    announceTrialStarted: (_, { agentId }) =>
      notifySuccess(
        'Trial Started!',
        `Your ${TRIAL_MONTHS}-month free trial has begun. Enjoy exploring the ${findAgent(agentId).pricingName}!`,
      ),
  },
} satisfies AppEffects['dashboard'];
