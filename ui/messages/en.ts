/** English messages; ids follow the spec's keys where it names one (DESIGN decision 11). */
export const en = {
  'app.loading': 'Loading…',
  'app.not_found': 'We could not find this page.',
  'cart.load_failure': 'An error occurred loading this shopping cart. Please try again later.',
  'cart.unavailable':
    'Ordering is closed for this shop right now. Please check back later or contact your photographer.',
  'cart.go_home': 'Go to Homepage',
  'cart.view_cart': 'View shopping cart',
  'cart.empty': 'Your shopping cart is empty.',
  'cart.start_shopping': 'Start shopping',
  'catalog.categories': 'Categories',
  'catalog.previous': 'Previous',
  'catalog.next': 'Next: {label}',
  'catalog.no_products': 'There are no products in this category yet.',
  'catalog.unknown_category': 'This category does not exist. Pick one from the list.',
  'galleries.title': 'Photos',
  'galleries.none': 'No photos have been published for this shop yet. You can already order from the catalog.',
  'galleries.to_catalog': 'Go to the catalog',
  'access.title': 'Find your photos',
  'access.intro': 'Enter the access code from your picture-day flyer or proof sheet.',
  'access.label': 'Access code',
  'access.submit': 'Open my shop',
  'access.searching': 'Looking up your code…',
  'multi_child_ordering.error_search_has_no_access_code': 'Please enter your access code.',
  'access.error_unknown': 'We could not find a shop for “{code}”. Check the code on your flyer and try again.',
  'access.error_failed': 'We could not check your code just now. Please try again in a moment.',
} as const

export type MessageId = keyof typeof en
