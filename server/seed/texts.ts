// Issue 15 point 1: the demo shop's own texts in Spanish (migration 019 store_texts), every text a parent reads of
// the demo (server/seed/demo.ts) named by its record and field. Seeded with the demo shop, and at every start into a
// data folder seeded before them (main.ts; SEED_DEMO=off skips both).
import type { Queryable } from '../db/database'
import {
  allProducts,
  DEMO_STORE_ID,
  type DemoOptionGroup,
  type DemoProductSet,
  demoClassGallery,
  demoIds,
  demoPaymentMethods,
  demoSessions,
  demoShippingMethods,
  demoStores,
  groupsOf,
  stageSettings,
} from './demo'
import { demoSpanish } from './demoSpanish'
import { demoId } from './ids'

/** One text of the demo in English: the store whose text it is, the record and the field (as the API answers it). */
export type DemoText = { storeId: string; entityId: string; field: string; text: string }

/** The stage settings a parent reads (core/schemas/session.ts Stage). */
const STAGE_TEXTS = [
  'multiChildOrderBannerHeading',
  'multiChildOrderBannerText',
  'yearbookInstructions',
  'welcomeHeading',
  'welcomeText',
  'bannerCountdownText',
  'bannerCountdownTooltip',
  'bannerDateTimeText',
  'bannerDateTimeTooltip',
  'bannerText',
  'bannerTooltip',
  'orderCompleteCartText',
] as const

/** The texts of one record that it has (an empty or missing text has nothing to translate). */
const textsOf = (storeId: string, entityId: string, fields: Record<string, string | null | undefined>): DemoText[] =>
  Object.entries(fields).flatMap(([field, text]) => (text ? [{ storeId, entityId, field, text }] : []))

const groupTexts = (storeId: string, setKey: string, g: DemoOptionGroup): DemoText[] => [
  ...textsOf(storeId, demoIds.group(setKey, g.key), {
    label: g.label,
    description: g.description,
    'parameters.placeholder': g.parameters?.placeholder,
    'parameters.notesTitle': g.parameters?.notesTitle,
    'parameters.notesPlaceholder': g.parameters?.notesPlaceholder,
    'parameters.buttonText': g.parameters?.buttonText,
  }),
  ...(g.options ?? []).flatMap((o) =>
    textsOf(storeId, demoIds.option(setKey, g.key, o.key), {
      label: o.label,
      description: o.description,
      'parameters.notesTitle': o.notesTitle,
      'parameters.notesPlaceholder': o.notesPlaceholder,
    }),
  ),
]

const setTexts = (storeId: string, set: DemoProductSet): DemoText[] => [
  ...set.categories.flatMap((c) =>
    textsOf(storeId, demoIds.category(set.key, c.slug), { 'information.label': c.label, 'information.text': c.text }),
  ),
  ...allProducts(set).flatMap(({ product: p }) => [
    ...textsOf(storeId, demoIds.product(set.key, p.key), {
      'information.label': p.label,
      'information.text': p.text,
      'parameters.buttonText': p.buttonText,
      'parameters.modalTitle': p.modalTitle,
      'parameters.modalBody': p.modalBody,
      'parameters.promotion.badgeText': p.promotion?.badgeText,
      ...Object.fromEntries((p.discounts ?? []).map((d, i) => [`parameters.discounts.${i}.label`, d.label])),
    }),
    ...(p.nodes ?? []).flatMap((label, i) => textsOf(storeId, demoIds.node(set.key, p.key, i), { label })),
  ]),
  ...groupsOf(set).flatMap((g) => groupTexts(storeId, set.key, g)),
  ...(set.forms ?? []).flatMap((f) => [
    ...textsOf(storeId, demoIds.form(set.key, f.key), {
      title: f.title,
      description: f.description,
      saveButtonText: f.saveButtonText,
      updateButtonText: f.updateButtonText,
    }),
    ...f.fields.flatMap((field) => {
      const choices = (field.parameters?.choices ?? []) as { label: string }[]
      return textsOf(storeId, demoIds.field(set.key, f.key, field.key), {
        label: field.label,
        description: field.description,
        placeholder: field.placeholder,
        ...Object.fromEntries(choices.map((choice, i) => [`parameters.choices.${i}.label`, choice.label])),
      })
    }),
  ]),
  ...(set.shippingPromotions ?? []).flatMap((p) =>
    textsOf(storeId, demoId(`shipping-promotion:${set.key}:${p.key}`), {
      label: p.label,
      description: p.description,
      badgeText: p.badgeText,
    }),
  ),
]

/** Every text of the demo a parent reads, in English. */
export const demoTexts = (): DemoText[] => [
  ...demoStores.flatMap((store) => [
    ...textsOf(store.id, store.id, {
      'settings.digitalLicence': store.settings.digitalLicence,
      'settings.serviceFee.label': store.settings.serviceFee?.label,
      'settings.studioContact.name': store.settings.studioContact?.name,
    }),
    ...demoPaymentMethods.flatMap((m) =>
      textsOf(store.id, demoId(`payment:${store.id}:${m.key}`), { label: m.label, description: m.description }),
    ),
  ]),
  ...demoSessions.flatMap((session) => {
    const storeId = session.store ?? DEMO_STORE_ID
    const stage = stageSettings(session.stage.settings)
    return [
      ...textsOf(storeId, demoId(`session:${session.key}`), { label: session.label }),
      ...textsOf(storeId, demoId(`stage:${session.key}`), {
        label: session.stage.label,
        ...Object.fromEntries(STAGE_TEXTS.map((field) => [field, stage[field]])),
      }),
      ...setTexts(storeId, session.productSet),
      ...demoShippingMethods.flatMap((m) =>
        textsOf(storeId, demoId(`shipping:${session.key}:${m.key}`), { label: m.label, description: m.description }),
      ),
      ...(session.key === demoClassGallery.sessionKey
        ? textsOf(storeId, demoId(`gallery:${demoClassGallery.key}`), { label: demoClassGallery.label })
        : []),
    ]
  }),
]

/** The demo's Spanish texts as store_texts rows (a text the dictionary lacks is left to the base text). */
const spanishRows = () =>
  demoTexts().flatMap(({ storeId, entityId, field, text }) => {
    const es = demoSpanish[text]
    return es ? [{ store_id: storeId, language: 'es', entity_id: entityId, field, text: es }] : []
  })

/**
 * Gives each demo store there is that has no Spanish texts the demo's, in one statement; answers how many. A store
 * with some keeps them as they are (a studio may have changed or removed one).
 */
export const seedDemoTexts = async (q: Queryable): Promise<number> =>
  (
    await q.query(
      `insert into store_texts (store_id, language, entity_id, field, text)
       select t.store_id, t.language, t.entity_id, t.field, t.text
       from jsonb_to_recordset($1::jsonb) as t(store_id uuid, language text, entity_id uuid, field text, text text)
       where exists (select 1 from stores s where s.id = t.store_id)
         and not exists (select 1 from store_texts x where x.store_id = t.store_id and x.language = t.language)
       on conflict do nothing
       returning entity_id`,
      [JSON.stringify(spanishRows())],
    )
  ).rows.length
