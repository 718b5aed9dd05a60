import {
  FREE_USERS,
  MAX_AGENTS,
  MAX_USERS,
  PRICING_EXAMPLES,
  PRO_PRICE_PER_AGENT,
  clampAgents,
  clampUsers,
  formatUsd,
  monthlyPrice,
} from './pricing';

describe('monthlyPrice', () => {
  it.each([
    [2, 50, 698],
    [4, 150, 1446],
    [6, 500, 2494],
  ])('%i agents with %i users cost $%i a month (the spec examples)', (agents, users, total) => {
    expect(monthlyPrice(agents, users).total).toBe(total);
  });

  it('keeps the first 100 users free, counted once for the account', () => {
    expect(monthlyPrice(3, FREE_USERS)).toMatchObject({ extraUsers: 0, total: 3 * 349 });
    expect(monthlyPrice(3, FREE_USERS + 1)).toMatchObject({ extraUsers: 1, total: 3 * 349 + 1 });
  });

  it('breaks the total into agents and extra users', () => {
    expect(monthlyPrice(4, 150)).toEqual({
      agents: 4,
      users: 150,
      agentsCost: 4 * PRO_PRICE_PER_AGENT,
      extraUsers: 50,
      extraUsersCost: 50,
      total: 1446,
    });
  });

  it('prices every preset from the same rule', () => {
    expect(PRICING_EXAMPLES.map((e) => monthlyPrice(e.agents, e.users).total)).toEqual([
      698, 1446, 2494,
    ]);
  });
});

describe('clampAgents / clampUsers', () => {
  it('keeps valid whole counts', () => {
    expect(clampAgents(3)).toBe(3);
    expect(clampUsers(250)).toBe(250);
  });

  it('parses numeric text and rounds fractions', () => {
    expect(clampAgents('4')).toBe(4);
    expect(clampUsers(' 150 ')).toBe(150);
    expect(clampUsers(99.6)).toBe(100);
  });

  it('clamps out-of-range counts', () => {
    expect(clampAgents(7)).toBe(MAX_AGENTS);
    expect(clampAgents(0)).toBe(1);
    expect(clampAgents(-3)).toBe(1);
    expect(clampUsers(-10)).toBe(1);
    expect(clampUsers(Number.POSITIVE_INFINITY)).toBe(MAX_USERS);
    expect(clampUsers(5e9)).toBe(MAX_USERS);
  });

  it('turns empty or non-numeric input into the minimum, never NaN', () => {
    for (const bad of ['', '   ', 'abc', Number.NaN, null, undefined, {}]) {
      expect(clampAgents(bad)).toBe(1);
      expect(clampUsers(bad)).toBe(1);
      expect(Number.isNaN(monthlyPrice(clampAgents(bad), clampUsers(bad)).total)).toBe(false);
    }
  });
});

describe('formatUsd', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatUsd(698)).toBe('$698');
    expect(formatUsd(1446)).toBe('$1,446');
    expect(formatUsd(2494)).toBe('$2,494');
  });
});
