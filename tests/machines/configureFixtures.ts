import type { OrderImageOption } from '../../core/schemas/order'
import type { Image } from '../../core/schemas/photos'
import type { ProductOptionGroup } from '../../core/schemas/productSet'
import { fixtures } from './fixtures'
import { imageFixture } from './imageFixture'

// Named answers of the crop, image options, background and custom form scenarios; imported for its effect.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** Emma's photo n of the configuration fixtures: image id 7000 + n. */
export const image = (n: number, extra: Partial<Image> = {}): Image =>
  imageFixture(n, { id: id(7000 + n), label: `Emma: pose ${n}`, gallery: id(7100), subject: id(7101), ...extra })

const group = (n: number, extra: Partial<ProductOptionGroup>): ProductOptionGroup => ({
  id: id(7200 + n),
  type: 'select',
  label: `Group ${n}`,
  description: null,
  required: false,
  expanded: true,
  allowNotes: false,
  retailAmount: 0,
  productOptions: [1, 2].map((o) => ({
    id: id(7200 + n * 10 + o),
    label: `Option ${n}.${o}`,
    description: null,
    retailAmount: o === 2 ? 800_000 : 0,
    isDefault: false,
    allowNotes: false,
    assets: null,
    backgroundAsset: null,
    parameters: {},
  })),
  form: null,
  parameters: {},
  ...extra,
})

const retouching = group(1, { label: 'Retouching' })
const backdrop = group(2, { label: 'Backdrop', type: 'background', expanded: false, parameters: { autoOpen: true } })

const saved: OrderImageOption = {
  id: id(7300),
  image: id(7001),
  productOptionGroup: { id: retouching.id, label: 'Retouching', type: 'select', description: null },
  productOption: id(7212),
  value: id(7212),
  notes: null,
  retailAmount: 800_000,
}

Object.assign(fixtures, {
  'configure:photo': image(1),
  'configure:sharedPhoto': image(2, { isShared: true }),
  'configure:groups': [retouching],
  'configure:groupsWithAutoOpen': [retouching, backdrop],
  'configure:savedRetouching': [saved],
  'configure:orderSaved': { id: id(7400) },
  'configure:entryCreated': { entryId: id(7500) },
  /** The order form saved through the order actor: its entry on order:v2. */
  'configure:orderFormSaved': { entryId: id(7500), orderId: id(60) },
  'configure:studentFields': [
    { id: 'name', type: 'text', label: 'Student Name', required: true, parameters: { textFormat: 'ucfirst' } },
    {
      id: 'grade',
      type: 'select',
      label: 'Grade',
      required: true,
      parameters: { choices: ['K', '1', '2', '3', '4', '5'].map((code) => ({ code, label: `Grade ${code}` })) },
    },
    { id: 'birthday', type: 'date', label: 'Date of birth', required: false, parameters: { dateFormat: 'MM/DD/YYYY' } },
    { id: 'phone', type: 'tel', label: 'Parent phone', required: true, parameters: {} },
  ],
})
