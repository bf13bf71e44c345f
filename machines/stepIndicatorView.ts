import { type ShopStep, stepOfPath } from '../core/shopSteps'

export type StepItem = {
  readonly step: ShopStep
  readonly label: `steps.${ShopStep}`
  readonly state: 'done' | 'current' | 'ahead'
  /** A step already passed links back to its page; the current and later ones are reached with Next. */
  readonly href: string | null
}

export type StepIndicatorView = {
  readonly items: readonly StepItem[]
  /** 1-based, for "Step 2 of 4" on a phone. */
  readonly position: number
  readonly count: number
  readonly currentLabel: `steps.${ShopStep}`
}

const HREFS: Record<ShopStep, string | null> = {
  photos: '/galleries',
  yearbook: '/yearbook',
  products: '/catalog',
  cart: '/view',
  // Checkout is entered from the cart, which checks the order first (C §4).
  checkout: null,
}

/**
 * Issue 16 point 4: the shop's steps with the one this path belongs to, or null where no step applies (order pages,
 * not found) or the path's step is not one of this shop's.
 */
export const stepIndicatorView = (steps: readonly ShopStep[], path: string): StepIndicatorView | null => {
  const current = stepOfPath(path)
  const index = current ? steps.indexOf(current) : -1
  if (index < 0) return null
  return {
    items: steps.map((step, i) => ({
      step,
      label: `steps.${step}`,
      state: i < index ? 'done' : i === index ? 'current' : 'ahead',
      href: i < index ? HREFS[step] : null,
    })),
    position: index + 1,
    count: steps.length,
    currentLabel: `steps.${steps[index] as ShopStep}`,
  }
}
