import { useId } from 'react'
import { useOptionTiles } from '../../adapters/react/configureViews'
import type { ProductOption } from '../../core/schemas/productSet'
import type { OptionTile } from '../../machines/imageOptionsView'

type Props = (
  | { tiles: readonly OptionTile[] }
  /** Options and the chosen ids, turned into tiles here (the product panel's image group, until it passes tiles). */
  | { options: readonly ProductOption[]; chosen: readonly string[] }
) & {
  formatPrice: (amount: number) => string
  onChoose: (optionId: string) => void
  /** The accessible name of the group of tiles. */
  label: string
  columns?: string
}

const NONE: readonly never[] = []

/**
 * B §2 image-option chooser: options shown as images with their label and a retail amount badge when above 0 (the
 * tile's amount). Radio semantics, so the arrow keys move between tiles.
 */
export const OptionTiles = (props: Props) => {
  const { formatPrice, onChoose, label, columns } = props
  const name = useId()
  const derived = useOptionTiles('options' in props ? props.options : NONE, 'options' in props ? props.chosen : NONE)
  const tiles = 'tiles' in props ? props.tiles : derived
  return (
    <div role="radiogroup" aria-label={label} className={`grid gap-2 ${columns ?? 'grid-cols-3 sm:grid-cols-4'}`}>
      {tiles.map((tile) => (
        <label
          key={tile.id}
          className="relative cursor-pointer rounded-lg border-2 border-transparent p-1 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={tile.checked}
            onChange={() => onChoose(tile.id)}
          />
          {tile.picture ? (
            <img src={tile.picture} alt="" className="aspect-square w-full rounded object-cover" />
          ) : (
            <span className="block aspect-square w-full rounded bg-stone-200" />
          )}
          <span className="mt-1 block text-center text-xs leading-tight">{tile.label}</span>
          {tile.amount !== null && (
            <span className="absolute top-2 right-2 rounded bg-white/90 px-1 text-xs font-semibold text-stone-900 shadow-sm">
              +{formatPrice(tile.amount)}
            </span>
          )}
        </label>
      ))}
    </div>
  )
}
