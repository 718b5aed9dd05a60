/** The four document classification levels, lowest first: one source for the select, badges and checks. */
export const CLASSIFICATION_LEVELS = ['Public', 'Classified', 'Confidential', 'Private'] as const;
export type Classification = (typeof CLASSIFICATION_LEVELS)[number];
/** A user's clearance uses the same scale: they may see documents at or below it. */
export type Clearance = Classification;

export const DEFAULT_CLASSIFICATION: Classification = 'Public';

export function classificationRank(level: Classification): number {
  return CLASSIFICATION_LEVELS.indexOf(level);
}

export function canSee(clearance: Clearance, level: Classification): boolean {
  return classificationRank(level) <= classificationRank(clearance);
}

export function isClassification(value: unknown): value is Classification {
  return typeof value === 'string' && (CLASSIFICATION_LEVELS as readonly string[]).includes(value);
}
