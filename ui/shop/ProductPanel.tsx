import { FormattedMessage, useIntl } from 'react-intl'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { ChildDraft } from '../../core/configuration'
import { byoPackageOf, byoSelectionsOf, childLimit } from '../../core/configuration'
import { creditsRemaining, creditsUsed, extraCreditCost, extraCredits, isChildSelectable } from '../../core/credits'
import { visibleGroups } from '../../core/options'
import { isAtPoseLimit } from '../../core/poses'
import type { QuantityBounds } from '../../core/quantity'
import { isAtLimit } from '../../core/quantity'
import type { OrderItem } from '../../core/schemas/order'
import type { Product, ProductSet } from '../../core/schemas/productSet'
import type { confirmMachine } from '../../machines/confirm'
import type { PanelEvent, productPanelMachine } from '../../machines/productPanel'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { dangerLink, Modal, primaryButton, secondaryButton } from '../components/Modal'
import { OptionGroupInput } from './OptionGroupInput'
import { PhotoSlot } from './PhotoSlot'
import { QuantityInput } from './QuantityInput'

type Props = {
  snapshot: SnapshotFrom<typeof productPanelMachine>
  send: (event: PanelEvent) => void
  view: { item: OrderItem | null; bounds: QuantityBounds }
  productSet: ProductSet
  formatPrice: (amount: number) => string
}

/** B §2 product panel sub-form: photos, options, quantity, package contents, then Add or Save. */
export const ProductPanel = ({ snapshot, send, view, productSet, formatPrice }: Props) => {
  const { context } = snapshot
  const { product, draft } = context
  const { item, bounds } = view
  const saving = snapshot.matches('saving')
  const open = context.showing
  const confirm = snapshot.children.confirm as ActorRefFrom<typeof confirmMachine> | undefined
  // Nested inside the open panel so the two dialogs stack; on its own for a direct add.
  const confirmDialog = confirm && (
    <ConfirmDialog
      actor={confirm}
      body={snapshot.matches('confirmingRemoval') ? 'confirm.remove_dependents_body' : 'confirm.exclusive_body'}
    />
  )
  const showQuantity = product.quantityLimit !== 1 && !product.isMandatory
  const chosenPhotos = draft.nodes.flatMap((n) => (n.imageId ? [{ imageId: n.imageId }] : []))
  return (
    <>
      <Modal
        open={open}
        onClose={saving ? null : () => send({ type: 'panel.cancel' })}
        title={product.parameters.modalTitle ?? product.information.label}
        size="lg"
        footer={
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              {item && !product.isMandatory && (
                <button
                  type="button"
                  className={dangerLink}
                  disabled={saving}
                  onClick={() => send({ type: 'item.remove' })}
                >
                  <FormattedMessage id="product.remove" />
                </button>
              )}
            </div>
            <div className="flex gap-3">
              <button
                type="button"
                className={secondaryButton}
                disabled={saving}
                onClick={() => send({ type: 'panel.cancel' })}
              >
                <FormattedMessage id="product.cancel" />
              </button>
              <button
                type="button"
                className={primaryButton}
                disabled={saving}
                onClick={() => send({ type: 'panel.submit' })}
              >
                <FormattedMessage id={item ? 'product.save' : 'product.add'} />
              </button>
            </div>
          </div>
        }
      >
        {(product.parameters.modalBody ?? product.information.text) && (
          <p className="mb-3 text-stone-600">{product.parameters.modalBody ?? product.information.text}</p>
        )}
        {product.nodes.length > 0 && (
          <section className="mb-4 grid gap-3 sm:grid-cols-2">
            {product.nodes.map((node) => (
              <PhotoSlot
                key={node.id}
                label={product.nodes.length > 1 ? node.label : null}
                product={product}
                choice={draft.nodes.find((n) => n.nodeId === node.id) ?? null}
                chosen={chosenPhotos}
                formatPrice={formatPrice}
                onChoose={(imageId, imageCropId) => send({ type: 'node.image', nodeId: node.id, imageId, imageCropId })}
                onCrop={(crop, rotation) => send({ type: 'node.crop', nodeId: node.id, crop, rotation })}
                onBackground={(optionId) => send({ type: 'node.background', nodeId: node.id, optionId })}
              />
            ))}
          </section>
        )}
        {product.isMultiPose && isAtPoseLimit(product, chosenPhotos) && (
          <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="pose-limit">
            <FormattedMessage id="poses.limit_warning" values={{ limit: product.poseLimit }} />{' '}
            {product.additionalPoseCost ? (
              <FormattedMessage
                id="poses.limit_warning_cost"
                values={{ price: formatPrice(product.additionalPoseCost) }}
              />
            ) : null}
          </p>
        )}
        <Options
          product={product}
          options={draft.options}
          photoId={draft.nodes.find((n) => n.imageId)?.imageId ?? null}
          productSet={productSet}
          formatPrice={formatPrice}
          send={send}
        />
        {product.isByo && (
          <Package
            product={product}
            chosenChildren={draft.children}
            productSet={productSet}
            formatPrice={formatPrice}
            send={send}
          />
        )}
        {showQuantity && (
          <div className="mt-3">
            <QuantityInput
              value={draft.quantity}
              atLimit={isAtLimit(draft.quantity, bounds)}
              onCommit={(text) => send({ type: 'quantity.change', text })}
              onStep={(by) => send({ type: 'quantity.step', by })}
            />
          </div>
        )}
        {context.incomplete && (
          <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            <FormattedMessage id="incomplete_product_configuration_message" />
          </p>
        )}
        {context.error && (
          <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <p>{context.error.message}</p>
            {Object.keys(context.error.fields).length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {Object.entries(context.error.fields).map(([field, message]) => (
                  <li key={field}>{message}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {confirmDialog}
      </Modal>
      {!open && confirmDialog}
    </>
  )
}

type OptionsProps = {
  product: Product
  options: ChildDraft['options']
  productSet: ProductSet
  formatPrice: (amount: number) => string
  send: (event: PanelEvent) => void
  childKey?: string
  /** The photo chosen for the product (a backdrop previews it). */
  photoId: string | null
}

const Options = ({ product, options, productSet, formatPrice, send, childKey, photoId }: OptionsProps) => {
  // With a background per node (allowMultipleBackgrounds) each photo slot carries its own backdrop chooser.
  const groups = visibleGroups(
    product.productOptionGroups,
    product.parameters.productOptionGroupDependencies,
    options,
  ).filter((g) => !(product.allowMultipleBackgrounds && g.type === 'background'))
  const target = childKey ? { childKey } : {}
  return (
    <div className="divide-y divide-stone-100">
      {groups.map((group, index) => (
        <OptionGroupInput
          key={group.id}
          group={group}
          stored={options[group.id]}
          forms={productSet.forms}
          formatPrice={formatPrice}
          photoId={photoId}
          autoFocus={index === 0 && (group.type === 'text' || group.type === 'textarea') && !childKey}
          on={{
            choose: (optionId) => send({ type: 'option.choose', groupId: group.id, optionId, ...target }),
            text: (text) => send({ type: 'option.text', groupId: group.id, text, ...target }),
            notes: (notes) => send({ type: 'option.notes', groupId: group.id, notes, ...target }),
            form: (fieldId, value) => send({ type: 'option.form', groupId: group.id, fieldId, value, ...target }),
          }}
        />
      ))}
    </div>
  )
}

/** B §2 multi-pose / build-your-own chooser: credit information, chosen products, and the add-next dropdown. */
const Package = (props: {
  product: Product
  chosenChildren: readonly ChildDraft[]
  productSet: ProductSet
  formatPrice: (amount: number) => string
  send: (event: PanelEvent) => void
}) => {
  const { product, send } = props
  const intl = useIntl()
  const draft = { quantity: 1, options: {}, nodes: [], children: [...props.chosenChildren] }
  const pkg = byoPackageOf(product)
  const selections = byoSelectionsOf(product, draft)
  const used = creditsUsed(pkg, selections)
  const extra = extraCredits(pkg, selections)
  const chosenIds = new Set(props.chosenChildren.map((c) => c.productId))
  const offered = product.products.filter((p) => !chosenIds.has(p.id))
  return (
    <section
      className="mt-4 rounded-xl border border-stone-200 p-3"
      aria-label={intl.formatMessage({ id: 'byo.contents' })}
    >
      <p className="font-medium" data-testid="credits">
        <FormattedMessage id="byo.credits" values={{ used, total: product.productQuantity }} />
        {' · '}
        <FormattedMessage
          id="byo.credits_remaining"
          values={{ remaining: Math.max(0, creditsRemaining(pkg, selections)) }}
        />
      </p>
      {extra > 0 && (
        <p className="text-sm font-semibold text-accent" data-testid="extra-credits">
          <FormattedMessage
            id="byo.extra_credits"
            values={{ extra, price: props.formatPrice(extraCreditCost(pkg, selections)) }}
          />
        </p>
      )}
      {props.chosenChildren.length === 0 && (
        <p className="mt-2 text-sm text-stone-600">
          <FormattedMessage id="byo.empty" />
        </p>
      )}
      <ul className="mt-2 grid gap-3">
        {props.chosenChildren.map((child) => {
          const childProduct = product.products.find((p) => p.id === child.productId)
          if (!childProduct) return null
          return (
            <li key={child.key} className="rounded-lg bg-stone-50 p-3" data-testid="package-child">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{childProduct.information.label}</span>
                <span className="text-sm text-stone-600">
                  <FormattedMessage
                    id="byo.credit_cost"
                    values={{ credits: childProduct.productCost * child.quantity }}
                  />
                </span>
              </div>
              {childProduct.nodes.map((node) => (
                <PhotoSlot
                  key={node.id}
                  label={childProduct.nodes.length > 1 ? node.label : null}
                  product={childProduct}
                  choice={child.nodes.find((n) => n.nodeId === node.id) ?? null}
                  chosen={[]}
                  formatPrice={props.formatPrice}
                  onChoose={(imageId, imageCropId) =>
                    send({ type: 'node.image', nodeId: node.id, imageId, imageCropId, childKey: child.key })
                  }
                  onCrop={(crop, rotation) =>
                    send({ type: 'node.crop', nodeId: node.id, crop, rotation, childKey: child.key })
                  }
                  onBackground={(optionId) =>
                    send({ type: 'node.background', nodeId: node.id, optionId, childKey: child.key })
                  }
                />
              ))}
              <Options
                product={childProduct}
                options={child.options}
                photoId={child.nodes.find((n) => n.imageId)?.imageId ?? null}
                productSet={props.productSet}
                formatPrice={props.formatPrice}
                send={send}
                childKey={child.key}
              />
              {!childProduct.isMandatory && childLimit(product, draft, child.key) !== 1 && (
                <QuantityInput
                  value={child.quantity}
                  atLimit={child.quantity >= (childLimit(product, draft, child.key) ?? Number.POSITIVE_INFINITY)}
                  onCommit={(text) => send({ type: 'child.quantity', childKey: child.key, text })}
                  onStep={(by) =>
                    send({ type: 'child.quantity', childKey: child.key, text: String(child.quantity + by) })
                  }
                />
              )}
              {!childProduct.isMandatory && (
                <button
                  type="button"
                  className={dangerLink}
                  onClick={() => send({ type: 'child.remove', childKey: child.key })}
                >
                  <FormattedMessage id="product.remove" />
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {offered.length > 0 && (
        <label className="mt-3 block">
          <span className="block text-sm font-medium">
            <FormattedMessage id="byo.add_next" />
          </span>
          <select
            value=""
            onChange={(e) => e.target.value && send({ type: 'child.add', productId: e.target.value })}
            className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
            data-testid="add-next"
          >
            <option value="">—</option>
            {offered.map((p) => {
              const selectable = isChildSelectable(
                pkg,
                { id: p.id, type: p.type, productCost: p.productCost },
                selections,
              )
              return (
                <option key={p.id} value={p.id} disabled={!selectable}>
                  {p.information.label} ({intl.formatMessage({ id: 'byo.credit_cost' }, { credits: p.productCost })})
                  {selectable ? '' : ` — ${intl.formatMessage({ id: 'byo_insufficient_credit_available' })}`}
                </option>
              )
            })}
          </select>
        </label>
      )}
    </section>
  )
}
