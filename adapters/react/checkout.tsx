import { useActor, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { type AnyActorRef, fromPromise } from 'xstate'
import type { AddressData } from '../../core/address'
import type { Money } from '../../core/money'
import { addressLookupMachine } from '../../machines/addressLookup'
import { addressValidationMachine } from '../../machines/addressValidation'
import type { AddressValidationSnapshot } from '../../machines/addressValidationView'
import { type CheckoutEvent, checkoutMachine } from '../../machines/checkout'
import {
  type AddressLookupSnapshot,
  type CheckoutView,
  checkoutChildRefs,
  checkoutView,
} from '../../machines/checkoutView'
import { type PaymentGuardView, paymentGuardView } from '../../machines/paymentGuardView'
import { checkoutApi } from '../api/checkout'
import { createApiClient } from '../api/client'
import { inspection } from '../inspect'
import { isAdminMode } from '../storage/adminToken'
import { checkoutDraftStorage } from '../storage/checkoutDraft'
import { afterPaint } from './afterPaint'
import { useReportToFlow } from './checkoutFlow'
import { useShop } from './shop'
import { useStartupSelector } from './startup'

const noSubscription = () => () => {}

/**
 * Issue 17 point 2: the region lists and phone and postcode checks (about 60 kB gzip) load once the page has painted
 * (afterPaint), with a dynamic import that server/preload.ts does not preload.
 */
const loadAddressData = afterPaint(() => import('../../core/addressData').then((module) => module.addressData))

/** The snapshot of a child actor, following it (a child's changes do not change its parent's snapshot). */
const useChildSnapshot = <T,>(ref: AnyActorRef | undefined): T | undefined => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!ref) return noSubscription()
      const subscription = ref.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [ref],
  )
  const snapshot = useSyncExternalStore(subscribe, () => ref?.getSnapshot())
  // A scripted stand-in (not a machine) has nothing the view reads.
  return snapshot && 'value' in snapshot ? (snapshot as T) : undefined
}

/**
 * C §2 customer-details step: the checkout actor (it follows the order actor, saves through it and reports to the
 * checkout flow) with its I/O, and the step's view-model. Every control's event goes to `send`, the address validation modal's too. `formatMoney`
 * says the amounts in promotion notes.
 */
export const useCustomerDetails = (
  formatMoney: (amount: Money) => string,
): { view: CheckoutView; send: (event: CheckoutEvent) => void } => {
  const shop = useShop()
  const { config } = shop
  const credentials = useStartupSelector((s) => s.context.credentials)
  const client = useMemo(() => createApiClient(config.apiBase, config.language), [config])
  const report = useReportToFlow()
  const logic = useMemo(() => {
    const checkout = checkoutApi(client)
    return checkoutMachine.provide({
      actors: {
        readDraft: fromPromise(async ({ input }) => checkoutDraftStorage(input.orderId).read()),
        loadAddressData: fromPromise(loadAddressData),
        loadCheckout: fromPromise(({ input }) => checkout.requirements(input.orderId)),
        validation: addressValidationMachine.provide({
          actors: {
            validateAddress: fromPromise(({ input, signal }) => checkout.validateAddress(input.address, signal)),
          },
        }),
        lookup: addressLookupMachine.provide({
          actors: {
            lookupAddresses: fromPromise(({ input, signal }) => checkout.suggestAddresses(input.query, null, signal)),
          },
        }),
      },
      actions: {
        saveDraft: (_, { orderId, draft }) => checkoutDraftStorage(orderId).write(draft),
        forgetDraft: (_, { orderId }) => checkoutDraftStorage(orderId).forget(),
        report,
      },
    })
  }, [client, report])
  const order = shop.order.getSnapshot()
  const [snapshot, send] = useActor(logic, {
    ...inspection(),
    input: {
      orderRef: shop.order,
      order: order.context.order,
      orderReady: order.matches('ready'),
      credentials,
      // C §1: no previous-order address prefill for the admin.
      adminMode: isAdminMode(),
    },
  })
  const refs = checkoutChildRefs(snapshot)
  const validation = useChildSnapshot<AddressValidationSnapshot>(refs.validation)
  const shipping = useChildSnapshot<AddressLookupSnapshot>(refs.shipping)
  const billing = useChildSnapshot<AddressLookupSnapshot>(refs.billing)
  const view = useMemo(
    () => checkoutView(snapshot, formatMoney, { validation, lookup: { shipping, billing } }),
    [snapshot, formatMoney, validation, shipping, billing],
  )
  return { view, send }
}

/**
 * C §2 payment step guard: wait for the order actor, then go to /catalog without a cart, back to customer details
 * when they are incomplete, else show the step.
 */
export const usePaymentGuard = (): PaymentGuardView => {
  const shop = useShop()
  const order = useSelector(shop.order, (s) => s.context.order)
  const ready = useSelector(shop.order, (s) => s.matches('ready'))
  // The recap's addresses show once the address data is in.
  const [data, setData] = useState<AddressData | null>(null)
  useEffect(() => {
    let current = true
    loadAddressData().then(
      (loaded) => current && setData(loaded),
      () => {},
    )
    return () => {
      current = false
    }
  }, [])
  return useMemo(() => paymentGuardView(order, ready, data), [order, ready, data])
}
