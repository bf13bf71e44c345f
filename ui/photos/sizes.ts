import type { SizeRule } from '../../core/srcset'

// The `sizes` of a photo describe the view's own CSS layout, so they are made here, beside the views (issue 17
// point 4); core/srcset.ts makes the srcsets from the API's renditions.

/**
 * The `sizes` attribute of a layout: the widest breakpoint first, then the narrower ones, the rule without a
 * breakpoint last (the browser takes the first media condition that matches).
 */
export function sizesOf(rules: readonly SizeRule[]): string {
  const ordered = [...rules].sort((a, b) => b[0] - a[0])
  return ordered.map(([min, length]) => (min > 0 ? `(min-width: ${min}px) ${length}` : length)).join(', ')
}

/**
 * The rules of a picture that fills `factor` of a box laid out by `rules` (a photo cropped to its frame is wider than
 * its box: factor above 1), rounded to a hundredth.
 */
export function scaleSizes(rules: readonly SizeRule[], factor: number): SizeRule[] {
  const f = Math.round(factor * 100) / 100
  return rules.map(([min, length]) => [min, f === 1 ? length : `calc(${length} * ${f})`])
}
