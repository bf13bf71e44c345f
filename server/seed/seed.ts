import type { BusinessRules } from '../../core/schemas/productSet'
import type { Database, Queryable } from '../db/database'
import { seedDemoCoupons } from './coupons'
import {
  DEMO_STORE_ID,
  type DemoCondition,
  type DemoOption,
  type DemoOptionGroup,
  type DemoProduct,
  type DemoProductSet,
  type DemoRule,
  type DemoSession,
  demoClients,
  demoIds,
  demoPrice,
  demoSessions,
  demoStores,
  groupsOf,
  stageSettings,
} from './demo'
import { demoId } from './ids'
import { seedDemoPayments } from './payments'
import { seedDemoShipping } from './shipping'
import { seedDemoTexts } from './texts'

export const productImagePath = (setKey: string, p: DemoProduct) => `/media/products/${setKey}-${p.key}.jpg`

/** Swatches of image and background options; the same backdrop serves every set, so the path names the option. */
export const swatchPath = (group: DemoOptionGroup, option: DemoOption, size: 'small' | 'large') =>
  group.type === 'background'
    ? `/media/backgrounds/${option.key}${size === 'small' ? '-small' : ''}.jpg`
    : `/media/options/${group.key}-${option.key}${size === 'small' ? '-small' : ''}.png`

/**
 * Several shop processes may start at once on one PostgreSQL server: seeding holds this transaction-scoped advisory
 * lock and checks for its rows under it, so one process seeds and the others find the rows there.
 */
export const lockSeeding = (tx: Queryable) => tx.query(`select pg_advisory_xact_lock(hashtext('storefront:seed'))`)

/** Seeds the demo shop into an empty database; returns false when a store already exists (a restart keeps data). */
export const seedDemoShop = async (db: Database, now: Date): Promise<boolean> => {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from stores')
  if ((rows[0]?.n ?? 0) > 0) return false
  return db.transaction(async (tx) => {
    await lockSeeding(tx)
    const again = await tx.query<{ n: number }>('select count(*)::int as n from stores')
    if ((again.rows[0]?.n ?? 0) > 0) return false
    for (const s of demoStores)
      await tx.query('insert into stores (id, name, logo, url, settings) values ($1, $2, $3, $4, $5)', [
        s.id,
        s.name,
        s.logo,
        s.url,
        s.settings,
      ])
    for (const [key, label] of Object.entries(demoClients))
      await tx.query('insert into clients (id, label) values ($1, $2)', [demoId(`client:${key}`), label])
    const seasonId = demoId('season:2026')
    await tx.query('insert into seasons (id, label, code) values ($1, $2, $3)', [seasonId, '2026–2027', '2627'])
    for (const session of demoSessions)
      await seedSession(tx, session, demoId(`client:${session.client ?? 'maple-grove'}`), seasonId, now)
    await seedDemoShipping(tx)
    await seedDemoPayments(tx)
    await seedDemoCoupons(tx, now)
    await seedDemoTexts(tx)
    return true
  })
}

const seedSession = async (tx: Queryable, session: DemoSession, clientId: string, seasonId: string, now: Date) => {
  const set = session.productSet
  const setId = demoId(`set:${set.key}`)
  const storeId = session.store ?? DEMO_STORE_ID
  await tx.query(
    `insert into product_sets (id, store_id, pre_order, business_rules, shipping_promotions)
     values ($1, $2, $3, $4, $5)`,
    [
      setId,
      storeId,
      set.preOrder,
      businessRules(set),
      // A JS array is sent as a PostgreSQL array by pg, so a jsonb array goes as its JSON text.
      JSON.stringify(
        (set.shippingPromotions ?? []).map(({ key, minimumSpend, ...texts }) => ({
          id: demoId(`shipping-promotion:${set.key}:${key}`),
          ...texts,
          minimumSpend: demoPrice(minimumSpend),
        })),
      ),
    ],
  )
  const sessionId = demoId(`session:${session.key}`)
  await tx.query(
    `insert into client_sessions (id, store_id, client_id, season_id, product_set_id, label, uri, category, access_code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [sessionId, storeId, clientId, seasonId, setId, session.label, session.key, 'School', session.accessCode],
  )
  const day = 86_400_000
  const { daysOpen, productionCutoffWeeks } = session.stage
  // Issue 16 point 5: a deadline a parent can read ("June 12 at 11:59 PM"), not the minute the seed ran: the end of
  // the last open day (UTC), between daysOpen − 1 and daysOpen days away.
  const lastDay = new Date(now.getTime() + (daysOpen - 1) * day)
  const completesAt =
    daysOpen > 0
      ? new Date(Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth(), lastDay.getUTCDate(), 23, 59))
      : null
  // Issue 14: paid orders change until production starts, some weeks after the stage completes.
  const productionCutoffAt =
    completesAt && productionCutoffWeeks
      ? new Date(completesAt.getTime() + productionCutoffWeeks * 7 * day).toISOString()
      : null
  await tx.query(
    `insert into stages (id, client_session_id, label, type, started_at, completes_at, settings)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      demoId(`stage:${session.key}`),
      sessionId,
      session.stage.label,
      session.stage.type,
      new Date(now.getTime() - day),
      completesAt,
      stageSettings({ ...session.stage.settings, productionCutoffAt }),
    ],
  )
  await seedForms(tx, set, setId)
  await seedOptionGroups(tx, set, setId)
  for (const [ci, category] of set.categories.entries()) {
    const categoryId = demoIds.category(set.key, category.slug)
    const thumbnail = category.products.find((p) => p.key === category.thumbnail)
    const image = thumbnail && productImagePath(set.key, thumbnail)
    await tx.query(
      `insert into categories (id, product_set_id, slug, label, text, assets, position)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        categoryId,
        setId,
        category.slug,
        category.label,
        category.text,
        image ? { smallUrl: image, largeUrl: image } : null,
        ci,
      ],
    )
    for (const [pi, p] of category.products.entries()) {
      await seedProduct(tx, set, setId, p, { categoryId, parentId: null }, pi)
      for (const [xi, child] of (p.products ?? []).entries()) {
        await seedProduct(tx, set, setId, child, { categoryId: null, parentId: demoIds.product(set.key, p.key) }, xi)
      }
    }
  }
}

const seedOptionGroups = async (tx: Queryable, set: DemoProductSet, setId: string) => {
  const imageLevel = new Set(set.imageGroups ?? [])
  for (const g of groupsOf(set)) {
    await tx.query(
      `insert into option_groups (id, product_set_id, type, label, description, required, expanded, allow_notes,
         retail_amount, form_id, image_level, parameters)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        demoIds.group(set.key, g.key),
        setId,
        g.type,
        g.label,
        g.description ?? null,
        g.required ?? false,
        g.expanded ?? false,
        g.allowNotes ?? false,
        demoPrice(g.price ?? 0),
        g.form ? demoIds.form(set.key, g.form) : null,
        imageLevel.has(g.key),
        g.parameters ?? {},
      ],
    )
    for (const [oi, o] of (g.options ?? []).entries()) {
      const swatch = o.swatch && { smallUrl: swatchPath(g, o, 'small'), largeUrl: swatchPath(g, o, 'large') }
      await tx.query(
        `insert into options (id, option_group_id, position, label, description, retail_amount, is_default,
           allow_notes, assets, background_asset, parameters)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          demoIds.option(set.key, g.key, o.key),
          demoIds.group(set.key, g.key),
          oi,
          o.label,
          o.description ?? null,
          demoPrice(o.price ?? 0),
          o.isDefault ?? false,
          o.allowNotes ?? false,
          swatch ?? null,
          g.type === 'background' && swatch ? swatch.largeUrl : null,
          {
            ...(o.notesTitle ? { notesTitle: o.notesTitle } : {}),
            ...(o.notesPlaceholder ? { notesPlaceholder: o.notesPlaceholder } : {}),
          },
        ],
      )
    }
  }
}

const seedForms = async (tx: Queryable, set: DemoProductSet, setId: string) => {
  for (const f of set.forms ?? []) {
    const fields = f.fields.map((field) => ({
      id: demoIds.field(set.key, f.key, field.key),
      type: field.type,
      label: field.label,
      description: field.description ?? null,
      placeholder: field.placeholder ?? null,
      required: field.required ?? false,
      subjectMapping: field.subjectMapping ?? null,
      parameters: field.parameters ?? {},
    }))
    await tx.query(
      `insert into forms (id, product_set_id, title, description, form_fields, save_button_text, update_button_text)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        demoIds.form(set.key, f.key),
        setId,
        f.title,
        f.description,
        JSON.stringify(fields),
        f.saveButtonText,
        f.updateButtonText,
      ],
    )
  }
}

const seedProduct = async (
  tx: Queryable,
  set: DemoProductSet,
  setId: string,
  p: DemoProduct,
  place: { categoryId: string | null; parentId: string | null },
  position: number,
) => {
  const image = productImagePath(set.key, p)
  const productId = demoIds.product(set.key, p.key)
  const group = (key: string) => demoIds.group(set.key, key)
  const parameters = {
    ...(p.imageLocation ? { imageLocation: p.imageLocation } : {}),
    ...(p.promotion ? { promotion: { ...p.promotion, cost: demoPrice(p.promotion.cost) } } : {}),
    ...(p.discounts ? { discounts: p.discounts.map((d) => ({ ...d, cost: demoPrice(d.cost) })) } : {}),
    ...(p.buttonText ? { buttonText: p.buttonText } : {}),
    ...(p.modalTitle ? { modalTitle: p.modalTitle } : {}),
    ...(p.modalBody ? { modalBody: p.modalBody } : {}),
    ...(p.dependencies
      ? {
          productOptionGroupDependencies: p.dependencies.map((d) => ({
            group: group(d.group),
            optionGroup: group(d.on),
            options: d.options.map((o) => demoIds.option(set.key, d.on, o)),
          })),
        }
      : {}),
  }
  await tx.query(
    `insert into products (id, product_set_id, category_id, parent_id, position, type, meta_type, label, text, assets,
       retail_amount, product_cost, product_quantity, additional_credit_cost, additional_pose_cost, pose_limit,
       quantity_limit, order_limit, is_mandatory, is_multi_pose, is_byo, is_promotional, is_package_content_hidden,
       pricing_strategy, cost_tiers, tag_rules, nodes, parameters)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       $24, $25, $26, $27, $28)`,
    [
      productId,
      setId,
      place.categoryId,
      place.parentId,
      position,
      p.type,
      p.metaType ?? null,
      p.label,
      p.text,
      { smallUrl: image, largeUrl: image },
      demoPrice(p.price),
      p.productCost ?? 0,
      p.productQuantity ?? 0,
      p.additionalCreditCost === undefined ? null : demoPrice(p.additionalCreditCost),
      p.additionalPoseCost === undefined ? null : demoPrice(p.additionalPoseCost),
      p.poseLimit ?? null,
      p.quantityLimit ?? null,
      p.orderLimit ?? null,
      p.isMandatory ?? false,
      p.isMultiPose ?? false,
      p.isByo ?? false,
      p.isPromotional ?? false,
      p.isPackageContentHidden ?? false,
      p.pricing?.strategy ?? null,
      JSON.stringify(
        (p.pricing?.tiers ?? []).map(([quantityFrom, quantityTo, cost]) => ({
          quantityFrom,
          quantityTo,
          cost: demoPrice(cost),
        })),
      ),
      JSON.stringify(p.tagRules ?? []),
      JSON.stringify((p.nodes ?? []).map((label, i) => ({ id: demoIds.node(set.key, p.key, i), label }))),
      parameters,
    ],
  )
  for (const [gi, key] of (p.groups ?? []).entries()) {
    await tx.query('insert into product_option_groups (product_id, option_group_id, position) values ($1, $2, $3)', [
      productId,
      group(key),
      gi,
    ])
  }
}

const rule = (set: DemoProductSet, r: DemoRule, priority: number) => ({
  id: demoIds.rule(set.key, r.key),
  priority,
  operator: r.operator,
  conditions: r.conditions.map((c) => condition(set, c)),
})

const condition = (set: DemoProductSet, c: DemoCondition) => {
  const bounds = (b: { minimumQuantity?: number; minimumSpend?: number }) => ({
    ...(b.minimumQuantity === undefined ? {} : { minimumQuantity: b.minimumQuantity }),
    ...(b.minimumSpend === undefined ? {} : { minimumSpend: demoPrice(b.minimumSpend) }),
  })
  switch (c.kind) {
    case 'product':
      return { kind: c.kind, id: demoIds.product(set.key, c.product), ...bounds(c) }
    case 'category':
      return { kind: c.kind, id: demoIds.category(set.key, c.category), ...bounds(c) }
    case 'form':
      return { kind: c.kind, id: demoIds.form(set.key, c.form) }
    case 'order':
      return { kind: c.kind, id: null, ...bounds(c) }
  }
}

/** B §3 business rules of a set, with the demo keys turned into ids. */
const businessRules = (set: DemoProductSet): BusinessRules => {
  const r = set.rules ?? {}
  const rules = (list: DemoRule[] | undefined) => (list ?? []).map((x, i) => rule(set, x, i + 1))
  const locks = (id: string, entry: { unlockedBy?: DemoRule[]; lockedBy?: DemoRule[] }) => ({
    id,
    ...(entry.unlockedBy ? { unlockedBy: rules(entry.unlockedBy) } : {}),
    ...(entry.lockedBy ? { lockedBy: rules(entry.lockedBy) } : {}),
  })
  return {
    lockedItems: {
      products: (r.lockedProducts ?? []).map((e) => locks(demoIds.product(set.key, e.product), e)),
      categories: (r.lockedCategories ?? []).map((e) => locks(demoIds.category(set.key, e.category), e)),
    },
    requiredForCheckout: rules(r.requiredForCheckout),
    requiredForComplete: rules(r.requiredForComplete),
    exclusiveProductGroups: (r.exclusiveProductGroups ?? []).map((g) => g.map((k) => demoIds.product(set.key, k))),
  }
}
