import type { Order } from '../core/schemas/order'
import type { CustomForm } from '../core/schemas/productSet'
import type { CustomFormEvent } from './customForm'

/**
 * B §4 custom form of the order, as the catalog shows it: its title and description, whether the order holds it
 * (Saved or Not filled in yet) and the button, Enter or Edit, that opens the modal. A function of the order the order
 * actor holds, so the banner renders with the catalog while the form's machine and modal load after it (issue 17
 * point 2): the form's saves go through the order actor, so its order holds the entry once a save is done.
 */
export const customFormBannerView = (order: Order | null, form: CustomForm) => {
  const filled = order?.orderFormEntrys.some((e) => e.form === form.id) ?? false
  return {
    title: form.title,
    description: form.description,
    filled,
    status: filled ? 'customForm.filled' : 'customForm.missing',
    action: filled ? 'options.edit_form' : 'options.enter_form',
    /** Said after the action in the button's accessible name ("Edit student details"). */
    actionTarget: form.title.toLowerCase(),
    open: { type: 'form.open' } satisfies CustomFormEvent,
  }
}

export type CustomFormBannerView = ReturnType<typeof customFormBannerView>
