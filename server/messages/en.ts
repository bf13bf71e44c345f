// The server's messages in English (issue 15): every error message of the API, the download pages and the words core
// builds into them, by id, in ICU MessageFormat (intl-messageformat). Spanish (es.ts) names every id of this file.
// An error's `message` is said in the request's language (server/messages/say.ts); its fields stay message ids the
// browser translates.

export const en = {
  // Requests (server/http.ts, server/requestLimits.ts)
  internal: 'Something went wrong on our side. Please try again.',
  'request.invalid_json': 'The request body is not valid JSON',
  'request.too_large': 'The request body is larger than {kilobytes} KB',
  'request.invalid_query': 'Invalid query parameter',
  'request.too_deep': 'JSON may be nested at most {depth} deep',
  'request.number_not_finite': 'Numbers must be finite',
  'request.nul_character': 'Text must not contain NUL characters',
  'request.lone_surrogate': 'Text must not contain lone surrogates',
  'request.invalid_parameter': 'Invalid {name}',
  'request.if_match': 'If-Match must be the order version',
  'request.no_route': 'No API route {method} {path}',

  // A request that does not decode (decodeOr400)
  'invalid.access_code': 'Invalid access code',
  'invalid.adjustment': 'Invalid adjustment',
  'invalid.admin_sign_in': 'Invalid admin sign-in',
  'invalid.address': 'Invalid address',
  'invalid.address_query': 'Invalid address query',
  'invalid.card': 'Invalid card',
  'invalid.change': 'Invalid change',
  'invalid.coupon': 'Invalid coupon',
  'invalid.customer_details': 'Invalid customer details',
  'invalid.download': 'Invalid download',
  'invalid.favourite': 'Invalid favourite',
  'invalid.finalize_digitals': 'Invalid finalize digitals',
  'invalid.image_crop': 'Invalid image crop',
  'invalid.image_option_removal': 'Invalid image option removal',
  'invalid.image_options': 'Invalid image options',
  'invalid.item_options': 'Invalid item options',
  'invalid.order': 'Invalid order',
  'invalid.order_form': 'Invalid order form',
  'invalid.order_item': 'Invalid order item',
  'invalid.order_submit': 'Invalid order submit',
  'invalid.paging': 'Invalid paging',
  'invalid.payment': 'Invalid payment',
  'invalid.payment_received': 'Invalid payment received',
  'invalid.photo': 'Invalid photo',
  'invalid.report_days': 'Invalid report days',
  'invalid.report_query': 'Invalid report query',
  'invalid.search': 'Invalid search',
  'invalid.track': 'Invalid track',
  'invalid.yearbook_selection': 'Invalid yearbook selection',

  // 404 (notFound)
  'not_found.client_session': 'Client session not found',
  'not_found.favourite': 'Favourite not found',
  'not_found.form': 'Form not found',
  'not_found.gallery': 'Gallery not found',
  'not_found.image': 'Image not found',
  'not_found.image_crop': 'Image crop not found',
  'not_found.order': 'Order not found',
  'not_found.order_form': 'Order form not found',
  'not_found.order_image_option': 'Order image option not found',
  'not_found.order_item': 'Order item not found',
  'not_found.payment': 'Payment not found',
  'not_found.payment_gateway': 'Payment gateway not found',
  'not_found.payment_intent': 'Payment intent not found',
  'not_found.product': 'Product not found',
  'not_found.product_option_group': 'Product option group not found',
  'not_found.product_set': 'Product set not found',
  'not_found.store': 'Store not found',
  'not_found.store_user': 'Store user not found',
  'not_found.subject': 'Subject not found',

  // Who is asking (server/auth.ts, reports, the sandbox's card form)
  'auth.missing': 'Sign-in token missing: send Authorization: Bearer <token>',
  'auth.malformed': 'Sign-in token is malformed',
  'auth.forged': 'Sign-in token is not valid',
  'auth.expired': 'Sign-in token has expired',
  'auth.unknown': 'Sign-in token names a shopper this shop does not know',
  'auth.shopper_only_self': 'A shopper can only act as the signed-in store user',
  'auth.reports_admin_only': 'Reports are for the studio (admin) only',
  'auth.publishable_key': 'The card form is not set up with this shop’s public key.',

  // The studio (admin mode: server/routes/admin.ts, adjustments, payments recorded by hand)
  'admin.token_invalid': 'That admin token is not valid',
  'admin.too_many_tokens':
    'Too many wrong admin tokens. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  'admin.open_any_order_only': 'Opening any order is for the studio (admin) only',
  'admin.adjustment_only': 'A price adjustment is for the studio (admin) only',
  'admin.record_payment_only': 'Recording a payment is for the studio (admin) only',
  'admin.adjustment_invalid': 'An adjustment needs an amount other than 0 and a reason of 3 to 200 characters',
  'admin.order_not_placed': 'Only an order placed to be paid later can be recorded as paid',
  'admin.note_invalid': 'Write a note of 3 to 200 characters (e.g. "cheque 1042")',

  // Idempotency (server/idempotency.ts)
  'idempotency.invalid_key': 'Idempotency-Key must be 1 to 100 visible ASCII characters',
  'idempotency.reused':
    'This Idempotency-Key was used for another request ({method} {path}): use a new key for a new request',
  'idempotency.in_progress':
    'The first request with this Idempotency-Key is still running: ask again once it has answered',

  // Access codes, subjects and photos
  'access_code.required': 'An access code is required',
  'access_code.too_many':
    'Too many wrong access codes. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  'access_code.nothing_found': 'No shop or student found for this access code',
  'access_code.wrong': 'No student in this shop has this access code',
  'access_code.nothing_to_add': 'No student or session found to add',
  'subject.locked': "Enter the student's access code to see their photos",
  'photo.purchase_required': 'The full-resolution photo is available once it has been bought',
  'photo.not_allowed': "Only this student's photos and the shared photos of their session can be used (see {fields})",
  'photo.not_together': 'A photo or crop does not exist or does not belong together (see {fields})',
  'favourite.subject_elsewhere': 'The subject does not belong to this client session',
  'favourite.other_than_path': 'The body names another favourite or crop than the path',
  'yearbook.unavailable': 'This shop does not collect yearbook photos at this stage',
  'yearbook.invalid': 'The yearbook selection cannot be saved',
  'yearbook.already_selected': "This student's yearbook photo has already been chosen",

  // Orders (server/services/orders.ts)
  'order.store_user_required': 'Orders are made by a shopper, not the admin token',
  'order.version_conflict': 'The order changed meanwhile (now version {version}): reload it',
  'order.locked': 'This order is being paid or is complete and can no longer be changed',
  'order.cart_unavailable': 'Ordering is closed for this shop right now',
  'order.subject_required': 'This shop takes orders for a student only',
  'order.subject_elsewhere': 'The student is not photographed in this session',
  'order.multi_child_off': 'This shop does not link orders for several children',
  'order.link_refused': 'An order of another shop cannot join this cart: start a separate order for it',
  'order.full': 'An order holds at most {max} items: start another order',
  'order.item_invalid': 'The order item is not valid (see {fields})',
  'order.item_incomplete': 'The product is not completely configured: nothing was added (see {fields})',
  'order.product_locked': '{product} is locked: {reasons}',
  'order.exclusive_conflict': '{product} cannot be ordered together with {others}: confirm to replace them',
  'order.package_content': 'This product is part of a package: change the package instead',
  'order.product_unavailable': 'This product is no longer sold in this shop',
  'order.removal_dependencies': 'Removing this item also removes {dependents}: confirm with withDependents=true',
  'order.being_paid': 'This cart is being paid: wait until the payment ends, then try again',
  'order.invalid_form': '{form}: please check the fields',
  'order.form_exists': 'This form is filled in already: PUT /order_forms/{id}',
  'order.image_options_invalid': 'The photo options are not valid',

  // Why a product is locked (core/lockExplanation.ts reasons, said by server/messages/lockReasons.ts)
  'lock.unlock': 'Add {rule}',
  'lock.lock': 'Locked while the order has {rule}',
  'lock.product': '{label}',
  'lock.category': 'something from {label}',
  'lock.form': 'the {label} form filled in',
  'lock.custom_form': 'the custom form filled in',
  'lock.order': 'an order',
  'lock.unknown': 'a condition this shop sets',
  'lock.bounded': '{condition} ({bounds})',
  'lock.at_least': 'at least {count}',
  'lock.spend': '{amount} or more',

  // Checkout (server/services/checkout.ts)
  'checkout.cart_invalid': 'The cart changed and cannot be checked out: {problems}',
  'checkout.problem.empty_order': 'an order of the cart is empty',
  'checkout.problem.rules_unmet': 'the cart no longer meets what checkout requires',
  'checkout.problem.product_unavailable': 'a product is no longer sold',
  'checkout.problem.over_limit': 'a product is above its quantity limit',
  'checkout.problem.product_locked': 'a product is locked',
  'checkout.invalid_customer_details': 'Please check the highlighted fields',

  // Coupons (server/services/coupons.ts)
  'coupon.code_required': 'Enter a coupon code.',
  'coupon.unknown': 'There is no coupon {code} in this shop.',
  'coupon.not_allowed': 'Coupons cannot be used in this shop at the moment.',
  'coupon.not_yet_valid': 'The coupon {code} can be used from {date}.',
  'coupon.expired': 'The coupon {code} expired on {date}.',
  'coupon.used_up': 'The coupon {code} has been used up.',
  'coupon.used_up_for_shopper': 'You have already used the coupon {code} as often as it allows.',
  'coupon.minimum_spend': 'The coupon {code} needs an order of {minimum} or more (add {remaining}).',
  'coupon.not_applicable': 'The coupon {code} does not apply to anything in this order.',

  // Payments (server/services/payments/)
  'payment.invalid_method': 'This payment method is not offered for this order',
  'payment.customer_details_required': 'Enter the customer details before paying',
  'payment.mixed_orders':
    'Orders of different shops or currencies cannot be paid together: remove the other orders from the cart and pay them separately',
  'payment.total_changed': 'The total to pay changed: please check the cart again',
  'payment.card_required': 'A card payment needs the card',
  'payment.in_progress': 'Another payment of this order is being made: ask again in a moment',
  'payment.still_in_progress': 'The payment is still being made: ask again in a moment',
  'payment.none_started': 'No payment was started for this order: choose how to pay',
  'payment.invalid_signature': 'The notification signature does not hold',
  'payment.gateway_unavailable': 'Card payments are not available right now',
  'refund.not_positive': 'A refund needs an amount above zero.',
  'refund.more_than_left': 'The refund is more than what is left of the payment to give back.',
  'refund.nothing_taken': 'Only a payment whose money was taken can be refunded.',

  // A card the sandbox refuses (server/services/payments/sandboxTokens.ts); fields keep the card form's ids
  'card.enter': 'Please enter {field}.',
  'card.field.holder_name': 'the name on the card',
  'card.field.number': 'your card number',
  'card.field.expiry': "your card's expiry date",
  'card.field.cvc': "your card's security code",
  'card.invalid_number': 'Your card number is not valid.',
  'card.invalid_cvc': "Your card's security code is not valid.",
  'card.invalid_expiry': "Your card's expiry date is not valid.",
  'card.expired': "Your card's expiry date is in the past.",
  'card.name_too_long': 'The name on the card is too long.',

  // A payment or a change's charge that failed, by its decline code (C §8 "Unable to process payment: {message}")
  'decline.card_declined': 'Your card was declined.',
  'decline.insufficient_funds': 'Your card has insufficient funds.',
  'decline.expired_card': 'Your card has expired.',
  'decline.incorrect_cvc': "Your card's security code is incorrect.",
  'decline.processing_error': 'An error occurred while processing your card. Try again in a little bit.',
  'decline.authentication_failed':
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  'decline.authentication_closed': 'You closed the authentication window: the card was not charged.',
  'decline.authentication_required':
    'Your bank asks you to confirm every payment with this card, which cannot be done after the order: the difference was not charged.',
  'decline.resource_missing': 'We could not find the card you entered. Please enter your card details again.',
  'decline.authentication_incomplete': "The card's authentication was not completed: the card was not charged.",
  'decline.payment_canceled': 'The payment was canceled: the card was not charged.',
  'decline.prices_changed':
    'Prices changed while the difference was being charged: the charge was given back and nothing changed.',
  'decline.gateway_unreachable':
    'The payment provider did not answer, so this change was not made. Please ask the studio.',
  'decline.10001': 'The total to pay changed: please check the cart again.',
  /** A provider's own words for a decline the shop has no words for. */
  'decline.other': '{words}',

  // Changes after purchase (core/afterPurchase.ts, server/services/orderChanges.ts)
  'change.closed_on': 'Changes closed on {date}. {ask}',
  'change.closed': 'This order takes no changes after purchase. {ask}',
  'change.ask_studio': 'Ask the studio.',
  'change.ask_contact': 'Ask {name}.',
  'change.ask_contact_at': 'Ask {name} at {reach}.',
  'change.too_many': 'This order has had {max} changes that changed its price, the most that can be made here. {ask}',
  'change.amount_changed':
    'The price of this change moved: it now {now} (you confirmed it {confirmed}). Nothing was changed: look at the new amount and confirm again.',
  'change.adds': 'adds {amount}',
  'change.takes_off': 'takes {amount} off',
  'change.leaves_total': 'leaves the total as it is',
  'change.digital_delivered':
    'Digital photos are delivered once paid, so their photo cannot be changed. Ask the studio for another.',
  'change.in_progress': 'Another change to this order is being paid: try again in a moment',
  'change.needs_payment': 'This change costs more, and this order was not paid by card: ask the studio to make it',
  'change.pending': 'The payment of this change is being confirmed: look at the order again in a minute',

  // Downloads and receipts (server/services/downloads/, server/routes/downloads.ts, server/services/receipts/)
  'download.not_paid': 'This order is not paid yet: its files can be downloaded once it is paid',
  'download.licence_required': 'Accept the licence to download the files',
  'download.not_digital': 'This item has no files to download',
  'download.licence_not_digital': 'Only digital items take a licence',
  'download.files_not_ready': 'The files of this order are not ready yet',
  'download.no_digital_items': 'This order has no files to download',
  'download.files_unavailable': 'The files cannot be read right now. Please try again later.',
  'download_page.expired.title': 'This download link has expired',
  'download_page.expired.text':
    'Download links work for 15 minutes. Open your order again for a fresh link: your files are still there.',
  'download_page.invalid.title': 'This download link is not valid',
  'download_page.invalid.text':
    'The link is incomplete or was changed. Open your order in the shop and download the files from there.',
  'download_page.unavailable.title': 'This download is no longer available',
  'download_page.unavailable.text':
    'The order changed since the link was made. Open your order to see what you can download now.',
  'download_page.failed.title': 'The files cannot be read right now',
  'download_page.failed.text': 'Something went wrong on our side. Please try the link again in a few minutes.',
  'download_page.to_order': 'Go to your order',
  'download_page.to_shop': 'Go to the shop',
  'receipt.unavailable': 'The order has a receipt once it is paid or placed',

  // The page itself (server/page.ts), shown when the storefront's code does not arrive.
  'page.load_failed': 'This page did not load. Check your connection and reload: your cart is kept.',
  'page.reload': 'Reload',
  // Under the page's spinner after a while: its code may never come, and then nothing else on the page can say so.
  'page.still_loading': 'Still loading. If nothing comes, check your connection and reload: your cart is kept.',
} as const satisfies Record<string, string>

export type MessageId = keyof typeof en
