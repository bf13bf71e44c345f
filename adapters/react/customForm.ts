// B §4 custom forms: the order's own (the catalog's banner) and a product's `form` option group (a panel's). Apart from
// ./configure.tsx and ./configureViews.ts so that the form machine loads after the catalog's first render and with the
// panels, not on every shop route (issue 17 point 2); the banner itself is ./customFormBanner.ts.
import { useActor } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import type { CustomForm } from '../../core/schemas/productSet'
import { customFormMachine, type FormValues, formShown } from '../../machines/customForm'
import { customFormView } from '../../machines/customFormView'
import { inspection } from '../inspect'
import { useLatest } from './configure'
import { useWelcomeRef } from './photos'
import { useShop } from './shop'
import { useStartupSelector } from './startup'
import { useTrack } from './track'

/** B §2 custom form modal from the form actor's snapshot (useOrderForm, useFormGroup) and whether it shows. */
export const useCustomFormView = (snapshot: SnapshotFrom<typeof customFormMachine>, form: CustomForm, shown: boolean) =>
  useMemo(() => customFormView(snapshot, form, shown), [snapshot, form, shown])

/**
 * B §4 custom form of the order (the product set's first form on the catalog; in the cart, those checkout's rules
 * name): its entry is read from the order actor and saved through it (the order is created first when there is
 * none); hidden while the welcome modal is open.
 */
export const useOrderForm = (form: CustomForm) => {
  const shop = useShop()
  const welcomeRef = useWelcomeRef()
  const track = useTrack()
  const logic = useMemo(
    () =>
      customFormMachine.provide({
        actions: {
          notify: (_, params) => shop.notifications.send({ type: 'notification.show', ...params }),
          track: (_, { tracks }) => track(tracks),
        },
      }),
    [shop, track],
  )
  const order = shop.order.getSnapshot().context.order
  const entry = order?.orderFormEntrys.find((e) => e.form === form.id) ?? null
  const [snapshot, send] = useActor(logic, {
    ...inspection(),
    input: {
      formId: form.id,
      fields: form.formFields,
      entry: entry && { id: entry.id, values: entry.values },
      allowClose: true,
      orderRef: shop.order,
      welcomeRef,
      subject: useStartupSelector((s) => s.context.subject),
    },
  })
  return [snapshot, send, formShown(snapshot)] as const
}

/**
 * B §4 the `form` option group: the same form machine, whose save hands the checked values to the product panel
 * (they are sent with the item, not as an order form).
 */
export const useFormGroup = (form: CustomForm, values: FormValues, onSave: (values: FormValues) => void) => {
  const latest = useLatest(onSave)
  const logic = useMemo(
    () =>
      customFormMachine.provide({
        actors: {
          saveForm: fromPromise(async ({ input }) => {
            latest.current(input.values)
            return { entryId: null }
          }),
        },
      }),
    [latest],
  )
  const hasValues = Object.values(values).some((v) => v !== '' && v !== undefined && v !== null)
  const [snapshot, send] = useActor(logic, {
    ...inspection(),
    input: {
      formId: form.id,
      fields: form.formFields,
      entry: hasValues ? { id: null, values } : null,
      allowClose: true,
    },
  })
  return [snapshot, send, formShown(snapshot)] as const
}
