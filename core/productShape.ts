// Issue 16 point 2: the shape a product card draws the child's photo in. The catalog (B §3) has no print size field,
// so a size written in the label ("8×10 print", "11x14 portrait") gives a print's proportions; a package is a sheet of
// prints, a wallet product a sheet of wallets, a digital product a screen.

export type ProductShape =
  /** One print; `aspect` is its short side over its long side (8×10: 0.8). */
  { kind: 'print'; aspect: number } | { kind: 'wallets' } | { kind: 'sheet' } | { kind: 'screen' }

type ShapedProduct = {
  readonly type: string
  readonly isByo: boolean
  readonly information: { readonly label: string }
  readonly nodes: readonly unknown[]
  readonly products: readonly { readonly nodes: readonly unknown[] }[]
}

/** A portrait print's proportions when no size is written: 4:5, the demo photos' own. */
export const DEFAULT_PRINT_ASPECT = 0.8

const SIZE = /(\d+(?:[.,]\d+)?)\s*[×xX]\s*(\d+(?:[.,]\d+)?)/

/** The proportions of a print size written in a label, short side over long side; null when none is written. */
export const printAspect = (label: string): number | null => {
  const match = SIZE.exec(label)
  if (!match) return null
  const [a, b] = [match[1], match[2]].map((n) => Number(String(n).replace(',', '.')))
  if (!a || !b) return null
  return Math.min(a, b) / Math.max(a, b)
}

/** Whether the product (or, for a package, one of its products) is made from a photo: only then it shows one. */
export const takesPhoto = (product: ShapedProduct): boolean =>
  product.nodes.length > 0 || product.products.some((child) => child.nodes.length > 0)

/** The shape the child's photo is shown in on the product's card; null for a product not made from a photo. */
export const productShape = (product: ShapedProduct): ProductShape | null => {
  if (!takesPhoto(product)) return null
  if (product.type === 'package' || product.isByo) return { kind: 'sheet' }
  if (product.type === 'digital' || product.type === 'digitalBulk') return { kind: 'screen' }
  if (/wallet/i.test(product.information.label)) return { kind: 'wallets' }
  return { kind: 'print', aspect: printAspect(product.information.label) ?? DEFAULT_PRINT_ASPECT }
}
