import { expect } from 'vitest'
import type { Image, ImageCrop } from '../../../core/schemas/photos'
import type { CustomForm, ProductOption, ProductOptionGroup } from '../../../core/schemas/productSet'
import type { ViewText } from '../../../machines/viewText'
import { en } from '../../../ui/messages/en'
import { image } from '../../machines/configureFixtures'

export { image }

// Small builders for the configuration dialogs' view tests: a photo, a crop of it, option groups, a form.

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export const crop = (n: number, extra: Partial<ImageCrop> = {}, imageExtra: Partial<Image> = {}): ImageCrop => ({
  id: uuid(7500 + n),
  poseId: null,
  image: image(n, imageExtra),
  type: 'original',
  tags: [],
  applyCrop: false,
  crop: null,
  rotation: 0,
  ...extra,
})

export const option = (n: number, extra: Partial<ProductOption> = {}): ProductOption => ({
  id: uuid(7300 + n),
  label: `Option ${n}`,
  description: null,
  retailAmount: 0,
  isDefault: false,
  allowNotes: false,
  assets: null,
  backgroundAsset: null,
  parameters: {},
  ...extra,
})

export const group = (n: number, extra: Partial<ProductOptionGroup> = {}): ProductOptionGroup => ({
  id: uuid(7200 + n),
  type: 'select',
  label: `Group ${n}`,
  description: null,
  required: false,
  expanded: true,
  allowNotes: false,
  retailAmount: 0,
  productOptions: [option(n * 10 + 1), option(n * 10 + 2, { retailAmount: 800_000 })],
  form: null,
  parameters: {},
  ...extra,
})

export const form = (extra: Partial<CustomForm> = {}): CustomForm => ({
  id: uuid(7600),
  title: 'Student details',
  description: 'Helps us match the photos to your child.',
  formFields: [],
  saveButtonText: null,
  updateButtonText: null,
  ...extra,
})

/** Every message a view names exists in the English messages (ui/messages/en). */
export const expectMessages = (...ids: (string | ViewText | null | undefined)[]) => {
  for (const entry of ids) {
    if (entry === null || entry === undefined) continue
    const id = typeof entry === 'string' ? entry : 'id' in entry ? entry.id : null
    if (id !== null) expect(Object.keys(en), `message ${id}`).toContain(id)
  }
}
