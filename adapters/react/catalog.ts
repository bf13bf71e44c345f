import { useActor } from '@xstate/react'
import { useEffect } from 'react'
import { catalogMachine, catalogPosition } from '../../machines/catalog'
import { inspection } from '../inspect'

/** The catalog machine following the address: /catalog or /catalog/category/{slug} (B §2). */
export const useCatalog = (slugs: readonly string[], slug: string | null) => {
  const [snapshot, send] = useActor(catalogMachine, { ...inspection(), input: { slugs, slug } })
  useEffect(() => send({ type: 'category.select', slug }), [slug, send])
  return catalogPosition(snapshot)
}
