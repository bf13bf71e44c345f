import { describe, expect, it } from 'vitest'
import type { Order } from '../../../core/schemas/order'
import { customFormBannerView } from '../../../machines/customFormBannerView'
import { fixtures } from '../../machines/fixtures'
import '../../machines/orderFixtures'
import { expectMessages, form, uuid } from './dialogFixtures'

const studentDetails = form()
const withEntries = (...forms: string[]): Order => ({
  ...(fixtures['order:matching'] as Order),
  orderFormEntrys: forms.map((formId, i) => ({ id: uuid(7700 + i), form: formId, values: { name: 'Emma' } })),
})

describe('customFormBannerView (B §4 custom form of the order)', () => {
  it.each([
    ['no order yet', null, false],
    ['an order without entries', withEntries(), false],
    ["an order with another form's entry", withEntries(uuid(7601)), false],
    ["an order with this form's entry", withEntries(uuid(7601), studentDetails.id), true],
  ])('B §4: %s: filled %s', (_, order, filled) => {
    const view = customFormBannerView(order, studentDetails)
    expect(view).toMatchObject({
      title: 'Student details',
      description: 'Helps us match the photos to your child.',
      filled,
      status: filled ? 'customForm.filled' : 'customForm.missing',
      action: filled ? 'options.edit_form' : 'options.enter_form',
      actionTarget: 'student details',
      open: { type: 'form.open' },
    })
    expectMessages(view.status, view.action)
  })
})
