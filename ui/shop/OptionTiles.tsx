import { useId } from 'react'
import type { OptionTile } from '../../machines/imageOptionsView'

type Props = {
  tiles: readonly OptionTile[]
  formatPrice: (amount: number) => string
  onChoose: (optionId: string) => void
  /** The accessible name of the group of tiles. */
  label: string
  columns?: string
  /**
   * Buttons instead of radios: a press chooses at once (the image-option chooser modal, which then closes), so the
   * arrow keys do not choose while moving.
   */
  pick?: boolean
}

/**
 * B §2 image-option chooser: options shown as images with their label and a retail amount badge when above 0 (the
 * tile's amount). Radio semantics, so the arrow keys move between tiles; or buttons (`pick`).
 */
export const OptionTiles = (props: Props) => {
  const { tiles, formatPrice, onChoose, label, columns } = props
  const name = useId()
  const grid = `grid gap-2 ${columns ?? 'grid-cols-3 sm:grid-cols-4'}`
  const content = (tile: OptionTile) => (
    <>
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
    </>
  )
  if (props.pick)
    return (
      <ul aria-label={label} className={grid}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <button
              type="button"
              aria-pressed={tile.checked}
              onClick={() => onChoose(tile.id)}
              className="relative block w-full rounded-lg border-2 border-transparent p-1 hover:bg-stone-50 aria-pressed:border-brand aria-pressed:bg-brand-soft"
            >
              {content(tile)}
            </button>
          </li>
        ))}
      </ul>
    )
  return (
    <div role="radiogroup" aria-label={label} className={grid}>
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
          {content(tile)}
        </label>
      ))}
    </div>
  )
}
