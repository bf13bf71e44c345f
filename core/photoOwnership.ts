// Issue 11 point 2: an order item, an image option, a favourite or a yearbook selection takes only photos its shopper
// may see: the subject's own, or a shared photo of the session. The server looks up where each named photo lives;
// these rules turn that into the refusal (DESIGN decision 12: every problem at once, keyed by its request path).
import type { ChildInputLike, NodeInputLike } from './orderItem'

/** A photo a request names: the path of its image in the request, the image, and the crop sent with it. */
export type NamedPhoto = { path: string; imageId: string; cropId: string | null; cropPath: string }

/** Where a named photo lives, as the database answers it. */
export type PhotoPlace = {
  /** The image exists. */
  found: boolean
  /** It is the subject's own photo or a shared photo of the session (and of the same session). */
  allowed: boolean
  /** No crop was named, or the crop is one of this image's. */
  cropMatches: boolean
}

export const PHOTO_PROBLEMS = {
  unknown: 'No such photo',
  notAllowed: "Not a photo of this student, nor a shared photo of this student's session",
  cropNotOfPhoto: 'Not a crop of this photo',
} as const

export type PhotoVerdict =
  | { ok: true }
  | { ok: false; status: 403; code: 'photo_not_allowed'; fields: Record<string, string> }
  | { ok: false; status: 400; code: 'invalid_photo'; fields: Record<string, string> }

/** The key a place is looked up by: one per image and crop pair. */
export const placeKey = (imageId: string, cropId: string | null) => `${imageId}/${cropId ?? ''}`

const nodePhotos = (nodes: readonly NodeInputLike[] | undefined, path: string): NamedPhoto[] =>
  (nodes ?? []).map((n, i) => ({
    path: `${path}.nodes.${i}.image`,
    imageId: n.image,
    cropId: n.imageCrop ?? null,
    cropPath: `${path}.nodes.${i}.imageCrop`,
  }))

/** Every photo an order item names: on its nodes and on the nodes of its chosen products (build-your-own). */
export const itemPhotos = (
  input: { readonly nodes?: readonly NodeInputLike[]; readonly orderItems?: readonly ChildInputLike[] },
  path = 'orderItem',
): NamedPhoto[] => [
  ...nodePhotos(input.nodes, path),
  ...(input.orderItems ?? []).flatMap((c, i) => nodePhotos(c.nodes, `${path}.orderItems.${i}`)),
]

/**
 * The refusal for the named photos, if any: another child's photo or a photo of another session is 403
 * `photo_not_allowed`; an image that does not exist or a crop that is not its image's is 400 `invalid_photo`. Every
 * problem is listed; one photo the shopper may not see makes the whole answer a 403.
 */
export const photoVerdict = (named: readonly NamedPhoto[], places: ReadonlyMap<string, PhotoPlace>): PhotoVerdict => {
  const fields: Record<string, string> = {}
  let forbidden = false
  for (const photo of named) {
    const place = places.get(placeKey(photo.imageId, photo.cropId))
    if (!place?.found) fields[photo.path] = PHOTO_PROBLEMS.unknown
    else if (!place.allowed) {
      fields[photo.path] = PHOTO_PROBLEMS.notAllowed
      forbidden = true
    } else if (!place.cropMatches) fields[photo.cropPath] = PHOTO_PROBLEMS.cropNotOfPhoto
  }
  if (Object.keys(fields).length === 0) return { ok: true }
  return forbidden
    ? { ok: false, status: 403, code: 'photo_not_allowed', fields }
    : { ok: false, status: 400, code: 'invalid_photo', fields }
}
