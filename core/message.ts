// A sentence for a person, said by its id in a message catalogue with its values (issue 15: the server speaks the
// request's language, server/messages/). Core words its messages as data, so the wording of every language stays in
// the catalogues; money and dates are kept as values and written in the reader's locale when the message is said.
import type { Money } from './money'

/**
 * A message's value: text, a number, money or a date (with the locale they belong to: the store's, or the one the
 * shopper asked for), another message, or a list of values joined in the reader's language ("a, b and c") or by commas or semicolons.
 */
export type MessageValue<Id extends string = string> =
  | string
  | number
  | { readonly money: Money; readonly currency: string; readonly locale: string }
  | { readonly date: string | number; readonly locale: string; readonly style?: 'long' | 'medium' }
  | Message<Id>
  | { readonly list: readonly MessageValue<Id>[]; readonly join: 'and' | 'or' | 'commas' | 'semicolons' }

/** A message by its id; nested messages are of the same catalogue (`Id`: its ids, checked where it is said). */
export type Message<Id extends string = string> = {
  readonly id: Id
  readonly values?: Readonly<Record<string, MessageValue<Id>>>
}
