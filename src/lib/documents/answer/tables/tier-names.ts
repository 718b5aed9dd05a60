/**
 * The names loyalty programmes, memberships and plans give their ranks, lowest first: a
 * `segment` or `status` column holding Bronze, Silver and Gold is the member's tier.
 */
const TIER_NAMES = new Set([
  'basic',
  'standard',
  'bronze',
  'silver',
  'gold',
  'platinum',
  'diamond',
  'elite',
  'premium',
  'vip',
]);
/** Metal ranks: at least two of them make a column of tiers whatever else it holds. */
const METALS = new Set(['bronze', 'silver', 'gold', 'platinum', 'diamond']);

/**
 * Whether a column's values are the tiers of a programme: every value a tier name and at least
 * two metals among them (Bronze, Silver, Gold), so a Subscription Type of Basic, Standard and
 * Premium, a plan more than a rank, is not taken for one.
 */
export function holdsTierNames(values: readonly string[]): boolean {
  const names = values.map((value) => value.trim().toLowerCase());
  return (
    names.length > 1 &&
    names.every((name) => TIER_NAMES.has(name)) &&
    names.filter((name) => METALS.has(name)).length >= 2
  );
}
