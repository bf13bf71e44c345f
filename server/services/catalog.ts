import type { Category, Product, ProductOptionGroup, ProductSet } from '../../core/schemas/productSet'
import type { ClientSession, Stage } from '../../core/schemas/session'
import type { Store } from '../../core/schemas/store'
import type { Queryable } from '../db/database'

type StoreRow = { id: string; name: string; logo: string | null; url: string | null; settings: Store['settings'] }

export const findStore = async (db: Queryable, id: string): Promise<Store | null> => {
  const { rows } = await db.query<StoreRow>('select id, name, logo, url, settings from stores where id = $1', [id])
  return rows[0] ?? null
}

type SessionRow = {
  id: string
  store_id: string
  product_set_id: string
  label: string
  uri: string
  category: string | null
  cart_image_type_preference: ClientSession['cartImageTypePreference']
  client_id: string
  client_label: string
  season_id: string | null
  season_label: string | null
  season_code: string | null
  stage_id: string
  stage_label: string
  stage_type: Stage['type']
  started_at: Date | null
  completes_at: Date | null
  stage_settings: Omit<Stage, 'id' | 'label' | 'type' | 'startedAt' | 'completesAt'>
}

const sessionSelect = `
  select s.id, s.store_id, s.product_set_id, s.label, s.uri, s.category, s.cart_image_type_preference,
         c.id as client_id, c.label as client_label, se.id as season_id, se.label as season_label, se.code as season_code,
         st.id as stage_id, st.label as stage_label, st.type as stage_type, st.started_at, st.completes_at,
         st.settings as stage_settings
  from client_sessions s
  join clients c on c.id = s.client_id
  join stages st on st.client_session_id = s.id
  left join seasons se on se.id = s.season_id`

/**
 * The session row plus where it belongs; `storeId` and `productSetId` never leave the server. Its galleries (with
 * signed cover addresses) are added by the one answer that shows them, GET /client_sessions/{id}.
 */
export type SessionRecord = {
  clientSession: Omit<ClientSession, 'galleries'>
  storeId: string
  productSetId: string
}

const toSession = (r: SessionRow): SessionRecord => ({
  storeId: r.store_id,
  productSetId: r.product_set_id,
  clientSession: {
    id: r.id,
    label: r.label,
    uri: r.uri,
    client: { id: r.client_id, label: r.client_label },
    category: r.category,
    season:
      r.season_id && r.season_label && r.season_code
        ? { id: r.season_id, label: r.season_label, code: r.season_code }
        : null,
    cartImageTypePreference: r.cart_image_type_preference,
    stage: {
      ...r.stage_settings,
      id: r.stage_id,
      label: r.stage_label,
      type: r.stage_type,
      startedAt: r.started_at?.toISOString() ?? null,
      completesAt: r.completes_at?.toISOString() ?? null,
    },
  },
})

export const findClientSession = async (db: Queryable, id: string): Promise<SessionRecord | null> => {
  const { rows } = await db.query<SessionRow>(`${sessionSelect} where s.id = $1`, [id])
  return rows[0] ? toSession(rows[0]) : null
}

/** Access codes are printed on flyers: compare without case and surrounding blanks. */
export const normaliseAccessCode = (code: string) => code.trim().toUpperCase()

export const findClientSessionByCode = async (db: Queryable, code: string): Promise<SessionRecord | null> => {
  const { rows } = await db.query<SessionRow>(`${sessionSelect} where s.access_code = $1`, [normaliseAccessCode(code)])
  return rows[0] ? toSession(rows[0]) : null
}

type ProductRow = {
  id: string
  category_id: string | null
  parent_id: string | null
  type: Product['type']
  meta_type: string | null
  label: string
  text: string
  assets: Product['assets']
  retail_amount: number
  product_cost: number
  product_quantity: number
  additional_credit_cost: number | null
  additional_pose_cost: number | null
  pose_limit: number | null
  quantity_limit: number | null
  order_limit: number | null
  is_mandatory: boolean
  is_multi_pose: boolean
  is_byo: boolean
  is_promotional: boolean
  allow_multiple_backgrounds: boolean
  is_package_content_hidden: boolean
  pricing_strategy: Product['pricingStrategy']
  cost_tiers: Product['productCostTiers']
  tag_rules: Product['tagRules']
  nodes: Product['nodes']
  parameters: Product['parameters']
}

type GroupRow = {
  id: string
  type: ProductOptionGroup['type']
  label: string
  description: string | null
  required: boolean
  expanded: boolean
  allow_notes: boolean
  retail_amount: number
  form_id: string | null
  image_level: boolean
  parameters: ProductOptionGroup['parameters']
}

type OptionRow = {
  id: string
  option_group_id: string
  label: string
  description: string | null
  retail_amount: number
  is_default: boolean
  allow_notes: boolean
  assets: ProductOptionGroup['productOptions'][number]['assets']
  background_asset: string | null
  parameters: ProductOptionGroup['productOptions'][number]['parameters']
}

/** Loads a whole product set in five queries and assembles the tree in memory. */
export const findProductSet = async (db: Queryable, id: string): Promise<ProductSet | null> => {
  const set = (
    await db.query<{
      id: string
      pre_order: boolean
      business_rules: ProductSet['businessRules']
      shipping_promotions: ProductSet['shippingPromotions']
    }>('select id, pre_order, business_rules, shipping_promotions from product_sets where id = $1', [id])
  ).rows[0]
  if (!set) return null
  const [categories, products, groups, links, options, forms] = await Promise.all([
    db.query<{ id: string; slug: string; label: string; text: string; assets: Category['assets'] }>(
      'select id, slug, label, text, assets from categories where product_set_id = $1 order by position',
      [id],
    ),
    db.query<ProductRow>('select * from products where product_set_id = $1 order by position', [id]),
    db.query<GroupRow>('select * from option_groups where product_set_id = $1', [id]),
    db.query<{ product_id: string; option_group_id: string }>(
      `select l.product_id, l.option_group_id from product_option_groups l
       join products p on p.id = l.product_id where p.product_set_id = $1 order by l.position`,
      [id],
    ),
    db.query<OptionRow>(
      `select o.* from options o join option_groups g on g.id = o.option_group_id
       where g.product_set_id = $1 order by o.position`,
      [id],
    ),
    db.query<{
      id: string
      title: string
      description: string | null
      form_fields: ProductSet['forms'][number]['formFields']
      save_button_text: string | null
      update_button_text: string | null
    }>('select * from forms where product_set_id = $1 order by title', [id]),
  ])

  const optionsByGroup = groupBy(options.rows, (o) => o.option_group_id)
  const groupById = new Map<string, ProductOptionGroup>(
    groups.rows.map((g) => [
      g.id,
      {
        id: g.id,
        type: g.type,
        label: g.label,
        description: g.description,
        required: g.required,
        expanded: g.expanded,
        allowNotes: g.allow_notes,
        retailAmount: g.retail_amount,
        form: g.form_id,
        parameters: g.parameters,
        productOptions: (optionsByGroup.get(g.id) ?? []).map((o) => ({
          id: o.id,
          label: o.label,
          description: o.description,
          retailAmount: o.retail_amount,
          isDefault: o.is_default,
          allowNotes: o.allow_notes,
          assets: o.assets,
          backgroundAsset: o.background_asset,
          parameters: o.parameters,
        })),
      },
    ]),
  )
  const groupsByProduct = groupBy(links.rows, (l) => l.product_id)
  const children = groupBy(
    products.rows.filter((p) => p.parent_id),
    (p) => p.parent_id ?? '',
  )
  const toProduct = (p: ProductRow): Product => ({
    id: p.id,
    type: p.type,
    metaType: p.meta_type,
    information: { label: p.label, text: p.text },
    assets: p.assets,
    retailAmount: p.retail_amount,
    productCost: p.product_cost,
    productQuantity: p.product_quantity,
    additionalCreditCost: p.additional_credit_cost,
    additionalPoseCost: p.additional_pose_cost,
    poseLimit: p.pose_limit,
    quantityLimit: p.quantity_limit,
    orderLimit: p.order_limit,
    isMandatory: p.is_mandatory,
    isMultiPose: p.is_multi_pose,
    isByo: p.is_byo,
    isPromotional: p.is_promotional,
    allowMultipleBackgrounds: p.allow_multiple_backgrounds,
    isPackageContentHidden: p.is_package_content_hidden,
    pricingStrategy: p.pricing_strategy,
    productCostTiers: p.cost_tiers,
    tagRules: p.tag_rules,
    nodes: p.nodes,
    parameters: p.parameters,
    productOptionGroups: (groupsByProduct.get(p.id) ?? []).flatMap((l) => groupById.get(l.option_group_id) ?? []),
    products: (children.get(p.id) ?? []).map(toProduct),
  })
  const byCategory = groupBy(
    products.rows.filter((p) => p.category_id),
    (p) => p.category_id ?? '',
  )
  return {
    id: set.id,
    preOrder: set.pre_order,
    businessRules: set.business_rules,
    shippingPromotions: set.shipping_promotions,
    imageProductOptionGroups: groups.rows.flatMap((g) => (g.image_level ? (groupById.get(g.id) ?? []) : [])),
    forms: forms.rows.map((f) => ({
      id: f.id,
      title: f.title,
      description: f.description,
      formFields: f.form_fields,
      saveButtonText: f.save_button_text,
      updateButtonText: f.update_button_text,
    })),
    categories: categories.rows.map((c) => ({
      id: c.id,
      slug: c.slug,
      information: { label: c.label, text: c.text },
      assets: c.assets,
      products: (byCategory.get(c.id) ?? []).map(toProduct),
    })),
  }
}

const groupBy = <T>(items: T[], key: (item: T) => string): Map<string, T[]> => {
  const map = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = map.get(k)
    if (list) list.push(item)
    else map.set(k, [item])
  }
  return map
}
