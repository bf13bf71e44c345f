import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { AddressData } from '../../../core/address'
import { addressData, countries } from '../../../core/addressData'
import type { AddressCandidate, AddressSuggestion, CheckoutResponse } from '../../../core/schemas/checkout'
import type { Order } from '../../../core/schemas/order'
import { addressLookupMachine } from '../../../machines/addressLookup'
import { addressValidationMachine } from '../../../machines/addressValidation'
import { type CheckoutDraft, checkoutMachine } from '../../../machines/checkout'
import {
  type AddressFormView,
  type CheckoutView,
  checkoutView,
  type SelectFieldView,
  type TextFieldView,
} from '../../../machines/checkoutView'
import { paymentGuardView } from '../../../machines/paymentGuardView'
import { en } from '../../../ui/messages/en'
import { fixtures } from '../../machines/fixtures'
import '../../machines/checkoutFixtures'

const dollars = (amount: number) => `$${(amount / 100_000).toFixed(2)}`
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0))
}

const start = async (
  options: {
    draft?: CheckoutDraft | null
    response?: CheckoutResponse
    candidates?: readonly AddressCandidate[]
    entries?: readonly AddressSuggestion[]
    credentials?: Record<string, string>
    order?: Order
    /** The address data when it comes (issue 17 point 2: after the first render); at once by default. */
    data?: Promise<AddressData>
  } = {},
) => {
  const clock = new SimulatedClock()
  const saved: unknown[] = []
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        readDraft: fromPromise(async () => options.draft ?? null),
        loadAddressData: fromPromise(() => options.data ?? Promise.resolve(addressData)),
        loadCheckout: fromPromise(
          async () => options.response ?? (fixtures['checkout:requirements'] as CheckoutResponse),
        ),
        validation: addressValidationMachine.provide({
          actors: { validateAddress: fromPromise(async () => options.candidates ?? []) },
        }),
        lookup: addressLookupMachine.provide({
          actors: { lookupAddresses: fromPromise(async () => options.entries ?? []) },
        }),
        saveDetails: fromPromise(async ({ input }) => {
          saved.push(input.details)
          return fixtures['checkout:saved'] as Order
        }),
      },
    }),
    {
      clock,
      input: {
        order: options.order ?? (fixtures['checkout:order'] as Order),
        orderReady: true,
        credentials: options.credentials,
      },
    },
  ).start()
  await settle()
  const view = () => checkoutView(actor.getSnapshot(), dollars)
  return { actor, view, clock, saved }
}

const draftIn = (country: string): CheckoutDraft => {
  const base = fixtures['checkout:draft:usTypo'] as CheckoutDraft
  return { ...base, shipping: { ...base.shipping, country, state: '', zipCode: '' } }
}

const field = (form: AddressFormView | null, name: string) =>
  form?.fields.find((f) => f.kind !== 'link' && f.name === `${form.role}.${name}`) as
    | TextFieldView
    | SelectFieldView
    | undefined

const shippingFor = async (country: string) => (await start({ draft: draftIn(country) })).view().shipping

describe('checkoutView while the address data loads (issue 17 point 2)', () => {
  it('C §5 address: the form shows at once: the country select offers the address country, the state select its state', async () => {
    const stored = fixtures['checkout:draft:usTypo'] as CheckoutDraft
    const { view, actor } = await start({ draft: stored, data: new Promise(() => {}) })
    expect(view().status).toBe('editing')
    const shipping = view().shipping
    expect((field(shipping, 'country') as SelectFieldView).options).toEqual([{ value: 'US', label: 'US' }])
    expect((field(shipping, 'state') as SelectFieldView).options).toEqual([{ value: 'US-CA', label: 'California' }])
    expect(field(shipping, 'zipCode')).toMatchObject({ labelId: 'address.zip.zip', required: true })
    // Typing goes on; a state chosen before the list is in changes nothing.
    actor.send({ type: 'field.change', path: 'shipping.city', value: 'Cupertino' })
    actor.send({ type: 'field.change', path: 'shipping.state', value: '' })
    expect(field(view().shipping, 'city')?.value).toBe('Cupertino')
    expect(field(view().shipping, 'state')?.value).toBe('US-CA')
  })

  it('C §5 address: a blank address shows an empty state select until the regions come', async () => {
    const { view } = await start({ draft: draftIn('US'), data: new Promise(() => {}) })
    expect(field(view().shipping, 'state')).toMatchObject({ options: [], placeholderId: 'address.choose', value: '' })
  })

  it('C §5 address: a stored phone shows as digits until the data comes, then in its national form unless edited', async () => {
    let arrive: (data: AddressData) => void = () => {}
    const saved = fixtures['checkout:order:saved'] as Order
    const { view, actor } = await start({ draft: null, order: saved, data: new Promise((r) => (arrive = r)) })
    expect(field(view().shipping, 'phone')?.value).toBe('14089961010')
    arrive(addressData)
    await settle()
    expect(field(view().shipping, 'phone')?.value).toBe('(408) 996-1010')
    expect((field(view().shipping, 'country') as SelectFieldView).options.length).toBeGreaterThan(200)
    // An edit before the data came is kept as typed.
    const edited = await start({ draft: null, order: saved, data: new Promise((r) => (arrive = r)) })
    edited.actor.send({ type: 'field.change', path: 'shipping.phone', value: '14089961010 ' })
    arrive(addressData)
    await settle()
    expect(field(edited.view().shipping, 'phone')?.value).toBe('14089961010 ')
    expect(actor.getSnapshot().context.unformattedPhones).toEqual({})
  })
})

describe('checkoutView: the customer-details step (C §2, C §5)', () => {
  it('US: state and ZIP code, the ZIP on the number pad, every field with its autocomplete token', async () => {
    const shipping = await shippingFor('US')
    expect(shipping?.fields.map((f) => (f.kind === 'link' ? 'link' : f.name))).toEqual([
      'shipping.country',
      'shipping.name',
      'shipping.address1',
      'link',
      'shipping.city',
      'shipping.state',
      'shipping.zipCode',
      'shipping.phone',
    ])
    // Issue 15: the countries are named in the shopper's language by the view (ui/format.ts countryOptions).
    expect(field(shipping, 'country')).toMatchObject({
      kind: 'select',
      autoComplete: 'shipping country',
      countries: true,
    })
    expect(field(shipping, 'state')).toMatchObject({
      countries: false,
      labelId: 'address.state.state',
      autoComplete: 'shipping address-level1',
      placeholderId: 'address.choose',
      required: true,
    })
    expect((field(shipping, 'state') as SelectFieldView).options).toContainEqual({
      value: 'US-CA',
      label: 'California',
    })
    expect(field(shipping, 'zipCode')).toMatchObject({
      labelId: 'address.zip.zip',
      inputMode: 'numeric',
      autoComplete: 'shipping postal-code',
      required: true,
    })
    expect(field(shipping, 'phone')).toMatchObject({ type: 'tel', inputMode: 'tel', autoComplete: 'shipping tel' })
    expect(field(shipping, 'city')).toMatchObject({
      labelId: 'address.city.city',
      autoComplete: 'shipping address-level2',
    })
  })

  it.each([
    ['CA', 'address.state.province', 'address.zip.postal', 'address.city.city'],
    ['GB', 'address.state.county', 'address.zip.postal', 'address.city.post_town'],
    ['IE', 'address.state.county', 'address.zip.eircode', 'address.city.city'],
    ['JP', 'address.state.prefecture', 'address.zip.postal', 'address.city.city'],
    ['IN', 'address.state.state', 'address.zip.pin', 'address.city.city'],
  ])('%s: labels that fit the country', async (country, state, zip, city) => {
    const shipping = await shippingFor(country)
    expect(field(shipping, 'state')?.labelId).toBe(state)
    expect(field(shipping, 'zipCode')?.labelId).toBe(zip)
    expect(field(shipping, 'city')?.labelId).toBe(city)
  })

  it('CA and GB postcodes take letters in capitals; Ireland’s Eircode is optional', async () => {
    expect(field(await shippingFor('CA'), 'zipCode')).toMatchObject({ inputMode: 'text', autoCapitalize: 'characters' })
    expect(field(await shippingFor('GB'), 'zipCode')).toMatchObject({ inputMode: 'text', required: true })
    expect(field(await shippingFor('IE'), 'zipCode')?.required).toBe(false)
  })

  it('Vietnam has no postcode field; Malaysia lists its states by their full names', async () => {
    expect(field(await shippingFor('VN'), 'zipCode')).toBeUndefined()
    const options = (field(await shippingFor('MY'), 'state') as SelectFieldView).options
    expect(options).toContainEqual({ value: 'MY-14', label: 'Wilayah Persekutuan (Kuala Lumpur)' })
  })

  it('every label, placeholder and error the form can show, in every country, has an English text', async () => {
    const { actor, view } = await start({ draft: draftIn('US') })
    const ids = new Set<string>()
    const collect = (v: CheckoutView) => {
      for (const form of [v.shipping, v.billing])
        for (const f of form?.fields ?? []) {
          ids.add(f.labelId)
          if (f.kind === 'select' && f.placeholderId) ids.add(f.placeholderId)
        }
    }
    for (const { code } of countries) {
      actor.send({ type: 'field.change', path: 'shipping.country', value: code })
      collect(view())
    }
    actor.send({ type: 'details.submit' })
    const v = view()
    for (const id of [
      v.customer.name.labelId,
      v.customer.email.labelId,
      v.shippingMethods.legendId,
      v.shipping?.legendId ?? '',
      v.billingToggle?.labelId ?? '',
      v.shippingInstructions?.labelId ?? '',
      v.photographerInstructions.labelId,
      ...v.breadcrumb.map((b) => b.id),
      ...Object.values(actor.getSnapshot().context.errors),
      'checkout.save_failed',
    ])
      ids.add(id)
    expect([...ids].filter((id) => !(id in en))).toEqual([])
  })

  it('shipping methods: price, the price before a reached promotion, and the note of what is still to add', async () => {
    const requirements = fixtures['checkout:requirements'] as CheckoutResponse
    const [home, ...others] = requirements.checkoutRequirements.shippingMethods
    if (!home) throw new Error('fixture')
    const reached = {
      ...requirements,
      checkoutRequirements: {
        ...requirements.checkoutRequirements,
        shippingMethods: [
          { ...home, cost: 0, promotion: { id: 'p', label: 'Free shipping from $75', reached: true, remaining: 0 } },
          ...others,
        ],
      },
    }
    const before = (await start()).view().shippingMethods.options[0]
    expect(before).toMatchObject({
      price: 795_000,
      listPrice: null,
      free: false,
      promotion: { text: { id: 'shipping.promotion_remaining', values: { amount: '$45.00' } } },
    })
    const after = (await start({ response: reached })).view().shippingMethods.options[0]
    expect(after).toMatchObject({
      price: 0,
      listPrice: 795_000,
      free: true,
      promotion: { label: 'Free shipping from $75', text: { id: 'shipping.promotion_reached' } },
    })
  })

  it('issue 12: the chosen method’s totals, as the server offered them, before the details are saved', async () => {
    const { actor, view } = await start({ draft: { ...draftIn('US'), shippingMethodId: null } })
    expect(view().methodTotals).toBeNull()
    const [home, school] = view().shippingMethods.options
    actor.send(home?.event ?? { type: 'details.retry' })
    // The $30 order with ship to home: $7.95 shipping, $37.95 in all (fixture: no tax, fee or coupon).
    expect(view().methodTotals).toEqual({
      order: { shippingTotal: 795_000, couponDiscountTotal: 0, adjustmentTotal: 0, totalTax: 0, total: 3_795_000 },
      cartTotal: 3_795_000,
    })
    actor.send(school?.event ?? { type: 'details.retry' })
    expect(view().methodTotals).toMatchObject({ order: { shippingTotal: 0, total: 3_000_000 }, cartTotal: 3_000_000 })
  })

  it('C §2 multi-child cart: the cart total changes by this order’s difference only', async () => {
    const base = fixtures['checkout:order'] as Order
    // A sister's $20 order beside this $30 one: ship to home adds its $7.95 to this order only.
    const order = { ...base, linkedOrders: [{ id: 'sister', total: 2_000_000 }] } as unknown as Order
    const { actor, view } = await start({ order, draft: { ...draftIn('US'), shippingMethodId: null } })
    actor.send(view().shippingMethods.options[0]?.event ?? { type: 'details.retry' })
    expect(view().methodTotals?.cartTotal).toBe(2_000_000 + 3_795_000)
  })

  it('C §5: a missing shipping method says what to do, not the generic required text', async () => {
    const { actor, view } = await start({ draft: { ...draftIn('US'), shippingMethodId: null } })
    actor.send(view().events.submit)
    expect(view().shippingMethods.error).toBe('checkout.form_error_choose_shipping')
    expect(en['checkout.form_error_choose_shipping']).toBe('Choose how your order reaches you.')
  })

  it('C §4: the validation modal shows the entered address beside the suggestion; choosing it saves it validated', async () => {
    const { actor, view, saved } = await start({
      draft: fixtures['checkout:draft:usTypo'] as CheckoutDraft,
      candidates: fixtures['candidates:cupertino'] as AddressCandidate[],
    })
    actor.send(view().events.submit)
    await settle()
    const modal = view().modal
    expect(view().status).toBe('validating')
    expect(modal).toMatchObject({
      status: 'suggestions',
      entered: { lines: ['Ada Parent', '1 Infinite Loop', 'Cupertno, CA 95014', 'United States'] },
      suggestions: [{ changed: ['city'] }],
    })
    actor.send(modal?.suggestions[0]?.event ?? { type: 'validation.cancel' })
    await settle()
    expect(actor.getSnapshot().value).toBe('done')
    expect(saved).toMatchObject([{ shipping: { city: 'Cupertino', validated: true, phone: '14089961010' } }])
  })

  it('C §5 lookup: a US ZIP code typed and left for 1 s lists its places; a pick fills the address', async () => {
    const { actor, view, clock } = await start({
      draft: fixtures['checkout:draft:usWithState'] as CheckoutDraft,
      entries: fixtures['lookup:zips'] as AddressSuggestion[],
      credentials: { addressLookup: 'offline' },
    })
    actor.send({ type: 'field.change', path: 'shipping.zipCode', value: '9501' })
    clock.increment(1000)
    await settle()
    const lookup = view().shipping?.lookup
    expect(lookup?.entries.map((e) => e.label)).toEqual(['Cupertino, CA 95014', 'Cupertino, CA 95015'])
    actor.send(lookup?.entries[1]?.event ?? { type: 'details.retry' })
    expect(field(view().shipping, 'zipCode')?.value).toBe('95015')
    expect(view().shipping?.lookup?.entries).toEqual([])
  })

  it('no lookup without the member credential, nor outside the US', async () => {
    expect((await start({ draft: draftIn('US') })).view().shipping?.lookup).toBeNull()
    const canada = await start({ draft: draftIn('CA'), credentials: { addressLookup: 'offline' } })
    expect(canada.view().shipping?.lookup).toBeNull()
  })
})

describe('paymentGuardView (C §2 payment step)', () => {
  const order = fixtures['checkout:order'] as Order
  const saved = fixtures['checkout:order:saved'] as Order

  it('waits for the order actor, then sends a shopper without a cart to the catalog', () => {
    expect(paymentGuardView(null, false, addressData)).toEqual({ status: 'waiting' })
    expect(paymentGuardView(null, true, addressData)).toEqual({ status: 'redirect', to: '/catalog' })
  })

  it('goes back to customer details without a name or e-mail, or without any address while something is to pay', () => {
    expect(paymentGuardView(order, true, addressData)).toEqual({ status: 'redirect', to: '/checkout/customerDetails' })
    const noAddress = { ...saved, shippingAddress: null } as Order
    expect(paymentGuardView(noAddress, true, addressData)).toEqual({
      status: 'redirect',
      to: '/checkout/customerDetails',
    })
    expect(paymentGuardView({ ...noAddress, total: 0 }, true, addressData).status).toBe('show')
  })

  it('shows the step with the breadcrumb on payment and a recap of the saved details, with the way back', () => {
    expect(paymentGuardView(saved, true, addressData)).toEqual({
      status: 'show',
      breadcrumb: [
        { id: 'checkout.customer_information', current: false },
        { id: 'checkout.payment', current: true },
      ],
      backTo: '/checkout/customerDetails',
      recap: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        method: 'Ship to home',
        addresses: [
          {
            role: 'shipping',
            labelId: 'checkout.shipping_address',
            lines: ['Ada Parent', '1 Infinite Loop', 'Cupertino, CA 95014', 'United States'],
          },
        ],
        change: '/checkout/customerDetails',
      },
    })
  })

  it('recap: the addresses show once the address data is in (issue 17 point 2: it loads after the first render)', () => {
    const view = paymentGuardView(saved, true, null)
    expect(view.status === 'show' && view.recap).toMatchObject({ name: 'Grace Hopper', addresses: [] })
  })

  it('recap: school delivery shows the billing address only; separate billing shows both, shipping first', () => {
    const billing = { ...(saved.shippingAddress as NonNullable<Order['shippingAddress']>), name: 'Ben Parent' }
    const school = {
      ...saved,
      shippingMethod: { id: 'school', label: 'Deliver to school with the class' },
      shippingAddress: null,
      billingAddress: billing,
    } as Order
    const recap = (order: Order) => {
      const view = paymentGuardView(order, true, addressData)
      return view.status === 'show' ? view.recap : null
    }
    expect(recap(school)).toMatchObject({
      method: 'Deliver to school with the class',
      addresses: [
        {
          role: 'billing',
          labelId: 'checkout.billing_address',
          lines: ['Ben Parent', '1 Infinite Loop', 'Cupertino, CA 95014', 'United States'],
        },
      ],
    })
    const both = recap({ ...saved, billingDetailsAdded: true, billingAddress: billing } as Order)
    expect(both?.addresses.map((a) => a.role)).toEqual(['shipping', 'billing'])
    for (const id of [
      'checkout.contact',
      'checkout.recipient',
      'checkout.change_details',
      ...(both?.addresses ?? []).map((a) => a.labelId),
    ])
      expect(en).toHaveProperty([id])
  })
})
