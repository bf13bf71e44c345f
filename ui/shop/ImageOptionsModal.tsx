import { type ReactNode, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { useImageOptionsDialog } from '../../adapters/react/configureDialogs'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { imageOptionsMachine } from '../../machines/imageOptions'
import type { ImageOptionGroupView } from '../../machines/imageOptionsView'
import type { ViewText } from '../../machines/viewText'
import { dangerLink, Modal, primaryButton, secondaryButton } from '../components/Modal'
import { Spinner } from '../components/Spinner'
import { Picture } from '../photos/Picture'
import { OptionGroupInput } from './OptionGroupInput'
import { OptionTiles } from './OptionTiles'

const TINTS = { grayscale: 'grayscale(1)', sepia: 'sepia(1)' } as const

type PictureGroupView = Omit<Extract<ImageOptionGroupView, { kind: 'picture' }>, 'remove'>

/**
 * B §2 image options modal: the photo large, its option groups (fetched for this photo), a footer checkbox to show
 * photo options after photo selection, and Done when at least one option is chosen, otherwise Skip. Groups of
 * pictures open the image-option chooser. Shown by the photo slot that asked (`origin`). What it shows and sends is
 * the image options view (machines/imageOptionsView).
 */
export const ImageOptionsModal = ({
  origin,
  formatPrice,
  actor,
  notice,
  testId,
}: {
  origin: string
  formatPrice: (n: number) => string
  /** Another photo options actor than the shop's (a change after purchase, issue 14). */
  actor?: ActorRefFrom<typeof imageOptionsMachine>
  /** Shown above the photo, inside the modal (a change's refusal, its price confirmation). */
  notice?: ReactNode
  testId?: string
}) => {
  const intl = useIntl()
  const [loaded, setLoaded] = useState<string | null>(null)
  const { view, send } = useImageOptionsDialog(origin, loaded, actor)
  if (!view) return null
  const say = (text: ViewText) => ('text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values))
  const { image, action, chooser, close } = view
  return (
    <>
      <Modal
        open
        onClose={close ? () => send(close) : null}
        title={intl.formatMessage({ id: view.title })}
        size="lg"
        footer={
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex min-h-11 items-center gap-2 text-sm text-stone-700">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={view.showAfterSelection.checked}
                onChange={(e) => send(view.showAfterSelection.toggle(e.target.checked))}
              />
              <FormattedMessage id="imageOptions.show_after_selection" />
            </label>
            <div className="flex items-center gap-3">
              {view.busy && <Spinner label={false} />}
              <button
                type="button"
                className={action.primary ? primaryButton : secondaryButton}
                disabled={action.disabled}
                onClick={() => send(action.event)}
              >
                <FormattedMessage id={action.label} />
              </button>
            </div>
          </div>
        }
      >
        {notice}
        <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-testid={testId}>
          <figure>
            <Picture
              picture={image}
              sizes="(min-width: 768px) min(50vw, 48dvh), min(100vw - 48px, 31dvh)"
              alt={image.alt}
              onLoad={() => setLoaded(image.id)}
              className="mx-auto max-h-[38dvh] w-full rounded-lg bg-stone-100 object-contain md:max-h-[60dvh]"
              style={view.tint ? { filter: TINTS[view.tint] } : undefined}
              data-testid="image-options-photo"
            />
            <figcaption className="mt-1 text-center text-sm text-stone-600">{image.caption}</figcaption>
          </figure>
          <div className="divide-y divide-stone-100">
            {view.loading && <Spinner />}
            {view.groups.map(({ remove, ...group }) => (
              <div key={group.id} className="py-1">
                {group.kind === 'picture' ? (
                  <PictureGroup group={group} formatPrice={formatPrice} say={say} onOpen={() => send(group.open)} />
                ) : (
                  <OptionGroupInput
                    view={group.field}
                    forms={[]}
                    formatPrice={formatPrice}
                    on={{
                      choose: (optionId) => send(group.events.choose(optionId)),
                      text: (text) => send(group.events.text(text)),
                      notes: (notes) => send(group.events.notes(notes)),
                      form: () => {},
                    }}
                  />
                )}
                {remove && (
                  <button
                    type="button"
                    className={dangerLink}
                    disabled={remove.disabled}
                    aria-label={say(remove.label)}
                    onClick={() => send(remove.event)}
                  >
                    <FormattedMessage id="imageOptions.remove" />
                  </button>
                )}
              </div>
            ))}
          </div>
        </div>
      </Modal>
      {chooser && (
        <Modal open onClose={() => send(chooser.close)} title={say(chooser.title)}>
          {chooser.description && <p className="mb-3 text-sm text-stone-600">{chooser.description}</p>}
          <OptionTiles
            label={say(chooser.title)}
            tiles={chooser.tiles}
            formatPrice={formatPrice}
            onChoose={(optionId) => send(chooser.choose(optionId))}
          />
        </Modal>
      )}
    </>
  )
}

/** An image or background group: its choice as a picture, and a button to the image-option chooser. */
const PictureGroup = (props: {
  group: PictureGroupView
  formatPrice: (n: number) => string
  say: (text: ViewText) => string
  onOpen: () => void
}) => {
  const { group } = props
  const { current } = group
  return (
    <div className="py-2">
      <p className="font-medium text-stone-800">
        {group.label}
        {group.optional && (
          <span className="ml-1 text-sm font-normal text-stone-500">
            <FormattedMessage id="options.optional" />
          </span>
        )}
      </p>
      <div className="mt-1 flex items-center gap-3">
        {current?.picture ? (
          <img src={current.picture} alt="" className="size-12 rounded object-cover" />
        ) : (
          <span className="size-12 rounded bg-stone-100" />
        )}
        <span className="min-w-0 flex-1 text-sm text-stone-700">
          {current ? (
            <>
              {current.label}
              {current.amount !== null && ` (+${props.formatPrice(current.amount)})`}
            </>
          ) : (
            props.say(group.placeholder)
          )}
        </span>
        <button type="button" className={secondaryButton} onClick={props.onOpen}>
          <FormattedMessage id={group.button} />
        </button>
      </div>
    </div>
  )
}
