// The bounds of what a shopper may send (DESIGN decision 13, issue 11 point 4; docs/api.md "Limits"). The request
// schemas (core/schemas) refuse anything past them with 400, and the rules that the browser shares with the server
// (core/quantity, core/orderItem, core/forms) use the same figures, so both sides stop at the same place.

/** The largest quantity of one item or one product chosen in a package, whatever the product allows. */
export const MAX_QUANTITY = 10_000

/** Notes for the photographer, and the text of a text option whose group sets no smaller characterLimit. */
export const MAX_TEXT_LENGTH = 1_000

/** One answer of a custom form (B §3 form fields have no characterLimit). */
export const MAX_FORM_VALUE_LENGTH = 500

/** A code the shopper types: an access code, a coupon code. */
export const MAX_CODE_LENGTH = 100

/** The highest gallery page that may be asked for: 100,000 pages of at most 100 photos. */
export const MAX_PAGE = 100_000

/**
 * The most items (top-level lines) one order holds: far past any family's order, and low enough that a total of
 * MAX_QUANTITY of the dearest product on every line stays an exact number of 1/100000 units.
 */
export const MAX_ORDER_ITEMS = 200
