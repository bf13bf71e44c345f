// Tag rules (B §3 product tagRules, B §5): which photos a product, the image chooser or the yearbook may use.

export type TagScope = 'product' | 'images' | 'yearbook'

/** A tag as the API sends it, or its slug. */
export type TagRef = string | { readonly slug: string }

export interface TagRule {
  /** Where the rule applies; a rule without scope applies wherever it is listed. */
  readonly scope?: string | null
  /** 'filter' keeps matching photos, 'exclude' drops them; any other value makes the rule inert. */
  readonly rule: string
  /** 'ANY' or 'ALL' (case-insensitive); anything else reads as ANY. */
  readonly operator: string
  readonly tags: readonly TagRef[]
}

export interface Tagged {
  readonly tags?: readonly TagRef[] | null
}

const slugOf = (tag: TagRef): string => (typeof tag === 'string' ? tag : tag.slug)

/** Whether a photo has ANY or ALL of the rule's tags. */
function matches(image: Tagged, rule: TagRule): boolean {
  const own = new Set((image.tags ?? []).map(slugOf))
  const wanted = rule.tags.map(slugOf)
  return rule.operator.toUpperCase() === 'ALL' ? wanted.every((t) => own.has(t)) : wanted.some((t) => own.has(t))
}

/** A rule without tags says nothing and passes every photo. */
export function passesTagRule(image: Tagged, rule: TagRule): boolean {
  if (rule.tags.length === 0) return true
  switch (rule.rule.toLowerCase()) {
    case 'filter':
      return matches(image, rule)
    case 'exclude':
      return !matches(image, rule)
    default:
      return true
  }
}

/** A photo passes a list of rules when it passes each of them. */
export function passesTagRules(image: Tagged, rules: readonly TagRule[] | null | undefined): boolean {
  return (rules ?? []).every((rule) => passesTagRule(image, rule))
}

export function rulesInScope(rules: readonly TagRule[] | null | undefined, scope: TagScope): TagRule[] {
  return (rules ?? []).filter((rule) => !rule.scope || rule.scope === scope)
}

/**
 * Photos the image chooser offers for a product (B §5): the product's own rules and the rules scoped to images;
 * yearbook-scoped rules do not apply here.
 */
export function chooserImages<T extends Tagged>(
  images: readonly T[],
  rules: readonly TagRule[] | null | undefined,
): T[] {
  const applicable = (rules ?? []).filter((rule) => rule.scope !== 'yearbook')
  return images.filter((image) => passesTagRules(image, applicable))
}
