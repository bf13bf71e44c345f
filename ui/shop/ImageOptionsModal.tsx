import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useImageOptions } from '../../adapters/react/configure'
import { colourGroupOf, hasChosenImageOptions, previewTint } from '../../core/imageOptions'
import { chosenOptionIds } from '../../core/options'
import type { ProductOptionGroup } from '../../core/schemas/productSet'
import { dangerLink, Modal, primaryButton, secondaryButton } from '../components/Modal'
import { Spinner } from '../components/Spinner'
import { OptionGroupInput } from './OptionGroupInput'
import { OptionTiles, optionPicture } from './OptionTiles'

const TINTS = { grayscale: 'grayscale(1)', sepia: 'sepia(1)' } as const

const pictured = (group: ProductOptionGroup) => group.type === 'image' || group.type === 'background'

/**
 * B §2 image options modal: the photo large, its option groups (fetched for this photo), a footer checkbox to show
 * photo options after photo selection, and Done when at least one option is chosen, otherwise Skip. Groups of
 * pictures open the image-option chooser. Shown by the photo slot that asked (`origin`).
 */
export const ImageOptionsModal = ({ origin, formatPrice }: { origin: string; formatPrice: (n: number) => string }) => {
  const intl = useIntl()
  const [state, send] = useImageOptions()
  const { context } = state
  const [loaded, setLoaded] = useState<string | null>(null)
  if (context.origin !== origin || context.image === null || state.matches('closed')) return null
  const image = context.image
  const busy = !state.matches('open')
  const chosen = hasChosenImageOptions(context.draft)
  const colour = colourGroupOf(context.photoGroups)
  const colourIds = colour ? chosenOptionIds(context.draft[colour.id]).map(String) : []
  const tint = previewTint({
    image,
    colourOptionLabel: colour?.productOptions.find((o) => colourIds.includes(o.id))?.label ?? null,
    cached: loaded === image.id,
  })
  const choosing = context.photoGroups.find((g) => g.id === context.choosing) ?? null
  const savedGroups = new Set(context.saved.filter((o) => o.image === image.id).map((o) => o.productOptionGroup.id))
  return (
    <>
      <Modal
        open
        onClose={busy ? null : () => send({ type: 'imageOptions.close' })}
        title={intl.formatMessage({ id: 'imageOptions.title' })}
        size="lg"
        footer={
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex min-h-11 items-center gap-2 text-sm text-stone-700">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={context.showAfterSelection}
                onChange={(e) => send({ type: 'imageOptions.showAfterSelection', on: e.target.checked })}
              />
              <FormattedMessage id="imageOptions.show_after_selection" />
            </label>
            <div className="flex items-center gap-3">
              {busy && <Spinner label={false} />}
              <button
                type="button"
                className={chosen ? primaryButton : secondaryButton}
                disabled={busy}
                onClick={() => send({ type: chosen ? 'imageOptions.done' : 'imageOptions.skip' })}
              >
                <FormattedMessage id={chosen ? 'imageOptions.done' : 'imageOptions.skip'} />
              </button>
            </div>
          </div>
        }
      >
        <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <figure>
            <img
              src={image.largeUrl}
              alt={image.label}
              onLoad={() => setLoaded(image.id)}
              className="mx-auto max-h-[38dvh] w-full rounded-lg bg-stone-100 object-contain md:max-h-[60dvh]"
              style={tint ? { filter: TINTS[tint] } : undefined}
              data-testid="image-options-photo"
            />
            <figcaption className="mt-1 text-center text-sm text-stone-600">{image.label}</figcaption>
          </figure>
          <div className="divide-y divide-stone-100">
            {state.matches('loading') && <Spinner />}
            {context.photoGroups.map((group) => (
              <div key={group.id} className="py-1">
                {pictured(group) ? (
                  <PictureGroup
                    group={group}
                    chosenIds={chosenOptionIds(context.draft[group.id]).map(String)}
                    formatPrice={formatPrice}
                    onOpen={() => send({ type: 'imageOptions.chooser', groupId: group.id })}
                  />
                ) : (
                  <OptionGroupInput
                    group={group}
                    stored={context.draft[group.id]}
                    forms={[]}
                    formatPrice={formatPrice}
                    on={{
                      choose: (optionId) => send({ type: 'imageOptions.choose', groupId: group.id, optionId }),
                      text: (text) => send({ type: 'imageOptions.text', groupId: group.id, text }),
                      notes: (notes) => send({ type: 'imageOptions.notes', groupId: group.id, notes }),
                      form: () => {},
                    }}
                  />
                )}
                {savedGroups.has(group.id) && (
                  <button
                    type="button"
                    className={dangerLink}
                    disabled={busy}
                    aria-label={intl.formatMessage({ id: 'imageOptions.remove_group' }, { group: group.label })}
                    onClick={() => send({ type: 'imageOptions.remove', groupId: group.id })}
                  >
                    <FormattedMessage id="imageOptions.remove" />
                  </button>
                )}
              </div>
            ))}
          </div>
        </div>
      </Modal>
      {choosing && (
        <Modal
          open
          onClose={() => send({ type: 'imageOptions.chooser', groupId: null })}
          title={choosing.label || intl.formatMessage({ id: 'options.make_selection' })}
        >
          {choosing.description && <p className="mb-3 text-sm text-stone-600">{choosing.description}</p>}
          <OptionTiles
            label={choosing.label || intl.formatMessage({ id: 'options.make_selection' })}
            options={choosing.productOptions}
            chosen={chosenOptionIds(context.draft[choosing.id]).map(String)}
            formatPrice={formatPrice}
            onChoose={(optionId) => send({ type: 'imageOptions.choose', groupId: choosing.id, optionId })}
          />
        </Modal>
      )}
    </>
  )
}

/** An image or background group: its choice as a picture, and a button to the image-option chooser. */
const PictureGroup = (props: {
  group: ProductOptionGroup
  chosenIds: readonly string[]
  formatPrice: (n: number) => string
  onOpen: () => void
}) => {
  const current = props.group.productOptions.find((o) => props.chosenIds.includes(o.id)) ?? null
  const picture = current && optionPicture(current)
  return (
    <div className="py-2">
      <p className="font-medium text-stone-800">
        {props.group.label}
        {!props.group.required && (
          <span className="ml-1 text-sm font-normal text-stone-500">
            <FormattedMessage id="options.optional" />
          </span>
        )}
      </p>
      <div className="mt-1 flex items-center gap-3">
        {picture ? (
          <img src={picture} alt="" className="size-12 rounded object-cover" />
        ) : (
          <span className="size-12 rounded bg-stone-100" />
        )}
        <span className="min-w-0 flex-1 text-sm text-stone-700">
          {current ? (
            <>
              {current.label}
              {current.retailAmount > 0 && ` (+${props.formatPrice(current.retailAmount)})`}
            </>
          ) : (
            (props.group.parameters.placeholder ?? <FormattedMessage id="options.make_selection" />)
          )}
        </span>
        <button type="button" className={secondaryButton} onClick={props.onOpen}>
          <FormattedMessage id={current ? 'imageOptions.change' : 'imageOptions.choose'} />
        </button>
      </div>
    </div>
  )
}
