import { useId } from 'react'
import type { ProductOption } from '../../core/schemas/productSet'

type Props = {
  options: readonly ProductOption[]
  chosen: readonly string[]
  formatPrice: (amount: number) => string
  onChoose: (optionId: string) => void
  /** The accessible name of the group of tiles. */
  label: string
  columns?: string
}

/** The picture of an option: its swatch, else its backdrop. */
export const optionPicture = (o: ProductOption) => o.assets?.smallUrl ?? o.backgroundAsset ?? null

/**
 * B §2 image-option chooser: options shown as images with their label and a retail amount badge when above 0. Radio
 * semantics, so the arrow keys move between tiles.
 */
export const OptionTiles = ({ options, chosen, formatPrice, onChoose, label, columns }: Props) => {
  const name = useId()
  return (
    <div role="radiogroup" aria-label={label} className={`grid gap-2 ${columns ?? 'grid-cols-3 sm:grid-cols-4'}`}>
      {options.map((o) => {
        const picture = optionPicture(o)
        return (
          <label
            key={o.id}
            className="relative cursor-pointer rounded-lg border-2 border-transparent p-1 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={chosen.includes(o.id)}
              onChange={() => onChoose(o.id)}
            />
            {picture ? (
              <img src={picture} alt="" className="aspect-square w-full rounded object-cover" />
            ) : (
              <span className="block aspect-square w-full rounded bg-stone-200" />
            )}
            <span className="mt-1 block text-center text-xs leading-tight">{o.label}</span>
            {o.retailAmount > 0 && (
              <span className="absolute top-2 right-2 rounded bg-white/90 px-1 text-xs font-semibold text-stone-900 shadow-sm">
                +{formatPrice(o.retailAmount)}
              </span>
            )}
          </label>
        )
      })}
    </div>
  )
}
