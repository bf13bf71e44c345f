import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { useCatalog } from '../../adapters/react/catalog'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { Category, ProductSet } from '../../core/schemas/productSet'
import type { Stage } from '../../core/schemas/session'
import type { Store } from '../../core/schemas/store'
import { categoryDescription } from '../../core/text'
import { BottomBar } from '../components/BottomBar'
import { SM_UP } from '../components/breakpoints'
import { useMedia } from '../components/useMedia'
import { usePriceFormatter } from '../format'
import { AddChildButton } from './AddChildButton'
import { CustomFormBanner } from './CustomFormBanner'
import { ProductCard } from './ProductCard'
import { ShippingPromotions } from './ShippingPromotions'

type Props = { productSet: ProductSet; store: Store; stage: Stage | null; slug: string | null }

const categoryPath = (c: Category) => `/catalog/category/${c.slug}`

/** B §2 /catalog (first category) and /catalog/category/{slug}: category list, products, previous and next. */
export const CatalogPage = ({ productSet, store, stage, slug }: Props) => {
  const intl = useIntl()
  const { categories } = productSet
  const formatPrice = usePriceFormatter(store)
  const multiChild = stage?.multiChildOrdering && stage.multiChildOrderBannerHeading ? stage : null
  // B §2 puts the banner and the shipping promotions above the products. On a phone they filled the first screen, so
  // there they follow the products, in the page's order too (from `sm` up, as B §2 orders them); a category whose
  // banner is repeated at the bottom shows it there once.
  const wide = useMedia(SM_UP)
  const position = useCatalog(
    categories.map((c) => c.slug),
    slug,
  )
  const bySlug = (s: string | null) => categories.find((c) => c.slug === s)
  const category = bySlug(position.current)
  const previous = bySlug(position.previous)
  const next = bySlug(position.next)
  const banner = multiChild && <MultiChildBanner stage={multiChild} />
  const aside = (
    <>
      {banner}
      <ShippingPromotions promotions={productSet.shippingPromotions} formatPrice={formatPrice} />
    </>
  )
  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 pt-4 pb-28 grid-cols-[minmax(0,1fr)] md:grid-cols-[16rem_minmax(0,1fr)]">
      <CategoryList categories={categories} current={category?.id ?? null} />
      <main className="flex min-w-0 flex-col gap-4">
        {productSet.forms[0] && <CustomFormBanner form={productSet.forms[0]} />}
        {category ? (
          <>
            <div>
              <h2 className="text-2xl font-bold">{category.information.label}</h2>
              {category.information.text && (
                <p className="mt-1 max-w-prose text-sm text-stone-600 sm:text-base">{category.information.text}</p>
              )}
            </div>
            {wide && aside}
            {category.products.length === 0 ? (
              <p className="text-stone-600">
                <FormattedMessage id="catalog.no_products" />
              </p>
            ) : (
              <ul className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="products">
                {category.products.map((p) => (
                  <ProductCard
                    key={p.id}
                    product={p}
                    categoryId={category.id}
                    productSet={productSet}
                    formatPrice={formatPrice}
                  />
                ))}
              </ul>
            )}
            {wide ? category.products.length >= 5 && banner : aside}
          </>
        ) : (
          <p className="text-stone-700" role="alert">
            <FormattedMessage id="catalog.unknown_category" />
          </p>
        )}
      </main>
      {category && (
        <BottomBar
          label={intl.formatMessage({ id: 'catalog.steps' })}
          formatPrice={formatPrice}
          previous={previous && { href: categoryPath(previous), label: intl.formatMessage({ id: 'catalog.previous' }) }}
          next={{
            href: next ? categoryPath(next) : '/view',
            label: next
              ? intl.formatMessage({ id: 'catalog.next' }, { label: next.information.label })
              : intl.formatMessage({ id: 'cart.view_cart' }),
          }}
        />
      )}
    </div>
  )
}

/** B §2 category list: title, description cut at 105 characters (85 beside a thumbnail), thumbnail. */
const CategoryList = ({ categories, current }: { categories: readonly Category[]; current: string | null }) => {
  const intl = useIntl()
  const list = useRef<HTMLUListElement>(null)
  // On a phone the list scrolls sideways: show the current category, once per change, without moving the page. A page
  // opening on the first one shows it already; measuring would lay the page out before its first paint (issue 17).
  const opening = useRef(categories[0]?.id === current)
  useEffect(() => {
    const active = current ? list.current?.querySelector<HTMLElement>(`[data-category="${current}"]`) : null
    if (list.current && active && !opening.current)
      list.current.scrollLeft = active.offsetLeft - list.current.offsetLeft - 16
    opening.current = false
  }, [current])
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.categories' })} className="md:sticky md:top-4 md:self-start">
      <h2 className="sr-only">
        <FormattedMessage id="catalog.categories" />
      </h2>
      <ul
        ref={list}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0"
      >
        {categories.map((c) => {
          const thumbnail = c.assets?.smallUrl ?? null
          const active = c.id === current
          return (
            <li key={c.id} className="shrink-0 md:shrink">
              <Link
                href={categoryPath(c)}
                aria-current={active ? 'page' : undefined}
                data-category={c.id}
                className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 ${
                  active ? 'border-brand bg-brand-soft' : 'border-transparent bg-white hover:border-stone-300'
                }`}
              >
                {thumbnail && <img src={thumbnail} alt="" className="size-10 rounded object-cover" />}
                <span>
                  <span className="block font-semibold whitespace-nowrap md:whitespace-normal">
                    {c.information.label}
                  </span>
                  <span className="hidden text-sm text-stone-600 md:block">
                    {categoryDescription(c.information.text, thumbnail !== null)}
                  </span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** B §2 multi-child order banner, from the stage's heading and text, with its action: the subject search modal. */
const MultiChildBanner = ({ stage }: { stage: Stage }) => (
  <aside className="rounded-xl border border-brand bg-brand-soft p-4" data-testid="multi-child-banner">
    <h3 className="font-semibold text-brand-strong">{stage.multiChildOrderBannerHeading}</h3>
    {stage.multiChildOrderBannerText && <p className="text-sm text-stone-700">{stage.multiChildOrderBannerText}</p>}
    <AddChildButton />
  </aside>
)
