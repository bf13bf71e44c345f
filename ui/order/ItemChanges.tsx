import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import {
  type OrderChangeRef,
  useChangeBackdrop,
  useChangeCrop,
  useChangePose,
  useOrderChange,
} from '../../adapters/react/orderChange'
import type { OrderChangeView } from '../../machines/orderChangeView'
import type { ViewText } from '../../machines/viewText'
import { Modal, primaryButton, secondaryButton } from '../components/Modal'
import { Spinner } from '../components/Spinner'
import { formatMoney } from '../format'
import { Picture } from '../photos/Picture'
import { BackgroundChooserModal } from '../shop/BackgroundChooser'
import { CropModal } from '../shop/CropModal'
import { ImageChooserModal } from '../shop/ImageChooserModal'
import { ImageOptionsModal } from '../shop/ImageOptionsModal'

type Say = (text: ViewText) => string
type Children = ReturnType<typeof useOrderChange>['children']

/**
 * Issue 14 point 5: the change after purchase the order page opened (`actor`, its child machines/orderChange.ts).
 * For an item: its photos with crop, backdrop and photo buttons, the difference the change makes to the total, save
 * (with the amount to confirm when it moves money) and cancel; for a photo: the image options modal, with the price
 * confirmation over it. Each dialog opens over the one below, so Escape or Back closes only the top one.
 */
export const ItemChanges = ({ actor }: { actor: OrderChangeRef }) => {
  const intl = useIntl()
  const { view, send, children } = useOrderChange(actor)
  if (!view.open) return null
  const say: Say = (text) => ('text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values))
  const formatPrice = (amount: number) => formatMoney(amount, view.currency, intl.locale)
  const notice = (
    <>
      <ChangeError texts={view.error} say={say} />
      <PriceConfirmation view={view} formatPrice={formatPrice} send={send} />
    </>
  )
  if (view.dialogs.imageOptions && children.imageOptions)
    return (
      <ImageOptionsModal
        origin={view.dialogs.imageOptions.origin}
        actor={children.imageOptions}
        formatPrice={formatPrice}
        notice={notice}
        testId="image-options-dialog"
      />
    )
  const { item, cancel } = view
  return (
    <Modal
      open
      onClose={cancel ? () => send(cancel) : null}
      title={say(view.title)}
      size="lg"
      footer={
        <div className="flex flex-wrap items-center justify-end gap-3">
          {item?.busy && <Spinner label={false} />}
          <button
            type="button"
            className={secondaryButton}
            disabled={!cancel}
            onClick={() => cancel && send(cancel)}
            data-testid="change-cancel"
          >
            <FormattedMessage id="order_change.cancel" />
          </button>
          {item && (
            <button
              type="button"
              className={primaryButton}
              disabled={item.save.disabled}
              onClick={() => send(item.save.event)}
              data-testid="change-save"
            >
              <FormattedMessage id="order_change.save" />
            </button>
          )}
        </div>
      }
    >
      <div data-testid="change-dialog" className="space-y-4">
        {view.loading && <Spinner />}
        {view.failed && <p className="text-stone-700">{say(view.failed.message)}</p>}
        {item && <ItemNodes item={item} say={say} send={send} />}
        {item?.price && (
          <p className="font-medium text-stone-800" data-testid="change-price" aria-live="polite">
            <FormattedMessage id={item.price.text} values={{ amount: formatPrice(item.price.amount) }} />
          </p>
        )}
        {item?.problem && (
          <p className="text-sm text-danger">
            <FormattedMessage id={item.problem} />
          </p>
        )}
        {notice}
        <ChildDialogs view={view} actors={children} formatPrice={formatPrice} />
      </div>
    </Modal>
  )
}

/** Each node of the item: its photo, and the crop, backdrop and photo buttons the product offers. */
const ItemNodes = (props: {
  item: NonNullable<OrderChangeView['item']>
  say: Say
  send: ReturnType<typeof useOrderChange>['send']
}) => (
  <ul className="space-y-3">
    {props.item.nodes.map((node) => (
      <li key={node.nodeId} className="flex gap-3 rounded-lg border border-stone-200 p-3">
        {node.photo ? (
          <Picture picture={node.photo} sizes="80px" alt={node.photo.alt} className="h-24 w-20 rounded object-cover" />
        ) : (
          <span className="h-24 w-20 rounded bg-stone-100" />
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm font-medium text-stone-800">{node.label}</p>
          {node.cropStatus && (
            <p className="text-xs text-stone-600">
              <FormattedMessage id="crop.status" values={{ degrees: node.cropStatus.degrees }} />
            </p>
          )}
          {node.backdrop && (
            <p className="text-sm text-stone-700">
              <FormattedMessage id="order_change.backdrop" />: {props.say(node.backdrop.label)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {node.pose && (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => node.pose && props.send(node.pose)}
                data-testid="change-pose"
              >
                <FormattedMessage id="product.change_photo" />
              </button>
            )}
            {node.crop && (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => node.crop && props.send(node.crop.event)}
                data-testid="change-crop"
              >
                <FormattedMessage id={node.crop.label} />
              </button>
            )}
            {node.backdrop && (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => node.backdrop && props.send(node.backdrop.event)}
                data-testid="change-backdrop"
              >
                <FormattedMessage id="order_change.change_backdrop" />
              </button>
            )}
          </div>
        </div>
      </li>
    ))}
  </ul>
)

/** Why the save was refused (the card's words, the cutoff and whom to ask, a conflict); the choices stay. */
const ChangeError = ({ texts, say }: { texts: readonly ViewText[]; say: Say }) =>
  texts.length > 0 ? (
    <div role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-danger" data-testid="change-error">
      {texts.map((text) => (
        <p key={say(text)}>{say(text)}</p>
      ))}
    </div>
  ) : null

/** The amount a change moves, to confirm before it is saved (over the dialog it came from). */
const PriceConfirmation = (props: {
  view: OrderChangeView
  formatPrice: (amount: number) => string
  send: ReturnType<typeof useOrderChange>['send']
}) => {
  const { confirm } = props.view
  if (!confirm) return null
  return (
    <Modal
      open
      onClose={() => props.send(confirm.back)}
      title={<FormattedMessage id={confirm.title} />}
      size="sm"
      footer={
        <div className="flex justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={() => props.send(confirm.back)}>
            <FormattedMessage id="order_change.back" />
          </button>
          <button
            type="button"
            className={primaryButton}
            onClick={() => props.send(confirm.confirm)}
            data-testid="change-confirm"
          >
            <FormattedMessage id="order_change.confirm" />
          </button>
        </div>
      }
    >
      <p className="text-stone-700" data-testid="change-confirm-amount">
        <FormattedMessage id={confirm.text} values={{ amount: props.formatPrice(confirm.amount) }} />
      </p>
    </Modal>
  )
}

/** The crop, backdrop and photo dialogs of the item's children, each over the change dialog. */
const ChildDialogs = (props: {
  view: OrderChangeView
  actors: Children
  formatPrice: (amount: number) => string
}): ReactNode => {
  const { dialogs } = props.view
  const { crop, backgroundChooser, imageChooser } = props.actors
  return (
    <>
      {crop && dialogs.crop && <CropDialog actor={crop} image={dialogs.crop.image} />}
      {backgroundChooser && dialogs.backdrop && (
        <BackdropDialog actor={backgroundChooser} input={dialogs.backdrop} formatPrice={props.formatPrice} />
      )}
      {imageChooser && dialogs.pose && (
        <PoseDialog actor={imageChooser} input={dialogs.pose} formatPrice={props.formatPrice} />
      )}
    </>
  )
}

const CropDialog = (props: {
  actor: NonNullable<Children['crop']>
  image: NonNullable<OrderChangeView['dialogs']['crop']>['image']
}) => {
  const [snapshot, send] = useChangeCrop(props.actor)
  return <CropModal image={props.image} snapshot={snapshot} send={send} />
}

const BackdropDialog = (props: {
  actor: NonNullable<Children['backgroundChooser']>
  input: NonNullable<OrderChangeView['dialogs']['backdrop']>
  formatPrice: (amount: number) => string
}) => {
  const { view, send } = useChangeBackdrop(props.actor, props.input)
  return <BackgroundChooserModal modal={view.modal} send={send} formatPrice={props.formatPrice} />
}

const PoseDialog = (props: {
  actor: NonNullable<Children['imageChooser']>
  input: NonNullable<OrderChangeView['dialogs']['pose']>
  formatPrice: (amount: number) => string
}) => {
  const { view, send } = useChangePose(props.actor, props.input)
  return <ImageChooserModal view={view} send={send} formatPrice={props.formatPrice} />
}
