import { type ReactNode, useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { ProductSet } from '../../core/schemas/productSet'
import type { confirmMachine } from '../../machines/confirm'
import type { PanelEvent } from '../../machines/productPanel'
import type { GroupView, PackageView, PanelView, PriceLine, Problem } from '../../machines/productPanelView'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { dangerLink, Modal, primaryButton, secondaryButton } from '../components/Modal'
import { OptionGroupInput } from './OptionGroupInput'
import { PhotoSlot } from './PhotoSlot'
import { QuantityInput } from './QuantityInput'
import { TierInfo } from './TierInfo'

type Props = {
  view: PanelView
  send: (event: PanelEvent) => void
  confirm: ActorRefFrom<typeof confirmMachine> | undefined
  productSet: ProductSet
  formatPrice: (amount: number) => string
}

/**
 * B §2 product panel sub-form: photos, options, quantity, package contents, the running price, then Add or Save.
 * Everything shown comes from productPanelView; pressing Add on an incomplete product brings the first missing
 * choice into view, outlined, with the message beside it (issue 8).
 */
export const ProductPanel = ({ view, send, confirm, productSet, formatPrice }: Props) => {
  const intl = useIntl()
  const body = useRef<HTMLDivElement>(null)
  // B §5: a price of zero reads Free.
  const price = (amount: number) => (amount === 0 ? intl.formatMessage({ id: 'product.free' }) : formatPrice(amount))
  const { incomplete } = view
  useEffect(() => {
    if (incomplete.attempt === 0 || !incomplete.firstPath) return
    const field = body.current?.querySelector<HTMLElement>(`[data-field="${incomplete.firstPath}"]`)
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    field?.querySelector<HTMLElement>('input, textarea, select, button')?.focus({ preventScroll: true })
  }, [incomplete.attempt, incomplete.firstPath])
  // Nested inside the open panel so the two dialogs stack; on its own for a direct add.
  const confirmDialog = confirm && (
    <ConfirmDialog
      actor={confirm}
      body={view.confirming === 'removal' ? 'confirm.remove_dependents_body' : 'confirm.exclusive_body'}
    />
  )
  const field = (path: string, problem: Problem | null, children: ReactNode, key?: string) => (
    <Field
      key={key ?? path}
      path={path}
      problem={view.incomplete.shown || view.error ? problem : null}
      first={view.incomplete.firstPath === path}
    >
      {children}
    </Field>
  )
  const groups = (list: readonly GroupView[], photoId: string | null) =>
    list.map((g) =>
      field(
        g.path,
        g.problem,
        // Issue 16 point 2: a green-screen backdrop waits for the photo; its chooser opens once one is chosen.
        g.waitsForPhoto ? (
          <p className="py-3 text-sm text-stone-600" data-testid="backdrop-after-photo">
            <span className="block font-medium text-stone-800">{g.group.label}</span>
            <FormattedMessage id="background.photo_first" />
          </p>
        ) : (
          <OptionGroupInput
            view={g}
            forms={productSet.forms}
            formatPrice={formatPrice}
            photoId={photoId}
            on={{
              choose: (optionId) => send(g.events.choose(optionId)),
              text: (text) => send(g.events.text(text)),
              notes: (notes) => send(g.events.notes(notes)),
              form: (fieldId, value) => send(g.events.form(fieldId, value)),
              submit: () => send(view.events.submit),
            }}
          />
        ),
      ),
    )
  const photoId = view.nodes.find((n) => n.choice?.imageId)?.choice?.imageId ?? null
  return (
    <>
      <Modal
        open={view.open}
        onClose={view.busy ? null : () => send(view.events.cancel)}
        title={view.title}
        size="lg"
        footer={
          // On a phone the priced button has the width to itself, under Remove and Cancel, where a thumb reaches; from
          // `sm` up all three share a row, the priced one last.
          <div className="grid grid-cols-2 items-center gap-3 sm:flex sm:flex-wrap sm:justify-end">
            <div className="sm:mr-auto">
              {view.canRemove && (
                <button
                  type="button"
                  className={dangerLink}
                  disabled={view.busy}
                  onClick={() => send(view.events.remove)}
                >
                  <FormattedMessage id="product.remove" />
                </button>
              )}
            </div>
            <button
              type="button"
              className={`${secondaryButton} justify-self-end`}
              disabled={view.busy}
              onClick={() => send(view.events.cancel)}
            >
              <FormattedMessage id="product.cancel" />
            </button>
            <button
              type="button"
              className={`${primaryButton} col-span-2`}
              disabled={view.busy}
              onClick={() => send(view.events.submit)}
              data-testid="panel-submit"
            >
              {view.total === null ? (
                <FormattedMessage id={view.mode === 'save' ? 'product.save' : 'product.add'} />
              ) : (
                <FormattedMessage
                  id={view.mode === 'save' ? 'product.save_with_price' : 'product.add_with_price'}
                  values={{ price: price(view.total) }}
                />
              )}
            </button>
          </div>
        }
      >
        <div ref={body}>
          {view.body && <p className="mb-3 text-stone-600">{view.body}</p>}
          {view.nodes.length > 0 && (
            <section className="mb-4 grid gap-3 sm:grid-cols-2">
              {view.nodes.map((node) =>
                field(node.path, node.problem, <PhotoSlot node={node} send={send} formatPrice={formatPrice} />),
              )}
            </section>
          )}
          {view.pose && <PoseNotice pose={view.pose} formatPrice={formatPrice} />}
          <div className="divide-y divide-stone-100">{groups(view.groups, photoId)}</div>
          {view.package && (
            <Package pkg={view.package} field={field} groups={groups} send={send} formatPrice={formatPrice} />
          )}
          {view.quantity.shown &&
            field(
              'orderItem.quantity',
              view.problems['orderItem.quantity'] ?? null,
              <div className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-1">
                <QuantityInput
                  value={view.quantity.value}
                  atLimit={view.quantity.atLimit}
                  onCommit={(text) => send(view.events.quantity(text))}
                  onStep={(by) => send(view.events.step(by))}
                />
                <TierInfo product={view.product} quantity={view.quantity.value} formatPrice={formatPrice} />
              </div>,
            )}
          <PriceSummary view={view} formatPrice={price} />
          {view.incomplete.shown && !view.incomplete.firstPath && (
            <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
              <FormattedMessage id="incomplete_product_configuration_message" />
            </p>
          )}
          {view.error && (
            <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              <p>{view.error.message}</p>
            </div>
          )}
        </div>
        {confirmDialog}
      </Modal>
      {!view.open && confirmDialog}
    </>
  )
}

/** A choice of the panel: outlined with its problem beside it once Add was pressed; the first one also says why. */
const Field = (props: { path: string; problem: Problem | null; first: boolean; children: ReactNode }) => {
  const intl = useIntl()
  return (
    <div
      data-field={props.path}
      data-invalid={props.problem ? 'true' : undefined}
      className={props.problem ? 'my-1 rounded-lg p-2 outline-2 outline-amber-500 outline-solid' : 'py-2'}
    >
      {props.children}
      {props.problem && (
        <p className="mt-1 text-sm font-medium text-amber-900" role={props.first ? 'alert' : undefined}>
          {props.first && (
            <span className="block">
              <FormattedMessage id="incomplete_product_configuration_message" />
            </span>
          )}
          {intl.formatMessage({ id: props.problem.key }, props.problem.values)}
        </p>
      )}
    </div>
  )
}

/** B §5 pose limit: at the limit, or over it with what the further photos add. */
const PoseNotice = ({
  pose,
  formatPrice,
}: {
  pose: NonNullable<PanelView['pose']>
  formatPrice: (n: number) => string
}) => (
  <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="pose-limit">
    {pose.kind === 'atLimit' ? (
      <>
        <FormattedMessage id="poses.limit_warning" values={{ limit: pose.limit }} />{' '}
        {pose.nextCost ? (
          <FormattedMessage id="poses.limit_warning_cost" values={{ price: formatPrice(pose.nextCost) }} />
        ) : (
          <FormattedMessage id="poses.limit_warning_only_chosen" />
        )}
      </>
    ) : (
      <FormattedMessage
        id="poses.over_limit"
        values={{ chosen: pose.chosen, extra: pose.extra, price: formatPrice(pose.amount) }}
      />
    )}
  </p>
)

const lineMessage = (line: PriceLine, formatPrice: (n: number) => string) => {
  switch (line.kind) {
    case 'option':
      return <FormattedMessage id="price.option" values={{ label: line.label, price: formatPrice(line.amount) }} />
    case 'background':
      return <FormattedMessage id="price.background" values={{ price: formatPrice(line.amount) }} />
    case 'extraPoses':
      return <FormattedMessage id="price.extra_poses" values={{ count: line.count, price: formatPrice(line.amount) }} />
    case 'extraCredits':
      return (
        <FormattedMessage id="price.extra_credits" values={{ count: line.count, price: formatPrice(line.amount) }} />
      )
    case 'tierSaving':
      return <FormattedMessage id="price.tier_saving" values={{ price: formatPrice(line.amount) }} />
  }
}

/** The running price (issue 8): unit price (list price struck when lower), what is added, and the line total. */
const PriceSummary = ({ view, formatPrice }: { view: PanelView; formatPrice: (n: number) => string }) => {
  if (view.total === null || view.unitPrice === null) return null
  return (
    <section className="mt-4 rounded-xl bg-stone-50 p-3 text-sm" aria-live="polite" data-testid="price-summary">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span>
          <FormattedMessage
            id="price.unit"
            values={{ quantity: view.quantityShown, price: formatPrice(view.unitPrice) }}
          />
          {view.listUnitPrice !== null && (
            <s className="ml-2 text-stone-500" data-testid="list-price">
              {formatPrice(view.listUnitPrice)}
            </s>
          )}
        </span>
        <span className="text-base font-bold" data-testid="line-total">
          {formatPrice(view.total)}
        </span>
      </p>
      {view.lines.length > 0 && (
        <ul className="mt-1 text-stone-700" data-testid="price-lines">
          {view.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one price, in a fixed order
            <li key={i}>{lineMessage(line, formatPrice)}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** B §2 build-your-own chooser: credits (and what extra credits add), chosen products, and the add-next list. */
const Package = (props: {
  pkg: PackageView
  field: (path: string, problem: Problem | null, children: ReactNode, key?: string) => ReactNode
  groups: (list: readonly GroupView[], photoId: string | null) => ReactNode
  send: (event: PanelEvent) => void
  formatPrice: (amount: number) => string
}) => {
  const { pkg, send, field } = props
  const intl = useIntl()
  return field(
    pkg.path,
    pkg.problem,
    <section
      className="mt-2 rounded-xl border border-stone-200 p-3"
      aria-label={intl.formatMessage({ id: 'byo.contents' })}
    >
      <p className="font-medium" data-testid="credits">
        <FormattedMessage id="byo.credits" values={{ used: pkg.used, total: pkg.total }} />
        {' · '}
        {pkg.extra > 0 ? (
          <span className="font-semibold text-accent" data-testid="extra-credits">
            <FormattedMessage
              id="byo.extra_credits"
              values={{ extra: pkg.extra, price: props.formatPrice(pkg.extraAmount) }}
            />
          </span>
        ) : (
          <FormattedMessage id="byo.credits_remaining" values={{ remaining: pkg.remaining }} />
        )}
      </p>
      {pkg.children.length === 0 && (
        <p className="mt-2 text-sm text-stone-600">
          <FormattedMessage id="byo.empty" />
        </p>
      )}
      <ul className="mt-2 grid gap-3">
        {pkg.children.map((child) => (
          <li key={child.key} className="rounded-lg bg-stone-50 p-3" data-testid="package-child">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{child.label}</span>
              <span className="text-sm text-stone-600">
                <FormattedMessage id="byo.credit_cost" values={{ credits: child.credits }} />
              </span>
            </div>
            {child.nodes.map((node) =>
              field(node.path, node.problem, <PhotoSlot node={node} send={send} formatPrice={props.formatPrice} />),
            )}
            {props.groups(child.groups, child.nodes.find((n) => n.choice?.imageId)?.choice?.imageId ?? null)}
            {child.quantity.shown && (
              <QuantityInput
                value={child.quantity.value}
                atLimit={child.quantity.atLimit}
                onCommit={(text) => send(child.events.quantity(text))}
                onStep={(by) => send(child.events.step(by))}
              />
            )}
            {child.removable && (
              <button type="button" className={dangerLink} onClick={() => send(child.events.remove)}>
                <FormattedMessage id="product.remove" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {pkg.offered.length > 0 && (
        <label className="mt-3 block">
          <span className="block text-sm font-medium">
            <FormattedMessage id="byo.add_next" />
          </span>
          <select
            value=""
            onChange={(e) => {
              const offer = pkg.offered.find((o) => o.id === e.target.value)
              if (offer) send(offer.event)
            }}
            className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
            data-testid="add-next"
          >
            <option value="">—</option>
            {pkg.offered.map((o) => (
              <option key={o.id} value={o.id} disabled={!o.selectable}>
                {o.label} ({intl.formatMessage({ id: 'byo.credit_cost' }, { credits: o.credits })})
                {o.selectable ? '' : ` — ${intl.formatMessage({ id: 'byo_insufficient_credit_available' })}`}
              </option>
            ))}
          </select>
        </label>
      )}
    </section>,
  )
}
