import {
  canSee,
  CLASSIFICATION_LEVELS,
  type Classification,
  type Clearance,
} from '@domain/classification';
import type { ChosenDocuments, DocumentUser } from './types';

/**
 * The clearance a user searches with. A user without one (an account created before
 * clearances existed) gets the lowest level: access is never granted by a missing field.
 */
export function clearanceOf(user: DocumentUser): Clearance {
  return user.clearance ?? 'Public';
}

/**
 * The library a user belongs to: their company's, or, with no company on the account, a
 * private one of their own, so nothing is shared by accident.
 */
export function scopeOf(user: DocumentUser): string {
  return user.companyId ? `company:${user.companyId}` : `user:${user.id}`;
}

/** The rule every read goes through: same company, level at or below the user's clearance. */
export function mayAccess(
  user: DocumentUser,
  document: { scope: string; classification: Classification },
): boolean {
  return document.scope === scopeOf(user) && canSee(clearanceOf(user), document.classification);
}

/** The levels a user's searches cover, lowest first. */
export function levelsVisibleTo(user: DocumentUser): Classification[] {
  return CLASSIFICATION_LEVELS.filter((level) => canSee(clearanceOf(user), level));
}

/** Uploading is allowed up to one's own clearance. */
export function mayUploadAt(user: DocumentUser, classification: Classification): boolean {
  return canSee(clearanceOf(user), classification);
}

export interface UploadLevelOption {
  level: Classification;
  disabled: boolean;
  /** Why a level is disabled, for the select's description or tooltip. */
  reason?: string;
}

/** The upload dialog's levels, lowest first, with those above the user's clearance disabled. */
export function uploadLevels(user: DocumentUser): UploadLevelOption[] {
  const clearance = clearanceOf(user);
  return CLASSIFICATION_LEVELS.map((level) =>
    mayUploadAt(user, level)
      ? { level, disabled: false }
      : { level, disabled: true, reason: `Above your clearance (${clearance})` },
  );
}

/**
 * The documents a question is asked of, among those the asker may search: the chosen ones.
 * The choice narrows what clearance already allows and never widens it: an id outside
 * `searchable` (above the clearance, removed, unreadable) is ignored, and a choice left with
 * none of them is no narrowing at all.
 */
export function chosenAmong<T extends { id: string }>(
  searchable: readonly T[],
  chosen: ChosenDocuments,
): readonly T[] {
  if (!chosen) return searchable;
  const named = new Set(chosen);
  const picked = searchable.filter((document) => named.has(document.id));
  return picked.length > 0 ? picked : searchable;
}
