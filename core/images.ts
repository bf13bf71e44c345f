// Photo crops and variants (B §3 image crop, B §4 crop, B §5 other, C §3 image-crop preference constants).
import { normalisePose } from './poses'
export type Rotation = 0 | 90 | 180 | 270

const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270]

/** One click of the rotate button: 0 → 90 → 180 → 270 → 0. A value outside the cycle counts as 0. */
export function nextRotation(rotation: number): Rotation {
  const index = ROTATIONS.indexOf(rotation as Rotation)
  return ROTATIONS[(Math.max(0, index) + 1) % ROTATIONS.length] as Rotation
}

/** clientSession.cartImageTypePreference values. */
export const CROP_PREFERENCES = {
  originalCropOnly: 'original_crop_only',
  restrictByCrop: 'restrict_by_crop',
  restrictByPose: 'restrict_by_pose',
  knockoutWithOriginalFallback: 'knockout_with_original_fallback',
  knockoutOnly: 'knockout_only',
  originalOnly: 'original_only',
} as const

export type CropPreference = (typeof CROP_PREFERENCES)[keyof typeof CROP_PREFERENCES]
/** Which crops the cart offers and keeps apart: every crop, one per pose, or only original crops. */
export type CartImageMode = 'crop' | 'pose' | 'original'
/** Which variant of a photo is shown and ordered. */
export type ImageTypePreference = 'knockout' | 'original' | 'either'

const MODES: Readonly<Record<CropPreference, readonly [CartImageMode, ImageTypePreference]>> = {
  original_crop_only: ['original', 'original'],
  restrict_by_crop: ['crop', 'either'],
  restrict_by_pose: ['pose', 'either'],
  knockout_with_original_fallback: ['crop', 'either'],
  knockout_only: ['crop', 'knockout'],
  original_only: ['crop', 'original'],
}

/** The cart image mode and type preference of a session's preference; unset or unknown means by crop, either type. */
export function imagePreference(preference: string | null | undefined): {
  readonly mode: CartImageMode
  readonly type: ImageTypePreference
} {
  const [mode, type] = MODES[preference as CropPreference] ?? ['crop', 'either']
  return { mode, type }
}

export interface Crop {
  readonly id: string | number
  readonly poseId?: string | number | null
  /** 'original', or another crop type. */
  readonly type?: string | null
}

/** The crop's pose; plic_primary is the photographer's default pose marker, not a pose. */
export function poseOf(crop: Crop): string | null {
  return normalisePose(crop.poseId)
}

/** Crops offered under a mode: all; the first crop of each pose (crops without a pose stay apart); original only. */
export function cropsForMode<C extends Crop>(crops: readonly C[], mode: CartImageMode): C[] {
  if (mode === 'original') return crops.filter((crop) => crop.type === 'original')
  if (mode === 'crop') return [...crops]
  const seen = new Set<string>()
  return crops.filter((crop) => {
    const pose = poseOf(crop)
    if (pose === null) return true
    if (seen.has(pose)) return false
    seen.add(pose)
    return true
  })
}

export interface Renditions {
  readonly smallUrl: string
  readonly mediumUrl: string
  readonly largeUrl: string
}

export interface VariantImage extends Renditions {
  /** The knockout (transparent) renditions, when the photo has them. */
  readonly knockout?: Renditions | null
}

/**
 * The renditions to show: knockout only gives the knockout or nothing (the photo is not usable); original only the
 * original; either prefers the knockout and falls back to the original.
 */
export function variantFor(image: VariantImage, type: ImageTypePreference): Renditions | null {
  if (type === 'original') return image
  return image.knockout ?? (type === 'either' ? image : null)
}

/** Cropping is offered only for photos that are not shared and only where cropping is available (B §5). */
export function croppingOffered(image: { readonly isShared?: boolean | null }, croppingAvailable: boolean): boolean {
  return croppingAvailable && image.isShared !== true
}
