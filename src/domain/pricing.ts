import { AGENT_IDS } from './agents';

/** The one source for every price and limit the pricing page shows or computes with. */
export const PRO_PRICE_PER_AGENT = 349;
/**
 * Users included free of charge. The spec's prose says "the first 100 users are free per agent",
 * but its worked examples (4 agents with 150 users = $1,446 = 4 × 349 + 50 × 1) count the 100
 * free users once per account, not once per agent. We follow the examples and the issue's
 * formula: agents × 349 + max(0, users − 100) × 1.
 */
export const FREE_USERS = 100;
export const PRICE_PER_EXTRA_USER = 1;

/** Free trials last three calendar months from the moment they start. */
export const TRIAL_MONTHS = 3;
export const TRIAL_MAX_USERS = 100;

export const MIN_AGENTS = 1;
export const MAX_AGENTS = AGENT_IDS.length;
export const MIN_USERS = 1;
/** A practical ceiling for the calculator's slider; typing allows up to MAX_USERS. */
export const SLIDER_MAX_USERS = 1000;
export const MAX_USERS = 1_000_000;

export interface PriceBreakdown {
  agents: number;
  users: number;
  agentsCost: number;
  extraUsers: number;
  extraUsersCost: number;
  total: number;
}

/** The monthly Pro price for whole, in-range counts (callers clamp first). */
export function monthlyPrice(agents: number, users: number): PriceBreakdown {
  const agentsCost = agents * PRO_PRICE_PER_AGENT;
  const extraUsers = Math.max(0, users - FREE_USERS);
  const extraUsersCost = extraUsers * PRICE_PER_EXTRA_USER;
  return {
    agents,
    users,
    agentsCost,
    extraUsers,
    extraUsersCost,
    total: agentsCost + extraUsersCost,
  };
}

/**
 * Turns whatever the user typed or slid into a whole count within [min, max]: numbers round,
 * numeric strings parse, and anything else (empty, NaN, text) becomes the minimum.
 */
export function clampCount(value: unknown, min: number, max: number): number {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(parsed)) return Number.isNaN(parsed) ? min : parsed > 0 ? max : min;
  return Math.min(max, Math.max(min, Math.round(parsed)));
}

export const clampAgents = (value: unknown) => clampCount(value, MIN_AGENTS, MAX_AGENTS);
export const clampUsers = (value: unknown) => clampCount(value, MIN_USERS, MAX_USERS);

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole dollars as the pricing sheet writes them: $1,446. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** The spec's worked examples, offered as one-click presets. */
export const PRICING_EXAMPLES = [
  { agents: 2, users: 50 },
  { agents: 4, users: 150 },
  { agents: 6, users: 500 },
] as const;
