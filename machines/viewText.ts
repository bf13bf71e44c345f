// What a view-model asks a view to say: a text as it is (a label from the product set, a store's button text) or a
// message of the shopper's language by id, with its values. Only a view looks messages up and formats money.

export type ViewText =
  | { readonly text: string }
  | { readonly id: string; readonly values?: Record<string, string | number> }

/** A text shown as it is. */
export const asIs = (text: string): ViewText => ({ text })

/** A message by id (ui/messages), with its values. */
export const message = (id: string, values?: Record<string, string | number>): ViewText =>
  values ? { id, values } : { id }

/** The text when there is one (not empty), else the message. */
export const textOr = (text: string | null | undefined, id: string): ViewText => (text ? { text } : { id })
