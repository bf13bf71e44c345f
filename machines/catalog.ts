import { assign, setup } from 'xstate'

export type CatalogInput = { slugs: readonly string[]; slug: string | null }

const indexOf = (slugs: readonly string[], slug: string | null) => (slug === null ? 0 : slugs.indexOf(slug))

/**
 * B §4 catalog: the product set's categories, or an empty state without any; a category can be selected. /catalog
 * shows the first one (B §2); an unknown slug selects nothing, so the page says the category does not exist.
 */
export const catalogMachine = setup({
  types: {} as {
    context: { slugs: readonly string[]; current: number }
    input: CatalogInput
    events: { type: 'category.select'; slug: string | null }
  },
  guards: {
    noCategories: ({ context }) => context.slugs.length === 0,
    anotherCategory: ({ context, event }) => indexOf(context.slugs, event.slug) !== context.current,
  },
  actions: {
    selectCategory: assign({
      current: ({ context, event }) => indexOf(context.slugs, event.slug),
    }),
  },
}).createMachine({
  id: 'catalog',
  context: ({ input }) => ({ slugs: input.slugs, current: indexOf(input.slugs, input.slug) }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'noCategories', target: 'empty' }, { target: 'browsing' }],
    },
    empty: {},
    browsing: {
      // The shown category again (the page opening on it says so) changes nothing: no new snapshot, so the page and its
      // cards do not render twice (issue 17 point 3).
      on: { 'category.select': { guard: 'anotherCategory', actions: 'selectCategory' } },
    },
  },
})

type CatalogSnapshot = { context: { slugs: readonly string[]; current: number } }

/** The selected category and its neighbours, for the previous and next buttons (B §2). */
export const catalogPosition = ({ context }: CatalogSnapshot) => ({
  current: context.slugs[context.current] ?? null,
  previous: context.current > 0 ? (context.slugs[context.current - 1] ?? null) : null,
  next: context.current >= 0 ? (context.slugs[context.current + 1] ?? null) : null,
})
