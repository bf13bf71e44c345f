// The price of one order item (C §3 order item subTotal and originalSubTotal), composed from the quantity, option,
// credit and pose rules, so the server charges and the browser previews with the same arithmetic.
import { type Money, multiply, sum } from './money'
import { chosenOptionIds, type GroupValues, isBlank } from './options'
import { linePrice, type PricedProduct } from './quantity'

/** A product with what lowers its unit price: a promotion (B §3 parameters.promotion) and discounts. */
export type PromotedProduct = PricedProduct & {
  isPromotional?: boolean | null
  parameters?: {
    promotion?: { readonly cost: Money } | null
    discounts?: readonly { readonly active: boolean; readonly cost: Money }[] | null
  } | null
}

/**
 * The unit price units outside every tier are charged at. Interpretation: the lowest of retailAmount, the promotion
 * cost of a promotional product (B §5 other: the promotion shows the saving against retail) and the cost of each
 * active discount (B §2 product panel discounts); inactive discounts are shown, not applied.
 */
export function effectiveRetail(product: PromotedProduct): Money {
  const promotion = product.isPromotional ? product.parameters?.promotion?.cost : undefined
  const discounts = (product.parameters?.discounts ?? []).filter((d) => d.active).map((d) => d.cost)
  const candidates = [product.retailAmount, ...discounts, ...(promotion === undefined ? [] : [promotion])]
  return Math.max(0, Math.min(...candidates))
}

/** What core/quantity linePrice reads of the product, at its effective retail: not a copy of the whole product. */
export function atEffectiveRetail(product: PromotedProduct): PricedProduct {
  const { pricingStrategy, productCostTiers } = product
  return { retailAmount: effectiveRetail(product), pricingStrategy, productCostTiers }
}

export interface PricedOptionGroup {
  readonly id: string | number
  readonly retailAmount?: Money | null
  readonly productOptions?: readonly { readonly id: string | number; readonly retailAmount?: Money | null }[]
}

/**
 * What the chosen options add to one unit. Interpretation: a group holding a value adds its own retailAmount (a paid
 * text line, a form) plus the retailAmount of each chosen option; an empty group adds nothing.
 */
export function optionsAmount(groups: readonly PricedOptionGroup[], values: GroupValues): Money {
  return sum(
    groups.flatMap((group) => {
      const stored = values[String(group.id)]
      if (isBlank(stored?.value)) return []
      const chosen = new Set(chosenOptionIds(stored).map(String))
      const options = (group.productOptions ?? []).filter((option) => chosen.has(String(option.id)))
      return [group.retailAmount ?? 0, ...options.map((option) => option.retailAmount ?? 0)]
    }),
  )
}

export type ItemPrice = { subTotal: Money; originalSubTotal: Money }

/**
 * C §3: subTotal is the line price of the quantity at the effective unit price (tiers as core/quantity decides) plus
 * `extrasPerUnit` (options, extra credits, extra poses) for each unit; originalSubTotal is the same at retailAmount,
 * so their difference is the promotion or discount saving. Interpretation: every unit carries its extras, since each
 * unit is a full copy of what was configured.
 */
export function itemPrice(product: PromotedProduct, quantity: number, extrasPerUnit: Money): ItemPrice {
  const extras = multiply(extrasPerUnit, quantity)
  return {
    subTotal: sum([linePrice(atEffectiveRetail(product), quantity), extras]),
    originalSubTotal: sum([linePrice(product, quantity), extras]),
  }
}
