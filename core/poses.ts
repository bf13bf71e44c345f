// Pose limits on products that take several photos (B §5 package completeness, C §9).
import { type Money, multiply } from './money'

/** A chosen photo: the image and, when the crop names one, its pose. */
export type PosedPhoto = { imageId: string; poseId?: string | null }

export type PoseLimited = { poseLimit?: number | null; additionalPoseCost?: Money | null }

export type PhotoChoice = { selectable: boolean; additionalCost: Money }

/** B §3 image crop, C §3: a pose id, or null when there is none; plic_primary (the default marker) counts as none. */
export function normalisePose(poseId: string | number | null | undefined): string | null {
  return poseId === null || poseId === undefined || poseId === '' || poseId === 'plic_primary' ? null : String(poseId)
}

/** Photos of one pose (crops, knockouts) count once; a photo without a pose is its own pose. */
export function poseKey(photo: PosedPhoto): string {
  const pose = normalisePose(photo.poseId)
  return pose === null ? `image:${photo.imageId}` : `pose:${pose}`
}

/** B §5: the distinct poses among the chosen photos, deduplicated by id, in first-chosen order. */
export function distinctPoses(photos: readonly PosedPhoto[]): string[] {
  return [...new Set(photos.map(poseKey))]
}

// Interpretation: a poseLimit of null, undefined or 0 means no limit.
function limitOf(product: PoseLimited): number | null {
  const limit = product.poseLimit
  return limit !== null && limit !== undefined && limit > 0 ? limit : null
}

/** B §5: the chosen distinct poses reached poseLimit (the pose-limit warning shows). */
export function isAtPoseLimit(product: PoseLimited, chosen: readonly PosedPhoto[]): boolean {
  const limit = limitOf(product)
  return limit !== null && distinctPoses(chosen).length >= limit
}

/**
 * B §5: whether a photo can be picked next. Under the limit, or for a pose already chosen, it is free to pick. At the
 * limit without additionalPoseCost only already chosen poses are selectable; with one, a new pose is selectable and
 * shows that cost.
 */
export function photoChoice(product: PoseLimited, chosen: readonly PosedPhoto[], candidate: PosedPhoto): PhotoChoice {
  if (!isAtPoseLimit(product, chosen) || distinctPoses(chosen).includes(poseKey(candidate))) {
    return { selectable: true, additionalCost: 0 }
  }
  const cost = product.additionalPoseCost ?? 0
  return cost > 0 ? { selectable: true, additionalCost: cost } : { selectable: false, additionalCost: 0 }
}

/** C §3 additionalPoses: distinct poses above poseLimit. */
export function extraPoses(product: PoseLimited, chosen: readonly PosedPhoto[]): number {
  const limit = limitOf(product)
  return limit === null ? 0 : Math.max(0, distinctPoses(chosen).length - limit)
}

/** B §5, C §9: extra poses times additionalPoseCost; 0 at or under the limit. */
export function extraPoseCost(product: PoseLimited, chosen: readonly PosedPhoto[]): Money {
  return multiply(product.additionalPoseCost ?? 0, extraPoses(product, chosen))
}
